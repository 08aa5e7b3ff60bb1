/**
 * An entry saved in English only stays English only. Decap copies the fields marked `duplicate` (a
 * post's address) into every language as soon as they change, so a post whose Arabic side was never
 * filled in would be saved with an Arabic file holding its address alone, which the content check
 * refuses (the build would fail). Before saving, an edition that holds nothing an editor wrote (only
 * copied fields and untouched defaults) is dropped, and no file is written for it: the entry simply
 * has no page in that language. An edition with anything written in it is saved as it is, so the
 * content check names whatever is still missing.
 */
import type { CmsCollection, CmsField } from 'decap-cms-core'
import { DEFAULT_LOCALE, LOCALE_CODES } from '../config/locales'

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

/** The locales whose edition of an entry of `collection` holds nothing written and is not to be saved. */
export function untranslatedEditions(collection: CmsCollection | undefined, i18n: unknown): string[] {
  const fields = folderFields(collection)
  if (!fields) return []
  const editions = isData(i18n) ? i18n : {}
  return LOCALE_CODES.filter((locale) => locale !== DEFAULT_LOCALE && locale in editions).filter((locale) =>
    isUntranslated(isData(editions[locale]) ? editions[locale].data : undefined, fields),
  )
}

interface EntryMap {
  get: (key: string) => unknown
  getIn: (path: string[]) => unknown
  deleteIn: (path: string[]) => EntryMap
}

/**
 * Decap's preSave handler: the entry without its untranslated editions. Decap saves the entry a
 * handler returns when it is a whole entry (it has `data`), not only its fields.
 */
export const dropUntranslatedEditions =
  (collections: readonly CmsCollection[]) =>
  ({ entry }: { entry: EntryMap }): EntryMap | undefined => {
    const collection = collections.find((c) => c.name === entry.get('collection'))
    const i18n = (entry.getIn(['i18n']) as { toJS?: () => unknown } | undefined)?.toJS?.()
    const dropped = untranslatedEditions(collection, i18n)
    if (dropped.length === 0) return undefined
    return dropped.reduce((kept, locale) => kept.deleteIn(['i18n', locale]), entry)
  }
