/**
 * The Decap CMS configuration, derived from the content model (src/content-model/collections.ts)
 * like the GraphQL schema and the build-time validation: collections, fields, labels, hints,
 * required flags and patterns are never written twice. Pure, so it is unit-tested directly.
 */
import type { CmsBackend, CmsCollection, CmsConfig, CmsField, CmsI18nConfig, CmsMediaLibrary } from 'decap-cms-core'
import { CONTENT_DIR } from '../config/constants'
import { DEFAULT_LOCALE, LOCALE_CODES, type Locale } from '../config/locales'
import { collections as modelCollections } from './collections'
import type { Collection, Field, FileCollection, FolderCollection, ListField } from './types'
import { MEDIA } from './media'
import { holdsShared, innerFields, isShared } from './shared'
import { isRequired, MAX_IMAGE_BYTES } from './validate'
import type { CmsSettings } from '../config/cms-settings'

/** Media-only commits do not change a page, so they do not trigger a rebuild. */
export const SKIP_CI = '[skip ci]'

/** Decap's own messages, except that media-only commits skip CI; entry commits keep the defaults. */
export const COMMIT_MESSAGES: NonNullable<CmsBackend['commit_messages']> = {
  uploadMedia: `Upload “{{path}}” ${SKIP_CI}`,
  deleteMedia: `Delete “{{path}}” ${SKIP_CI}`,
}

/**
 * Markdown toolbar: everything the body sanitiser keeps (src/lib/shared/sanitize-content-html.ts). There is
 * no first-level heading: the page title is the page's only h1.
 */
const MARKDOWN_BUTTONS = [
  'bold',
  'italic',
  'link',
  'heading-two',
  'heading-three',
  'heading-four',
  'quote',
  'bulleted-list',
  'numbered-list',
  'code',
] as const

/** Hint and the rules Decap cannot enforce itself, so the editor reads them before the build refuses. */
function hintFor(field: Field): string | undefined {
  const parts = [field.hint]
  if (field.widget === 'list' && field.uniqueKey) {
    const key = field.fields?.find((f) => f.name === field.uniqueKey)
    parts.push(`Each ${(key?.label ?? field.uniqueKey).toLowerCase()} may appear only once.`)
  }
  const hint = parts.filter(Boolean).join(' ')
  return hint === '' ? undefined : hint
}

/**
 * What a folded item of a list shows: for a list of plain values, the value; for a list of objects,
 * the summary its model gives, else its title, else the first words of its own (a shared prefix or
 * an address would say little of the item).
 */
function listSummary(field: ListField): string | undefined {
  if (field.field) return `{{fields.${field.field.name}}}`
  if (field.summary) return field.summary
  const words = (field.fields ?? []).filter((f) => f.widget === 'string' || f.widget === 'text' || f.widget === 'select')
  const first = words.find((f) => f.name === 'title') ?? words.find((f) => !isShared(f)) ?? words[0]
  return first ? `{{fields.${first.name}}}` : undefined
}

