/**
 * An entry saved in English only stays English only. Decap copies the fields marked `duplicate` (a
 * post's address) into every language as soon as they change, so a post whose Arabic side was never
 * filled in would be saved with an Arabic file holding its address alone, which the content check
 * refuses (the build would fail). When saving, an edition that holds nothing an editor wrote (only
 * copied fields and untouched defaults) is given no file: the entry simply has no page in that
 * language. An edition with anything written in it is saved as it is, so the
 * content check names whatever is still missing.
 */
import type { CmsCollection, CmsField } from 'decap-cms-core'

type Data = Readonly<Record<string, unknown>>

const isData = (value: unknown): value is Data => typeof value === 'object' && value !== null && !Array.isArray(value)

/** Nothing written: absent, blank, or a list or group with nothing written in it. */
function isBlank(value: unknown): boolean {
  if (value === undefined || value === null) return true
  if (typeof value === 'string') return value.trim() === ''
  if (Array.isArray(value)) return value.every(isBlank)
  if (isData(value)) return Object.values(value).every(isBlank)
  return false
}

/** Whether an edition's data holds anything an editor wrote, given the collection's fields. */
export function isUntranslated(data: unknown, fields: readonly CmsField[]): boolean {
  if (!isData(data)) return true
  return fields.every((field) => {
    if (field.i18n === 'duplicate') return true
    const value = data[field.name]
    if ('default' in field && field.default !== undefined && value === field.default) return true
    return isBlank(value)
  })
}

/** The fields of a folder collection (file collections hold every edition in one file, which is always written). */
const folderFields = (collection: CmsCollection | undefined): readonly CmsField[] | undefined =>
  collection?.folder && collection.i18n ? collection.fields : undefined

/** What Decap's registerCustomFormat takes: a file's text to data and back. */
export interface Formatter {
  fromFile: (content: string) => Data
  toFile: (data: Data, sortedKeys?: string[], comments?: Record<string, string>) => string
}

/**
 * The format of a folder collection's files (markdownFormat in the content model): Decap's front
 * matter, but no text for an edition that holds nothing written, which withoutEmptyFiles then
 * leaves unwritten. A preSave handler cannot do this since Decap 3.13: what it returns replaces the
 * entry's fields only, and the other editions go through as they are.
 */
export function editionsFormatter(frontmatter: Formatter, fields: readonly CmsField[]): Formatter {
  return {
    fromFile: (content) => frontmatter.fromFile(content),
    toFile: (data, sortedKeys, comments) => (isUntranslated(data, fields) ? '' : frontmatter.toFile(data, sortedKeys, comments)),
  }
}

/** The formats to register, by name, for the folder collections of a configuration. */
export function editionsFormats(collections: readonly CmsCollection[], frontmatter: Formatter): Array<[string, Formatter]> {
  return collections.flatMap((collection) => {
    const fields = folderFields(collection)
    return fields && collection.format ? [[collection.format, editionsFormatter(frontmatter, fields)] as [string, Formatter]] : []
  })
}

interface PersistedEntry {
  dataFiles: ReadonlyArray<{ path: string; raw: string }>
}

interface BackendImplementation {
  persistEntry: (entry: PersistedEntry, options: unknown) => Promise<unknown>
}

/** Decap's registry entry of a backend: what CMS.getBackend(name) returns. */
export interface RegisteredBackend {
  init: (...args: never[]) => BackendImplementation
}

/**
 * The backend, saving no file whose text is empty or a line break (Decap ends every file's text
 * with one, so an edition editionsFormatter gave no text still arrives with one). Decap offers no
 * hook between the files it makes of an entry and their commit, so its registered backend is
 * wrapped where it is made.
 */
export function withoutEmptyFiles(backend: RegisteredBackend): void {
  const init = backend.init
  backend.init = (...args) => {
    const implementation = init(...args)
    const persist = implementation.persistEntry.bind(implementation)
    implementation.persistEntry = (entry, options) =>
      persist({ ...entry, dataFiles: entry.dataFiles.filter((file) => file.raw.trim() !== '') }, options)
    return implementation
  }
}
