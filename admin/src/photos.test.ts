import { LARGEST_IMAGE_WIDTH, MAX_IMAGE_BYTES } from '@src/content-model/validate'
import { PHOTO_MAX_BYTES, photoPlan, prepareLibraryUploads } from './photos'

const jpeg = (size: number) => ({ name: 'IMG_2041.JPG', type: 'image/jpeg', size })

describe('the photos editors have', () => {
  it('makes a 3.8 MB, 4,032 px phone photo as wide as the widest the site draws', () => {
    expect(photoPlan(jpeg(3_800_000), { width: 4032, height: 3024 })).toEqual({ width: LARGEST_IMAGE_WIDTH, height: 1800 })
  })

  it('keeps a photo that is small and narrow enough already', () => {
    expect(photoPlan(jpeg(MAX_IMAGE_BYTES), { width: 1600, height: 900 })).toEqual({ keep: true })
  })

  it('refuses, saying the limit and what to do, a photo over 20 MB, an iPhone HEIC photo and an SVG over the limit', () => {
    expect(photoPlan(jpeg(PHOTO_MAX_BYTES + 1))).toEqual({ problem: expect.stringMatching(/20\.0 MB.*Export a smaller copy/) })
    expect(photoPlan({ name: 'IMG_1.HEIC', type: 'image/heic', size: 2_000_000 })).toEqual({
      problem: expect.stringMatching(/HEIC.*Export it as JPEG/),
    })
    expect(photoPlan({ name: 'map.svg', type: 'image/svg+xml', size: MAX_IMAGE_BYTES + 1 })).toEqual({
      problem: expect.stringMatching(/600 KB at most/),
    })
  })

  it('refuses a file in the media library with a message in the admin, not an alert(), and Decap never sees it', () => {
    const told: string[] = []
    const seenByDecap = jest.fn()
    prepareLibraryUploads(document, (message) => told.push(message))
    const input = document.createElement('input')
    input.type = 'file'
    input.addEventListener('change', seenByDecap)
    document.body.append(input)
    const file = new File(['x'], 'IMG_1.HEIC', { type: 'image/heic' })
    Object.defineProperty(input, 'files', { value: [file], configurable: true })
    window.alert = jest.fn()
    input.dispatchEvent(new Event('change', { bubbles: true }))
    return new Promise((resolve) => setTimeout(resolve, 0)).then(() => {
      expect(seenByDecap).not.toHaveBeenCalled()
      expect(window.alert).not.toHaveBeenCalled()
      expect(told).toEqual([expect.stringContaining('Export it as JPEG')])
    })
  })
})