export function cmsField(field: Field, collections: readonly Collection[] = modelCollections): CmsField {
  const hint = hintFor(field)
  const base = { name: field.name, label: field.label, required: isRequired(field), ...(hint ? { hint } : {}) }
  const nested = (inner: Field) => cmsField(inner, collections)
  switch (field.widget) {
    case 'string':
      // A RegExp rather than its source: Decap reads a string without flags, and patterns use the `u` flag (validate.ts).
      // Decap's types list only strings; its config schema and its widget take a RegExp as well.
      return {
        ...base,
        widget: 'string',
        ...(field.pattern ? { pattern: [new RegExp(field.pattern[0], 'u'), field.pattern[1]] as unknown as [string, string] } : {}),
      }
    case 'text':
      return { ...base, widget: 'text' }
    case 'markdown':
      // Decap's own preview of the field (collections without a preview template of ours) passes
      // the HTML through DOMPurify, so a script or event handler in the text never runs in the
      // admin (GHSA-xp8g-32qh-mv28). Decap's types do not list the option; its widget reads it.
      return { ...base, widget: 'markdown', buttons: [...MARKDOWN_BUTTONS], sanitize_preview: true } as CmsField
    case 'number':
      return {
        ...base,
        widget: 'number',
        value_type: field.valueType,
        ...(field.min !== undefined ? { min: field.min } : {}),
        ...(field.max !== undefined ? { max: field.max } : {}),
      }
    case 'boolean':
      return { ...base, widget: 'boolean', default: field.default }
    case 'calendar-date':
      // A day, written YYYY-MM-DD: the site's widget (admin/src/widgets/calendar-date.tsx) is the
      // browser's own date picker. Decap's datetime widget goes through a moment in UTC, which it
      // labels "UTC", above the schedule's fields in Dubai time. Decap's types list only its own widgets.
      return { ...base, widget: 'calendar-date' } as unknown as CmsField
    case 'dubai-datetime':
      // Decap's datetime widget works in the editor's own time zone or in UTC; the site's widget
      // (admin/src/widgets/dubai-datetime.tsx) shows and writes Dubai time wherever the editor is.
      // Decap's types list only its own widgets.
      return { ...base, widget: 'dubai-datetime' } as unknown as CmsField
    case 'image':
      return {
        ...base,
        widget: 'image',
        // Only files in the media folder: an outside address would not be processed (and fails the build).
        choose_url: false,
        // The build's size limit, checked when the file is chosen. Per field Decap reads only the
        // library's config; its name matters only for an external library.
        media_library: { config: { max_file_size: MAX_IMAGE_BYTES } } as CmsMediaLibrary,
      }
    case 'select':
      return { ...base, widget: 'select', options: [...field.options] }
    case 'relation': {
      const target = collections.find((c) => c.name === field.collection)
      if (!target) throw new Error(`Relation field "${field.name}" refers to an unknown collection "${field.collection}"`)
      const display = field.displayField ?? field.valueField
      return {
        ...base,
        widget: 'relation',
        collection: target.name,
        ...(target.kind === 'file' ? { file: target.name } : {}),
        value_field: field.valueField,
        search_fields: [display],
        display_fields: [display],
        multiple: field.multiple,
      }
    }
    case 'list': {
      const summary = listSummary(field)
      return {
        ...base,
        widget: 'list',
        // A list of plain values: every item must have one, as the validator requires.
        ...(field.field ? { field: nested({ ...field.field, required: true }) } : {}),
        ...(field.fields ? { fields: field.fields.map(nested) } : {}),
        ...(field.min !== undefined ? { min: field.min } : {}),
        ...(field.max !== undefined ? { max: field.max } : {}),
        ...(summary ? { summary } : {}),
        // Decap counts one item by this ("1 fact tile") and more by the label ("2 fact tiles").
        label_singular: field.itemLabel ?? field.field?.label ?? field.label,
      }
    }
    case 'object':
      return { ...base, widget: 'object', fields: field.fields.map(nested) }
  }
}

const contentPath = (relative: string): string => `${CONTENT_DIR}/${relative}`

/** Where a collection's editions live, as its model declares (src/content-model/types.ts). */
const i18nConfig = (structure: CmsI18nConfig['structure']): CmsI18nConfig => ({
  structure,
  locales: [...LOCALE_CODES],
  default_locale: DEFAULT_LOCALE,
})

/**
 * The fields of a collection with editions, at every depth: each holds its own words in every edition
 * (as the content check requires) or, for a fact all editions share (src/content-model/shared.ts),
 * is copied from English. Decap hides a nested field marked neither in the other editions.
 */
function translated(model: readonly Field[], fields: readonly CmsField[]): CmsField[] {
  return fields.map((field, i) => {
    const inner = innerFields(model[i])
    const nested =
      inner && 'fields' in field && field.fields
        ? { fields: translated(inner, field.fields) }
        : inner && 'field' in field && field.field
          ? { field: translated(inner, [field.field])[0] }
          : {}
    // Decap's list widget takes only a boolean: a list's items say which of their fields are shared;
    // inside a group or list that is each edition's own (holdsShared), none is.
    const shared = isShared(model[i]) && model[i].widget !== 'list'
    if (!holdsShared(model[i])) return { ...field, ...(inner ? ownThroughout(field) : {}), i18n: true } as CmsField
    return { ...field, ...nested, i18n: shared ? 'duplicate' : true } as CmsField
  })
}

/** A group or list and everything inside it as each edition's own. */
function ownThroughout(field: CmsField): Partial<CmsField> {
  if ('fields' in field && field.fields)
    return { fields: field.fields.map((f) => ({ ...f, ...ownThroughout(f), i18n: true }) as CmsField) } as Partial<CmsField>
  if ('field' in field && field.field) return { field: { ...field.field, ...ownThroughout(field.field), i18n: true } } as Partial<CmsField>
  return {}
}

