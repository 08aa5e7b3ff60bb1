/**
 * The photos editors have: straight from a phone or a camera, several megabytes and 4,000 px wide or
 * more. Before any upload the admin makes such a photo as small as the site needs (no wider than the
 * widest the site draws an image, within the content check's size limit) in the browser, or refuses
 * it with a message that says the limit and what to do. Browsers decode and encode these formats
 * themselves (createImageBitmap, canvas); a library would add nothing.
 */
import { LARGEST_IMAGE_WIDTH, MAX_IMAGE_BYTES } from '@src/content-model/validate'
import { adminPhrase } from './admin-language'

/** The largest file the admin makes smaller: about what a phone's camera writes at its highest quality. */
export const PHOTO_MAX_BYTES = 20_000_000

/** Formats a browser decodes and the site's image processing takes. */
const RESIZABLE = ['image/jpeg', 'image/png', 'image/webp']

const megabytes = (bytes: number): string => `${(bytes / 1_000_000).toFixed(1)} MB`
const kilobytes = (bytes: number): string => `${Math.round(bytes / 1000)} KB`

export type PhotoPlan = { keep: true } | { width: number; height: number } | { problem: string }

/** What to do with a file, from its kind, its size and (once decoded) its pixels. */
export function photoPlan(file: { name: string; type: string; size: number }, pixels?: { width: number; height: number }): PhotoPlan {
  if (file.type === 'image/svg+xml') {
    return file.size <= MAX_IMAGE_BYTES
      ? { keep: true }
      : {
          problem: adminPhrase('photoSvg', { file: file.name, size: kilobytes(file.size), max: kilobytes(MAX_IMAGE_BYTES) }),
        }
  }
  if (!RESIZABLE.includes(file.type)) {
    return {
      problem: adminPhrase('photoKind', {
        file: file.name,
        heic: /heic|heif/i.test(file.type + file.name) ? adminPhrase('photoHeic') : '',
      }),
    }
  }
  if (file.size > PHOTO_MAX_BYTES) {
    return {
      problem: adminPhrase('photoTooLarge', { file: file.name, size: megabytes(file.size), max: megabytes(PHOTO_MAX_BYTES) }),
    }
  }
  if (!pixels) return { width: 0, height: 0 }
  if (pixels.width <= LARGEST_IMAGE_WIDTH && file.size <= MAX_IMAGE_BYTES) return { keep: true }
  const scale = Math.min(1, LARGEST_IMAGE_WIDTH / pixels.width)
  return { width: Math.round(pixels.width * scale), height: Math.round(pixels.height * scale) }
}

/** The name the prepared file is saved under: lower case letters, digits and hyphens, its content's hash, its format's extension. */
async function fileName(original: string, blob: Blob): Promise<string> {
  const base =
    original
      .replace(/\.[^.]*$/, '')
      .normalize('NFKD')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '') || 'photo'
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', await blob.arrayBuffer()))
  const hash = [...digest.slice(0, 3)].map((byte) => byte.toString(16).padStart(2, '0')).join('')
  const extension = { 'image/jpeg': 'jpg', 'image/png': 'png', 'image/webp': 'webp', 'image/svg+xml': 'svg' }[blob.type] ?? 'jpg'
  return `${base}-${hash}.${extension}`
}

const encode = (canvas: HTMLCanvasElement, type: string, quality: number): Promise<Blob | null> =>
  new Promise((resolve) => canvas.toBlob(resolve, type, quality))

/**
 * The photo as it is uploaded: as it is, when it is small enough already; else drawn at the plan's
 * size (turned as the camera recorded it) and encoded at the best quality that fits the limit (a
 * JPEG as JPEG, others as WebP, which keeps transparency); or a problem to show the editor.
 */
export async function preparePhoto(file: File): Promise<{ file: File } | { problem: string }> {
  const first = photoPlan(file)
  if ('problem' in first) return first
  if ('keep' in first) return { file: new File([file], await fileName(file.name, file), { type: file.type }) }
  let image: ImageBitmap
  try {
    image = await createImageBitmap(file, { imageOrientation: 'from-image' })
  } catch {
    return { problem: adminPhrase('photoUnreadable', { file: file.name }) }
  }
  const plan = photoPlan(file, image)
  if ('problem' in plan) return plan
  if ('keep' in plan) return { file: new File([file], await fileName(file.name, file), { type: file.type }) }
  const type = file.type === 'image/jpeg' ? 'image/jpeg' : 'image/webp'
  let { width, height } = plan
  for (let attempt = 0; attempt < 8; attempt++) {
    const canvas = document.createElement('canvas')
    canvas.width = width
    canvas.height = height
    canvas.getContext('2d')?.drawImage(image, 0, 0, width, height)
    // Quality first, then a smaller picture: a detailed photo may need both to fit.
    for (const quality of [0.85, 0.75, 0.65]) {
      const blob = await encode(canvas, type, quality)
      if (blob && blob.size <= MAX_IMAGE_BYTES) {
        image.close()
        return { file: new File([blob], await fileName(file.name, blob), { type: blob.type }) }
      }
    }
    width = Math.round(width * 0.8)
    height = Math.round(height * 0.8)
  }
  image.close()
  return {
    problem: adminPhrase('photoNotSmaller', { file: file.name, max: kilobytes(MAX_IMAGE_BYTES) }),
  }
}

/** Marks the admin's own file input ("Upload a photo", widgets/image.tsx), which prepares its photos itself. */
export const PREPARED_HERE = 'data-prepares-photos'

/**
 * The media library's own "Upload" takes the same way: a file chosen there is prepared before Decap
 * reads the choice (this listener runs first, capturing the event on its way down), then handed to
 * Decap in its place; a file that cannot be is refused with `tell`, not Decap's alert().
 */
export function prepareLibraryUploads(root: Document, tell: (message: string) => void): void {
  root.addEventListener(
    'change',
    (event) => {
      const input = event.target
      if (!(input instanceof HTMLInputElement) || input.type !== 'file' || input.hasAttribute(PREPARED_HERE)) return
      if (input.dataset.prepared === 'yes') {
        delete input.dataset.prepared
        return
      }
      const file = input.files?.[0]
      if (!file) return
      event.stopImmediatePropagation()
      void preparePhoto(file).then((prepared) => {
        if ('problem' in prepared) {
          input.value = ''
          return tell(prepared.problem)
        }
        handToDecap(input, prepared.file)
      })
    },
    true,
  )
}

/** Gives Decap `file` as the choice of the media library's `input`, prepared already: the listener above lets it pass. */
export function handToDecap(input: HTMLInputElement, file: File): void {
  const chosen = new DataTransfer()
  chosen.items.add(file)
  input.files = chosen.files
  input.dataset.prepared = 'yes'
  input.dispatchEvent(new Event('change', { bubbles: true }))
}
