/**
 * What the admin's checks need to know of the rest of the site, read through the backend Decap
 * saves with (backend.ts): every entry of the folder collections (their addresses, which must not
 * repeat, and their pages, which page addresses name), the YAML files (relations point into them),
 * and the size of each image an entry names. Read once, and again after each save.
 */
import { CONTENT_DIR } from '@src/config/constants'
import { DEFAULT_LOCALE, type Locale } from '@src/config/locales'
import { collections } from '@src/content-model/collections'
import { editionOfFile } from '@src/content-model/i18n'
import { MEDIA } from '@src/content-model/media'
import type { FileCollection, FolderCollection } from '@src/content-model/types'
import { afterPersist, currentBackend } from './backend'
import { FrontmatterInfer, yamlFormat } from './decap-internals'

type Data = Record<string, unknown>

export interface IndexedEdition {
  /** The file's path in the repository, e.g. `content/blog/tax-savings.en.md`. */
  file: string
  /** The entry's name, shared by its editions' files (`tax-savings`). */
  entry: string
  locale: Locale
  data: Data
}

export interface SiteIndex {
  /** Every file of each folder collection, by collection name. */
  folders: ReadonlyMap<string, readonly IndexedEdition[]>
  /** Each YAML file's editions, by collection name. */
  files: ReadonlyMap<string, Readonly<Record<string, unknown>>>
}

async function readSite(): Promise<SiteIndex> {
  const backend = currentBackend()
  if (!backend) throw new Error('The admin has no backend yet: log in first')
  const folders = await Promise.all(
    collections
      .filter((c): c is FolderCollection => c.kind === 'folder')
      .map(async (collection) => {
        const files = await backend.entriesByFolder(`${CONTENT_DIR}/${collection.folder}`, 'md', 1)
        const editions = files.flatMap(({ file, data }): IndexedEdition[] => {
          const edition = editionOfFile(file.path.split('/').pop() ?? '')
          if (!edition) return []
          return [{ file: file.path, entry: edition.entry, locale: edition.locale, data: FrontmatterInfer.fromFile(data) }]
        })
        return [collection.name, editions] as const
      }),
  )
  const files = await Promise.all(
    collections
      .filter((c): c is FileCollection => c.kind === 'file')
      .map(async (collection) => {
        const { data } = await backend.getEntry(`${CONTENT_DIR}/${collection.file}`)
        const parsed = yamlFormat.fromFile(data)
        return [collection.name, collection.i18n ? parsed : { [DEFAULT_LOCALE]: parsed }] as const
      }),
  )
  return { folders: new Map(folders), files: new Map(files) }
}

let reading: Promise<SiteIndex> | undefined
let known: SiteIndex | undefined
const sizes = new Map<string, number | undefined>()
const sizing = new Map<string, Promise<number | undefined>>()

/** The site as the backend holds it, read at the first call and again after each save. */
export function siteIndex(): Promise<SiteIndex> {
  reading ??= readSite().then(
    (index) => (known = index),
    (error: unknown) => {
      reading = undefined
      throw error
    },
  )
  return reading
}

/** The site as last read, if it has been. */
export const knownSiteIndex = (): SiteIndex | undefined => known

/** Where a path an entry writes (`/images/x.jpg`) is in the repository (`content/images/x.jpg`). */
export const mediaFilePath = (written: string): string =>
  written.startsWith(`${MEDIA.publicFolder}/`) ? `${MEDIA.folder}/${written.slice(MEDIA.publicFolder.length + 1)}` : written

/** The size in bytes of an image an entry names, undefined if there is no such file. */
export function imageSize(written: string): Promise<number | undefined> {
  const file = mediaFilePath(written)
  let found = sizing.get(file)
  if (!found) {
    const backend = currentBackend()
    found = (backend ? backend.getMediaFile(file) : Promise.reject(new Error('no backend'))).then(
      ({ size }) => size,
      () => undefined,
    )
    found.then((size) => sizes.set(file, size))
    sizing.set(file, found)
  }
  return found
}

/** The size of an image as far as known now: a number, undefined for no such file, or 'unknown' while it is asked for. */
export function knownImageSize(written: string): number | undefined | 'unknown' {
  const file = mediaFilePath(written)
  if (!sizes.has(file)) {
    void imageSize(written)
    return 'unknown'
  }
  return sizes.get(file)
}

/** An image the admin has just prepared and uploaded: its size is known without asking. */
export function rememberImageSize(written: string, size: number): void {
  const file = mediaFilePath(written)
  sizes.set(file, size)
  sizing.set(file, Promise.resolve(size))
}

afterPersist(() => {
  reading = undefined
})
