/**
 * The content check's rules (src/content-model/entry-check.ts, the build's own) on the entry being
 * edited, in every edition it will be saved with. The widgets show each problem next to its field
 * when the editor saves or publishes (widgets/model-control.tsx), and the admin saves nothing while
 * one remains (refuseSaving).
 */
import { DEFAULT_LOCALE, LOCALE_CODES, type Locale } from '@src/config/locales'
import { collections } from '@src/content-model/collections'
import { contentPages } from '@src/content-model/content-pages'
import { entryIssues, sitePaths, type Edition } from '@src/content-model/entry-check'
import { editionOfFile } from '@src/content-model/i18n'
import { redirectIssues, redirectsCollection } from '@src/content-model/redirects'
import { hasOwnWords, innerFields } from '@src/content-model/shared'
import type { Collection, Field } from '@src/content-model/types'
import type { ContentIssue } from '@src/content-model/validate'
import { localImagePaths } from '@src/lib/shared/body-image-paths'
import { imageSize, knownImageSize, mediaFilePath, siteIndex, type SiteIndex } from './site-index'
import { bodyHtmlIssues } from './body-html'
import { adminLanguage, adminPhrase, languageName } from './admin-language'
import { say } from '@src/content-model/messages'
import { modelWords } from '@src/content-model/arabic-labels'

/** What the admin holds of an entry: Decap's entry draft (an Immutable map), read through these. */
export interface DraftEntry {
  get: (key: string) => unknown
  getIn: (path: readonly string[]) => unknown
}

type Data = Record<string, unknown>

const plain = (value: unknown): Data | undefined => {
  const data = (value as { toJS?: () => unknown } | undefined)?.toJS?.() ?? value
  return typeof data === 'object' && data !== null && !Array.isArray(data) ? (data as Data) : undefined
}

/** The model collection Decap's collection stands for. */
export const modelOf = (name: unknown): Collection | undefined => collections.find((c) => c.name === name)

/** An edition's data in the draft: the default one's under `data`, the others' under `i18n.<locale>.data`. */
export const draftData = (entry: DraftEntry, locale: Locale): Data | undefined =>
  plain(locale === DEFAULT_LOCALE ? entry.get('data') : entry.getIn(['i18n', locale, 'data']))

/** The name an entry's files share (`tax-savings`), from the path Decap holds (with or without the edition); none for a new entry. */
export function entryName(entry: DraftEntry): string | undefined {
  const file =
    String(entry.get('path') ?? '')
      .split('/')
      .pop() ?? ''
  if (file === '') return undefined
  return editionOfFile(file)?.entry ?? file.replace(/\.md$/, '')
}

/** The file an edition is saved to, as the build's check names files. */
function editionFile(model: Collection, entry: DraftEntry, locale: Locale): string {
  if (model.kind === 'file') return `content/${model.file}`
  return `content/${model.folder}/${entryName(entry) ?? 'new entry'}.${locale}.md`
}

/**
 * The editions the entry will be saved with: every one of a YAML file; of a folder entry, English
 * and each edition with words of its own (an untranslated one gets no file, untranslated-editions.ts).
 */
export function draftEditions(model: Collection, entry: DraftEntry): Edition[] {
  const locales = model.i18n ? LOCALE_CODES : [DEFAULT_LOCALE]
  return locales.flatMap((locale) => {
    const data = draftData(entry, locale)
    if (model.kind === 'folder' && locale !== DEFAULT_LOCALE && !hasOwnWords(model.fields, data)) return []
    return [{ file: editionFile(model, entry, locale), locale: model.i18n ? locale : undefined, data: data ?? {} }]
  })
}

/** The entry's problems with what is known of the site now; an image whose size is still being asked for passes. */
export function draftIssues(model: Collection, entry: DraftEntry, index: SiteIndex | undefined): ContentIssue[] {
  return issuesWith(model, entry, index, (written) => {
    const size = uploadedSize(entry, written) ?? knownImageSize(written)
    return size === 'unknown' ? 0 : size
  })
}

/** The entry's problems once the site and the sizes of its images are read: what a save is held to. */
export async function draftIssuesRead(model: Collection, entry: DraftEntry): Promise<ContentIssue[]> {
  const index = await siteIndex()
  const editions = draftEditions(model, entry)
  const images = editions.flatMap((edition) => imagesOf(model.fields, edition.data))
  const sizes = new Map(
    await Promise.all(images.map(async (image) => [image, uploadedSize(entry, image) ?? (await imageSize(image))] as const)),
  )
  return issuesWith(model, entry, index, (written) => sizes.get(written))
}

/** The size of an image uploaded for the entry and saved with it, which the repository does not hold yet. */
function uploadedSize(entry: DraftEntry, written: string): number | undefined {
  const files = (entry.get('mediaFiles') as { toJS?: () => unknown } | undefined)?.toJS?.()
  const found = Array.isArray(files)
    ? (files as Array<{ path?: string; size?: number }>).find((file) => file.path === mediaFilePath(written))
    : undefined
  return found?.size
}

