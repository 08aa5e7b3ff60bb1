/**
 * Reading the entry an editor is changing. It arrives as an Immutable map of whatever the form
 * holds so far (possibly half filled in), so every reader returns a usable value instead of failing.
 */
import type { PreviewTemplateComponentProps } from 'decap-cms-core'
import { DEFAULT_LOCALE, type Locale } from '@src/config/locales'
import { EDITIONS_READER, editionReaderName } from '@src/content-model/cms-config'
import { MEDIA } from '@src/content-model/media'

export type Data = Readonly<Record<string, unknown>>
export type GetAsset = PreviewTemplateComponentProps['getAsset']
export type GetCollection = PreviewTemplateComponentProps['getCollection']

const isData = (value: unknown): value is Data => typeof value === 'object' && value !== null && !Array.isArray(value)

/** The entry's fields (and, for Markdown entries, `body`) as plain values. */
export function entryData(entry: PreviewTemplateComponentProps['entry']): Data {
  const data: unknown = entry.get('data')?.toJS()
  return isData(data) ? data : {}
}

export const text = (value: unknown): string => (typeof value === 'string' ? value : value == null ? '' : String(value))
export const optionalText = (value: unknown): string | null => (text(value) === '' ? null : text(value))
export const number = (value: unknown): number => (typeof value === 'number' && Number.isFinite(value) ? value : Number(value) || 0)
export const group = (value: unknown): Data => (isData(value) ? value : {})
export const groups = (value: unknown): Data[] => (Array.isArray(value) ? value.filter(isData) : [])
export const texts = (value: unknown): string[] => (Array.isArray(value) ? value.map(text) : [])

/** Shown for an image field that is still empty: nothing, rather than a broken image or no preview. */
const NO_IMAGE = 'data:image/gif;base64,R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7'

/**
 * What Decap is asked for to show an image the entry holds. Content writes images from the site's
 * root ("/images/x.jpg"), which Decap (since 3.10) loads from the site, where the build keeps only
 * processed copies; a file's name alone it finds in the media folder of the repository (or among
 * the uploads not yet saved), as the editor has it.
 */
export const mediaRequest = (written: string): string =>
  written.startsWith(`${MEDIA.publicFolder}/`) ? written.slice(MEDIA.publicFolder.length + 1) : written

/**
 * An image path from the entry in the shape the site's queries return image files: without
 * processed image data, so components show the file the CMS holds, by its URL.
 */
export function previewFile(getAsset: GetAsset, path: unknown): { publicURL: string; childImageSharp: null } {
  const written = text(path)
  return { publicURL: written === '' ? NO_IMAGE : String(getAsset(mediaRequest(written))), childImageSharp: null }
}

/**
 * The data of an entry getCollection returns: Decap wraps it in an Immutable map but leaves the data
 * itself a plain object (the entry being edited, by contrast, is Immutable throughout).
 */
function savedData(entry: unknown): Data {
  const data: unknown = (entry as { get?: (key: string) => unknown }).get?.('data')
  const toJS = (data as { toJS?: () => unknown } | undefined)?.toJS
  return group(typeof toJS === 'function' ? toJS.call(data) : data)
}

/**
 * The saved data of a file collection's entry in one edition (each YAML file is the one entry of its
 * collection, named like it). Decap's getCollection gives the default edition; another one is read
 * from the file whole, through the hidden reader of src/content-model/cms-config.ts.
 */
export async function fileData(getCollection: GetCollection, name: string, locale: Locale = DEFAULT_LOCALE): Promise<Data> {
  if (locale === DEFAULT_LOCALE) return savedData(await getCollection(name, name))
  return group(savedData(await getCollection(EDITIONS_READER, name))[locale])
}

/** The saved data of every entry of a folder collection in one edition (an entry without that edition's file has none). */
export async function folderData(getCollection: GetCollection, name: string, locale: Locale = DEFAULT_LOCALE): Promise<Data[]> {
  const entries: unknown[] = await getCollection(locale === DEFAULT_LOCALE ? name : editionReaderName(name, locale))
  return entries.map(savedData)
}

/** An entry as the preview draws it: as it looks once live, without the development server's schedule badge. */
export const AS_LIVE = { scheduled: null, publish_at: null, unpublish_at: null } as const