/** Each YAML file is a collection of its own, holding one entry named like the collection. */
function fileCollection(collection: FileCollection, collections: readonly Collection[]): CmsCollection {
  const fields = collection.fields.map((f) => cmsField(f, collections))
  return {
    name: collection.name,
    label: collection.label,
    description: collection.description,
    format: 'yaml',
    ...(collection.i18n && { i18n: i18nConfig(collection.i18n) }),
    files: [
      {
        name: collection.name,
        label: collection.label,
        file: contentPath(collection.file),
        ...(collection.i18n && { i18n: true }),
        fields: collection.i18n ? translated(collection.fields, fields) : fields,
      },
    ],
  }
}

/**
 * The format of a folder collection's Markdown files: Decap's front matter, under a name of the
 * collection's own, which the admin registers (admin/src/untranslated-editions.ts) so that an
 * edition holding nothing an editor wrote is given no file.
 */
export const markdownFormat = (collection: string): CmsCollection['format'] => `frontmatter-${collection}` as CmsCollection['format']

/** The page of an entry as a Decap template, e.g. `/financialblogs/blogs/{{fields.slug}}`. */
export const previewPath = (collection: FolderCollection): string => collection.pathFor(`{{fields.${collection.slugField}}}`)

/**
 * An entry's line in its collection's list: its title, its date, and what its state hangs on, a
 * draft mark and the moments it goes live and comes down, as written (Dubai time, +04:00). Decap's
 * template cannot compare a moment with the time now: the schedule page says what is live.
 */
export function entrySummary(collection: FolderCollection): string {
  const has = (widget: Field['widget'], name?: string) => collection.fields.some((f) => f.widget === widget && (!name || f.name === name))
  const date = collection.fields.find((f) => f.widget === 'calendar-date')
  return [
    '{{title}}',
    date ? ` · {{${date.name}}}` : '',
    has('boolean', 'draft') ? "{{draft | ternary(' · DRAFT', '')}}" : '',
    has('dubai-datetime', 'publish_at') ? "{{publish_at | ternary(' · goes live ', '')}}{{publish_at}}" : '',
    has('dubai-datetime', 'unpublish_at') ? "{{unpublish_at | ternary(' · comes down ', '')}}{{unpublish_at}}" : '',
  ].join('')
}

function folderCollection(collection: FolderCollection, collections: readonly Collection[]): CmsCollection {
  if (!collection.fields.some((f) => f.name === 'title')) {
    throw new Error(`Folder collection "${collection.name}" needs a "title" field to name its entries`)
  }
  return {
    name: collection.name,
    label: collection.label,
    label_singular: collection.labelSingular,
    description: collection.description,
    folder: contentPath(collection.folder),
    extension: 'md',
    format: markdownFormat(collection.name),
    create: true,
    delete: true,
    // New files are named after the title; the page address comes from the slug field.
    identifier_field: 'title',
    slug: '{{slug}}',
    summary: entrySummary(collection),
    // Where "View Live" (site_url) and a draft's "View Preview" (its deploy preview) lead: the page itself.
    preview_path: previewPath(collection),
    sortable_fields: collection.fields
      .filter((f) => f.name === 'title' || f.widget === 'calendar-date' || f.widget === 'dubai-datetime')
      .map((f) => f.name),
    i18n: i18nConfig(collection.i18n),
    fields: translated(
      collection.fields,
      collection.fields.map((f) => cmsField(f, collections)),
    ),
  }
}

/** The hidden collection through which previews read the YAML files that hold every edition, each file whole (`en:`, `ar:`). */
export const EDITIONS_READER = 'editions__files'

/** The hidden collection through which previews read one edition of a folder collection: `('blog', 'ar')` → `blog__ar`. */
export const editionReaderName = (collection: string, locale: Locale): string => `${collection}__${locale}`

/**
 * A field no file holds: Decap's search looks for the words in a hidden collection's fields, so it
 * finds nothing there (the editions are found through their own collections). Named `title`, which
 * Decap requires of a folder collection, but hidden, so that it is not taken for the entries' title.
 */
const UNSEARCHED: CmsField = { name: 'title', label: 'Title', widget: 'hidden' }

/**
 * Decap gives preview templates the saved entries of other collections (getCollection) in the
 * default language only; a preview of another edition (the home page in Arabic showing the Arabic
 * services and posts) reads them through these collections, which Decap loads like any other but
 * does not list: the YAML files with editions whole, and each other edition of a folder collection
 * as the files of that language (`*.ar.md`).
 */