/** The image paths an edition's data names, in image fields and Markdown bodies. */
function imagesOf(fields: readonly Field[], data: unknown): string[] {
  const values = (data ?? {}) as Data
  return fields.flatMap((field) => {
    const value = values[field.name]
    if (field.widget === 'image') return typeof value === 'string' && value !== '' ? [value] : []
    if (field.widget === 'markdown' && typeof value === 'string') return localImagePaths(value)
    const inner = innerFields(field)
    if (!inner) return []
    const items = Array.isArray(value) ? value : [value]
    return items.flatMap((item) =>
      field.widget === 'list' && !field.fields ? imagesOf(inner, { [inner[0].name]: item }) : imagesOf(inner, item),
    )
  })
}

function issuesWith(
  model: Collection,
  entry: DraftEntry,
  index: SiteIndex | undefined,
  size: (written: string) => number | undefined,
): ContentIssue[] {
  const editions = draftEditions(model, entry)
  const own = entryName(entry)
  const indexed = model.kind === 'folder' ? (index?.folders.get(model.name) ?? []) : []
  const others = indexed.filter((edition) => edition.entry !== own)
  const entries = [
    ...[...(index?.folders ?? new Map())].flatMap(([name, files]) =>
      (files as typeof indexed).map((file) => ({ collection: modelOf(name)!, data: file.data })),
    ),
    ...editions.map((edition) => ({ collection: model, data: edition.data })),
  ]
  const issues = entryIssues(model, editions, {
    imageSize: (_edition, written) => size(written),
    // Relations point into the YAML files; an entry's own file as it is being edited.
    fileEntries: (locale) =>
      new Map([
        ...[...(index?.files ?? new Map())].map(([name, file]) => [name, (file as Data)[locale]] as const),
        ...(model.kind === 'file' ? [[model.name, draftData(entry, locale)] as const] : []),
      ]),
    sitePaths: sitePaths(entries),
    takenAddresses: (locale) =>
      others
        .filter((edition) => edition.locale === locale && model.kind === 'folder')
        // Named for the editor by its title rather than its file.
        .map((edition) => ({
          file: `“${String(edition.data.title ?? edition.file)}”`,
          slug: edition.data[(model as { slugField: string }).slugField],
        })),
  })
  const all = [...issues, ...bodyHtmlIssues(model, editions)]
  return model === redirectsCollection ? [...all, ...redirectsIssues(editions, index)] : all
}

/** The redirects file's own rules (the build's redirectIssues), against the pages the site's entries make now. */
function redirectsIssues(editions: readonly Edition[], index: SiteIndex | undefined): ContentIssue[] {
  const files = [...(index?.folders ?? [])].flatMap(([name, indexed]) =>
    indexed.map((edition) => ({ collection: modelOf(name)!, file: edition.file, language: edition.locale, data: edition.data })),
  )
  const { pages, upcoming } = contentPages(files, Date.now())
  return editions.flatMap((edition) => redirectIssues(edition.file, edition.locale ?? DEFAULT_LOCALE, edition.data, pages, upcoming))
}

/** What is wrong, in the admin's language; beside a field the field's own label goes without saying. */
export const issueMessage = (issue: ContentIssue): string => {
  if (!issue.said) return issue.message
  return issue.said.key === 'required' ? adminPhrase('required') : say(issue.said, adminLanguage)
}

/**
 * Where a problem is, in the labels the editor sees in the admin's language: `plans[1].price` →
 * "Plans › 2 › Price per period". Fields the model does not know keep their names.
 */
export function fieldLabels(fields: readonly Field[], path: string): string[] {
  const [name, ...rest] = path.split('.')
  const match = /^([^[]+)((?:\[\d+\])*)$/.exec(name)
  if (!match) return [path]
  const field = fields.find((f) => f.name === match[1])
  const positions = [...match[2].matchAll(/\[(\d+)\]/g)].map((m) => String(Number(m[1]) + 1))
  const labels = [field ? modelWords(field.label, adminLanguage) : match[1], ...positions]
  const inner = field && innerFields(field)
  return rest.length === 0 ? labels : [...labels, ...(inner ? fieldLabels(inner, rest.join('.')) : [rest.join('.')])]
}

/**
 * A problem as the editor reads it beside a field: where (when deeper than the field itself), in which
 * edition (when not the one shown), and what is wrong.
 */
export function editorMessage(model: Collection, issue: ContentIssue, shownIn: Locale): string {
  const [, ...inside] = fieldLabels(model.fields, issue.field)
  const where = inside.length > 0 ? `${inside.join(' › ')}: ` : ''
  const edition = issue.language && issue.language !== shownIn ? `${languageName(issue.language)}: ` : ''
  return `${edition}${where}${issueMessage(issue)}`
}

/** The model's field at a path such as `plans[1].price`, if there is one. */
export function fieldAt(fields: readonly Field[], path: string): Field | undefined {
  const [name, ...rest] = path.split('.')
  const field = fields.find((f) => f.name === name.replace(/(\[\d+\])+$/, ''))
  if (!field || rest.length === 0) return field
  const inner = innerFields(field)
  return inner && fieldAt(inner, rest.join('.'))
}

/** The top-level field a problem is in: `plans[1].price` → `plans`. */
export const topField = (issue: ContentIssue): string => issue.field.split(/[.[]/)[0]
