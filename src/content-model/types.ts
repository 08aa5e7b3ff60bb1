/**
 * The vocabulary of the content model. Field definitions follow Decap CMS's widget names so that
 * the editor's configuration is a direct translation; the GraphQL schema and the build-time
 * validator are derived from the same definitions.
 */

interface FieldBase {
  /** Key in the YAML file or the Markdown front matter. */
  name: string
  /** Label shown to editors. */
  label: string
  /** Help text shown to editors. */
  hint?: string
  /** Fields are required unless this is false. */
  required?: boolean
  /**
   * The same in every edition (an address, a price, a count, an image, a date): written once, in
   * English, and copied to the other editions, which must hold the same value. Unless set, a
   * field is shared by its widget (isShared in shared.ts).
   */
  shared?: boolean
}

export interface StringField extends FieldBase {
  widget: 'string'
  /** A regular expression the value must match, and what to tell the editor when it does not. */
  pattern?: readonly [source: string, message: string]
  /** The most characters the layout holds (a title). */
  maxLength?: number
  /** The value names pages of the site: an address, or a prefix ending in `/*` (a page banner's route); at least one must exist. */
  pageAddress?: true
}

export interface TextField extends FieldBase {
  widget: 'text'
}

export interface NumberField extends FieldBase {
  widget: 'number'
  valueType: 'int' | 'float'
  min?: number
  max?: number
}

export interface BooleanField extends FieldBase {
  widget: 'boolean'
  default: boolean
}

/** A calendar date written as YYYY-MM-DD: a day, with no time and no time zone. */
export interface DateField extends FieldBase {
  widget: 'calendar-date'
}

/**
 * A moment, written with its offset (2026-12-01T09:00+04:00, src/lib/shared/schedule.ts). The CMS edits it
 * in Dubai time with a widget of the site's own (admin/src/widgets/dubai-datetime.tsx).
 */
export interface MomentField extends FieldBase {
  widget: 'dubai-datetime'
  /** Another moment of the entry this one must come after, when both are set (unpublish after publish). */
  after?: string
}

/** A path to an image under content/: `/images/…` from the content root, or relative to the file. */
export interface ImageField extends FieldBase {
  widget: 'image'
}

export interface SelectField extends FieldBase {
  widget: 'select'
  options: readonly string[]
}

/** Values must be among the values found at `valueField` of another file-collection entry. */
export interface RelationField extends FieldBase {
  widget: 'relation'
  collection: string
  /** Path inside that entry, with `*` for list items, e.g. `features.*.id`. */
  valueField: string
  /** Path of what editors see and search for each value, e.g. `features.*.label`; defaults to valueField. */
  displayField?: string
  multiple: boolean
}

export interface ListField extends FieldBase {
  widget: 'list'
  /** A list of plain strings… */
  field?: StringField
  /** …or a list of objects with these fields. */
  fields?: readonly Field[]
  min?: number
  max?: number
  /** For lists of objects: a key whose value must not repeat. */
  uniqueKey?: string
  /** One item's name, as the admin counts them ("1 fact tile"); a list of plain values is counted by its field's label. */
  itemLabel?: string
  /** What a folded item of a list of objects shows in the admin (a Decap template of its fields); its title or first words of its own otherwise. */
  summary?: string
}

export interface ObjectField extends FieldBase {
  widget: 'object'
  fields: readonly Field[]
  /** A counted phrase: one field per CLDR plural category; the forms the file's language uses are required. */
  plural?: boolean
}

/** The Markdown body of a folder-collection entry. */
export interface MarkdownField extends FieldBase {
  widget: 'markdown'
  name: 'body'
}

export type Field =
  | StringField
  | TextField
  | NumberField
  | BooleanField
  | DateField
  | MomentField
  | ImageField
  | SelectField
  | RelationField
  | ListField
  | ObjectField
  | MarkdownField

/**
 * A single YAML file. Each edition is sourced as one GraphQL node of type `typeName` (with its
 * `locale`). `i18n: 'single_file'` (Decap CMS's term, the only one it allows for a file) puts each
 * edition's fields under a top-level key per locale (`en:`, `ar:`); without `i18n` the file holds
 * the fields at its top level, in English only.
 */
export interface FileCollection {
  kind: 'file'
  name: string
  label: string
  description: string
  /** Path relative to the content directory. */
  file: string
  i18n?: 'single_file'
  typeName: string
  fields: readonly Field[]
}

/**
 * A folder of Markdown files, one page each and one file per edition (`<name>.<locale>.md`, Decap
 * CMS's `multiple_files`: `tax-savings.en.md`, `tax-savings.ar.md`). Every
 * entry's MarkdownRemark node gets a child node of type `typeName` holding its front matter, locale,
 * page path and HTML body.
 */
export interface FolderCollection {
  kind: 'folder'
  name: string
  i18n: 'multiple_files'
  typeName: string
  label: string
  /** One entry, as editors read it in "New Blog post". */
  labelSingular: string
  description: string
  /** Folder relative to the content directory. */
  folder: string
  /** The front matter field that names the entry's page; unique within the folder. */
  slugField: string
  /** The page path of an entry in the English edition (src/config/locales.ts localises it). */
  pathFor: (slug: string) => string
  fields: readonly Field[]
}

export type Collection = FileCollection | FolderCollection