function editionReaders(collections: readonly Collection[]): CmsCollection[] {
  const files = collections.filter((c): c is FileCollection => c.kind === 'file' && c.i18n !== undefined)
  const folders = collections.filter((c): c is FolderCollection => c.kind === 'folder')
  const others = LOCALE_CODES.filter((locale) => locale !== DEFAULT_LOCALE)
  const hidden = { hide: true, create: false, delete: false, publish: false, editor: { preview: false } }
  return [
    ...(files.length > 0
      ? [
          {
            ...hidden,
            name: EDITIONS_READER,
            label: 'Files in every edition (read by the previews)',
            files: files.map((c) => ({ name: c.name, label: c.label, file: contentPath(c.file), fields: [UNSEARCHED] })),
          },
        ]
      : []),
    ...folders.flatMap((c) =>
      others.map((locale) => ({
        ...hidden,
        name: editionReaderName(c.name, locale),
        label: `${c.label} (${locale}, read by the previews)`,
        folder: contentPath(c.folder),
        extension: `${locale}.md`,
        format: 'frontmatter' as const,
        fields: [UNSEARCHED],
      })),
    ),
  ]
}

function cmsCollection(collection: Collection, collections: readonly Collection[] = modelCollections): CmsCollection {
  return collection.kind === 'file' ? fileCollection(collection, collections) : folderCollection(collection, collections)
}

function backendConfig({ backend }: CmsSettings): CmsBackend {
  if (backend.name === 'git-gateway') return { name: 'git-gateway', branch: backend.branch, commit_messages: COMMIT_MESSAGES }
  return {
    name: 'github',
    repo: backend.repo,
    branch: backend.branch,
    ...(backend.baseUrl ? { base_url: backend.baseUrl } : {}),
    ...(backend.authEndpoint ? { auth_endpoint: backend.authEndpoint } : {}),
    commit_messages: COMMIT_MESSAGES,
  }
}

/**
 * What the admin loads besides its own files: the Git backend's API (git-gateway is served by the
 * site's own host), decap-server for local editing, and GitHub avatars in the editor's header.
 */
export function adminSources({ backend, localPort }: CmsSettings): { connect: string[]; img: string[] } {
  const local = [`http://127.0.0.1:${localPort}`, `http://localhost:${localPort}`]
  if (backend.name === 'git-gateway') return { connect: local, img: [] }
  return { connect: ['https://api.github.com', ...local], img: ['https://avatars.githubusercontent.com'] }
}

/** The URL of decap-server, which Decap uses instead of the Git backend when the admin runs on this machine. */
export const localBackendUrl = (port: number): string => `http://127.0.0.1:${port}/api/v1`

export function cmsConfig(settings: CmsSettings, collections: readonly Collection[] = modelCollections): CmsConfig {
  return {
    // The configuration is passed to CMS.init; there is no config.yml to fetch.
    load_config_file: false,
    backend: backendConfig(settings),
    // Drafts and review on the Git backends. decap-server in its file mode (`npm run cms`) offers
    // only simple publishing, and Decap then falls back to it; in its git mode it keeps the workflow.
    publish_mode: settings.publishMode,
    local_backend: { url: localBackendUrl(settings.localPort), allowed_hosts: ['127.0.0.1', 'localhost'] },
    // Uploads land where the schema's @contentImage resolver finds the path the CMS writes, so
    // they become processed images like every other.
    media_folder: MEDIA.folder,
    public_folder: MEDIA.publicFolder,
    // The site's address in the header. No site_url: Decap 3.6 builds a "View Live" link from it for
    // every published entry it opens and, when the entry has not finished loading (often, with the
    // workflow), fails with an error message; the login page's "Go back to site" goes with it.
    display_url: settings.siteUrl,
    // "View Preview" on a draft whose pull request has a deploy preview (see docs/cms-backend.md),
    // opening the entry's page there (the collections' preview_path).
    show_preview_links: true,
    slug: { encoding: 'ascii', clean_accents: true, sanitize_replacement: '-' },
    // Every edition of the site (src/config/locales.ts); each collection says how it holds them.
    i18n: i18nConfig('multiple_files'),
    collections: [...collections.map((c) => cmsCollection(c, collections)), ...editionReaders(collections)],
  }
}
