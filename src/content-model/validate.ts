/**
 * Checks parsed content against the model. Every problem is reported with the file, the field
 * (as a path such as `plans[1].features`) and what was expected, so an editor can fix it alone.
 */
import type { Collection, Field, FileCollection, MomentField } from './types'
import { DEFAULT_LOCALE, LOCALE_CODES, type Locale } from '../config/locales'
import { routeCovers } from '../lib/shared/banner'
import { localImagePaths } from '../lib/shared/body-image-paths'
import { pluralCategoriesOf } from '../lib/shared/plural'
import { parseMoment } from '../lib/shared/schedule'
import { isShared } from './shared'
import { message, type Said } from './messages'

/**
 * The rules of the content check that bear on what an editor writes, by name, each with what it
 * asks. The build's check (src/node/check-content-files.ts) and the CMS (admin/src/publish-guard.ts) run
 * the same functions, so a rule added here reaches both; every problem names its rule.
 */
export const RULES = {
  required: 'a required field has a value, in every edition',
  kind: "a value is of its field's kind: text, a (whole) number, true or false, a date, a moment with its offset, an image path, a list, a group",
  option: 'a choice is one of its options',
  pattern: "text has its field's form (an address, a price, a phone number, a phrase keeping its placeholders…)",
  'max-length': 'text is no longer than its layout holds',
  'page-address': 'a page address names a page of the site',
  min: 'a number is at least its minimum',
  max: 'a number is at most its maximum',
  'image-exists': 'an image (of a field, or in a Markdown body) is a file in the media folder',
  'image-size': 'an image file is no larger than the site takes',
  relation: 'a reference names an entry that exists',
  'min-items': 'a list has at least its fewest items',
  'max-items': 'a list has at most its most items',
  'unique-key': 'a list names each item once',
  'known-fields': 'a group holds only its own fields',
  'plural-forms': "a counted phrase has every form its edition's language counts with",
  after: 'a moment comes after the one it follows (unpublish after publish)',
  'same-in-every-edition': 'what every edition shares (addresses, prices, counts, images, dates, the schedule) is the same in each',
  'unique-address': 'an entry has an address no other entry of its collection and edition has',
  'redirect-edition': 'a redirect leads from an address of its edition to a page of the same edition (the Arabic ones under /ar)',
  'redirect-hides-page': 'a redirect leads from an address that no page holds, nor an entry scheduled to go live',
  'redirect-loop': 'a redirect does not lead back to its own address, by itself or through others',
  'redirect-chain': 'a redirect leads straight to its page, not to another redirect',
  'redirect-to-page': 'a redirect leads to a page of the site',
} as const

export type RuleId = keyof typeof RULES

export interface ContentIssue {
  /** Path of the file relative to the project root, e.g. `content/blog/tax-savings.en.md`. */
  file: string
  /** The edition at fault, for a collection that holds several (src/content-model/i18n.ts). */
  language?: Locale
  /** Field path inside the file; empty when the whole file is at fault. */
  field: string
  message: string
  /** The message as the check said it, for the admin to say in its own language (messages.ts). */
  said?: Said
  /** The rule broken, for a problem with what an editor wrote (none for a file's shape: its YAML, its name, its editions). */
  rule?: RuleId
}

/**
 * Largest image file an editor may add. Gatsby resizes every image, but a huge original slows
 * every build and usually means a camera export that was never prepared for the web.
 */
export const MAX_IMAGE_BYTES = 600_000

/**
 * The widest the site draws an image: the video's poster, 1,200 px at twice the density
 * (src/view-models/video.ts). The CMS makes a wider photo this wide before it is uploaded.
 */
export const LARGEST_IMAGE_WIDTH = 2400

export interface ValidationContext {
  file: string
  /** The size in bytes of the file an image path written in this file points at; undefined if there is none. */
  imageSize: (imagePath: string) => number | undefined
  /** The parsed data of file collections, by collection name, for relation fields. */
  entries: ReadonlyMap<string, unknown>
  /** The language the file is written in, which decides the plural forms a counted phrase needs; English unless told. */
  locale?: Locale
  /** The paths of the site's pages (sitePaths in src/content-model/entry-check.ts), for page addresses. */
  sitePaths: readonly string[]
}

type Data = Record<string, unknown>

const isObject = (value: unknown): value is Data =>
  typeof value === 'object' && value !== null && !Array.isArray(value) && !(value instanceof Date)

const isEmpty = (value: unknown): boolean => value === undefined || value === null || (typeof value === 'string' && value.trim() === '')

const describe = (value: unknown): Said | string => {
  if (Array.isArray(value)) return { key: 'a_list' }
  if (value instanceof Date) return { key: 'a_date' }
  if (isObject(value)) return { key: 'a_group' }
  return JSON.stringify(value)
}

const groupOf = (fields: readonly Field[]): Said => ({ key: 'a_group_of', values: { names: fields.map((f) => f.name).join(', ') } })

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/

/**
 * Whether a field must have a value. A missing boolean takes the model's default, so it is never
 * missing; the CMS marks the same fields as required (src/content-model/cms-config.ts).
 */
export const isRequired = (field: Field): boolean => field.required !== false && field.widget !== 'boolean'

/** Content is parsed with dates left as text (src/node/check-content-files.ts), so only strings qualify. */
export function isValidDate(value: unknown): boolean {
  if (typeof value !== 'string') return false
  const match = ISO_DATE.exec(value)
  if (!match) return false
  const [, y, m, d] = match.map(Number)
  const date = new Date(Date.UTC(y, m - 1, d))
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d
}

/** Values found at a path such as `features.*.id` inside an entry. */
export function valuesAt(data: unknown, path: string): unknown[] {
  return path.split('.').reduce<unknown[]>(
    (current, key) =>
      current.flatMap((value) => {
        if (key === '*') return Array.isArray(value) ? value : []
        return isObject(value) && key in value ? [value[key]] : []
      }),
    [data],
  )
}

/** The rules of the redirects file as a whole (src/content-model/redirects.ts). */
export type RedirectRuleId = Extract<RuleId, `redirect-${string}`>

/** The rules of one value, as against those of a whole entry (entry-check.ts) or of the redirects file. */
export type FieldRuleId = Exclude<RuleId, 'same-in-every-edition' | 'unique-address' | RedirectRuleId>

/**
 * Which fields each rule of one value bears on. The check below asks these before it checks, so the
 * list of rules and what is checked cannot part (the tests walk this list).
 */
export const FIELD_RULES: { readonly [rule in FieldRuleId]: (field: Field) => boolean } = {
  required: isRequired,
  kind: (field) => field.widget !== 'select',
  option: (field) => field.widget === 'select',
  pattern: (field) => field.widget === 'string' && field.pattern !== undefined,
  'max-length': (field) => field.widget === 'string' && field.maxLength !== undefined,
  'page-address': (field) => field.widget === 'string' && field.pageAddress === true,
  min: (field) => field.widget === 'number' && field.min !== undefined,
  max: (field) => field.widget === 'number' && field.max !== undefined,
  'image-exists': (field) => field.widget === 'image' || field.widget === 'markdown',
  'image-size': (field) => field.widget === 'image' || field.widget === 'markdown',
  relation: (field) => field.widget === 'relation',
  'min-items': (field) => field.widget === 'list' && field.min !== undefined,
  'max-items': (field) => field.widget === 'list' && field.max !== undefined,
  'unique-key': (field) => field.widget === 'list' && field.uniqueKey !== undefined,
  'known-fields': (field) => field.widget === 'object' || (field.widget === 'list' && field.fields !== undefined),
  'plural-forms': (field) => field.widget === 'object' && field.plural === true,
  after: (field) => field.widget === 'dubai-datetime' && field.after !== undefined,
}

type Report = (rule: RuleId, said: ReturnType<typeof message>, at?: string) => void

function checkImage(written: string, ctx: ValidationContext, report: Report): void {
  const bytes = ctx.imageSize(written)
  if (bytes === undefined) return report('image-exists', message('image_exists', { file: written }))
  if (bytes > MAX_IMAGE_BYTES) {
    report(
      'image-size',
      message('image_size', { max: MAX_IMAGE_BYTES / 1000, file: written, size: Math.round(bytes / 1000), width: LARGEST_IMAGE_WIDTH }),
    )
  }
}

/** What a value of the field must be, when it is of another kind; undefined when it is of its kind. */
function expectedKind(field: Field, value: unknown): Said | undefined {
  switch (field.widget) {
    case 'string':
    case 'text':
    case 'markdown':
      return typeof value === 'string' ? undefined : { key: 'text' }
    case 'select':
      return undefined // its options say what it may be (the option rule)
    case 'number': {
      const whole = field.valueType === 'int'
      if (typeof value === 'number' && Number.isFinite(value) && (!whole || Number.isInteger(value))) return undefined
      return { key: whole ? 'whole_number' : 'number' }
    }
    case 'boolean':
      return typeof value === 'boolean' ? undefined : { key: 'true_or_false' }
    case 'calendar-date':
      return isValidDate(value) ? undefined : { key: 'date' }
    case 'dubai-datetime':
      return parseMoment(value) !== undefined ? undefined : { key: 'moment' }
    case 'image':
      return typeof value === 'string' ? undefined : { key: 'image_path' }
    case 'relation':
      return !field.multiple || Array.isArray(value) ? undefined : { key: 'a_list' }
    case 'list':
      return Array.isArray(value) ? undefined : { key: 'a_list' }
    case 'object':
      return isObject(value) ? undefined : groupOf(field.fields)
  }
}

function checkField(field: Field, value: unknown, at: string, ctx: ValidationContext, issues: ContentIssue[]): void {
  const report: Report = (rule, said, where = at) => {
    issues.push({ file: ctx.file, field: where, ...said, rule })
  }
  const applies = (rule: FieldRuleId): boolean => FIELD_RULES[rule](field)

  if (isEmpty(value)) {
    if (applies('required')) report('required', message('required', { label: { model: field.label } }))
    return
  }
  const kind = expectedKind(field, value)
  if (kind !== undefined) return report('kind', message('expected', { what: kind, found: describe(value) }))

  switch (field.widget) {
    case 'string':
    case 'text':
    case 'markdown': {
      const text = value as string
      if (field.widget === 'string') {
        if (applies('pattern') && !new RegExp(field.pattern![0], 'u').test(text)) {
          report('pattern', message('expected', { what: { model: field.pattern![1] }, found: JSON.stringify(text) }))
        }
        const length = [...text].length
        if (applies('max-length') && length > field.maxLength!) {
          report('max-length', message('max_length', { max: field.maxLength!, length }))
        }
        if (applies('page-address') && !ctx.sitePaths.some((page) => routeCovers(text, page))) {
          report('page-address', message('page_address', { found: JSON.stringify(text) }))
        }
      }
      // Images inserted in Markdown are published like image fields, so they are held to the same rules.
      if (field.widget === 'markdown') for (const image of localImagePaths(text)) checkImage(image, ctx, report)
      return
    }
    case 'select':
      if (typeof value !== 'string' || !field.options.includes(value)) {
        report('option', message('option', { options: field.options.map((o) => `"${o}"`).join(', '), found: describe(value) }))
      }
      return
    case 'number': {
      const number = value as number
      if (applies('min') && number < field.min!) report('min', message('min', { min: field.min!, found: number }))
      if (applies('max') && number > field.max!) report('max', message('max', { max: field.max!, found: number }))
      return
    }
    case 'image':
      return checkImage(value as string, ctx, report)
    case 'relation': {
      const allowed = new Set(valuesAt(ctx.entries.get(field.collection), field.valueField).map(String))
      const given = field.multiple ? (value as unknown[]) : [value]
      given.forEach((item, i) => {
        if (typeof item === 'string' && allowed.has(item)) return
        const where = field.multiple ? `${at}[${i}]` : at
        report(
          'relation',
          message('relation', { options: [...allowed].map((a) => `"${a}"`).join(', '), source: field.valueField, found: describe(item) }),
          where,
        )
      })
      return
    }
    case 'list': {
      const items = value as unknown[]
      if (applies('min-items') && items.length < field.min!)
        report('min-items', message('min_items', { min: field.min!, count: items.length }))
      if (applies('max-items') && items.length > field.max!)
        report('max-items', message('max_items', { max: field.max!, count: items.length }))
      items.forEach((item, i) => {
        if (field.fields) checkObject(field.fields, item, `${at}[${i}]`, ctx, issues)
        else if (field.field) checkField({ ...field.field, required: true }, item, `${at}[${i}]`, ctx, issues)
      })
      if (applies('unique-key')) {
        const key = field.uniqueKey as string
        const seen = new Set<unknown>()
        items.forEach((item, i) => {
          const value = isObject(item) ? item[key] : undefined
          if (value === undefined) return
          if (seen.has(value)) report('unique-key', message('unique_key', { value: JSON.stringify(value) }), `${at}[${i}].${key}`)
          seen.add(value)
        })
      }
      return
    }
    case 'object':
      checkObject(field.fields, value, at, ctx, issues)
      if (applies('plural-forms')) {
        const locale = ctx.locale ?? DEFAULT_LOCALE
        for (const category of pluralCategoriesOf(locale)) {
          if (isEmpty((value as Data)[category]))
            report(
              'plural-forms',
              message('plural_forms', {
                language: { key: `language_${locale}` as const },
                category: { key: `count_${category}` as const },
              }),
              `${at}.${category}`,
            )
        }
      }
      return
  }
}

/**
 * A group's own fields. In an edition other than English a shared fact is not checked again: it
 * must be the English edition's (the same-in-every-edition rule, entry-check.ts).
 */
function checkObject(fields: readonly Field[], value: unknown, at: string, ctx: ValidationContext, issues: ContentIssue[]): void {
  const where = (name: string) => (at ? `${at}.${name}` : name)
  if (!isObject(value)) {
    issues.push({
      file: ctx.file,
      field: at,
      ...message('expected', { what: groupOf(fields), found: describe(value) }),
      rule: 'kind',
    })
    return
  }
  const known = new Set(fields.map((f) => f.name))
  for (const key of Object.keys(value)) {
    if (!known.has(key)) {
      issues.push({
        file: ctx.file,
        field: where(key),
        ...message('known_fields', { names: [...known].join(', ') }),
        rule: 'known-fields',
      })
    }
  }
  const checked = fields.filter((field) => (ctx.locale ?? DEFAULT_LOCALE) === DEFAULT_LOCALE || !isShared(field))
  for (const field of checked) checkField(field, value[field.name], where(field.name), ctx, issues)
  for (const field of checked) {
    if (field.widget !== 'dubai-datetime' || !FIELD_RULES.after(field)) continue
    const earlierName = (field as MomentField).after as string
    const [own, earlier] = [parseMoment(value[field.name]), parseMoment(value[earlierName])]
    if (own === undefined || earlier === undefined || own > earlier) continue
    issues.push({
      file: ctx.file,
      field: where(field.name),
      ...message('after', {
        label: { model: fields.find((f) => f.name === earlierName)?.label ?? earlierName },
        earlier: String(value[earlierName]),
        found: JSON.stringify(value[field.name]),
      }),
      rule: 'after',
    })
  }
}

/** Checks one edition of an entry: a YAML file's data, or a Markdown file's front matter plus `body`. */
export function validateEntry(collection: Collection, data: unknown, ctx: ValidationContext): ContentIssue[] {
  const issues: ContentIssue[] = []
  checkObject(collection.fields, data, '', ctx, issues)
  return issues
}

/**
 * The editions of a `single_file` YAML file (its top-level `en:` and `ar:` keys), and what is wrong
 * with its shape: a missing edition, a key that is no locale, a file that is no group of editions.
 */
export function fileEditions(
  collection: FileCollection,
  file: string,
  data: unknown,
): { editions: Map<Locale, unknown>; issues: ContentIssue[] } {
  const editions = new Map<Locale, unknown>()
  const codes = LOCALE_CODES.join(', ')
  if (!isObject(data)) {
    const keys = LOCALE_CODES.map((code) => `${code}:`).join(', ')
    const shape = message('editions_expected', { collection: { model: collection.label }, keys, found: describe(data) })
    return { editions, issues: [{ file, field: '', ...shape }] }
  }
  const issues: ContentIssue[] = Object.keys(data)
    .filter((key) => !(LOCALE_CODES as readonly string[]).includes(key))
    .map((key) => ({ file, field: key, ...message('not_a_language', { codes }) }))
  for (const code of LOCALE_CODES) {
    if (data[code] === undefined || data[code] === null) {
      issues.push({ file, language: code, field: '', ...message('edition_missing', { codes }) })
    } else editions.set(code, data[code])
  }
  return { editions, issues }
}

/**
 * One problem in the words the build, the CI annotations and the job summary all use:
 * "file › field: message", with the edition after the file where the file holds several
 * ("content/home/home.yaml › ar › about.heading: is required (Heading)").
 */
export const formatIssue = ({ file, language, field, message }: ContentIssue): string =>
  `${file}${language ? ` › ${language}` : ''}${field ? ` › ${field}` : ''}: ${message}`

export function formatIssues(issues: readonly ContentIssue[]): string {
  const lines = issues.map((issue) => `  ${formatIssue(issue)}`)
  return `The content has ${issues.length} problem${issues.length === 1 ? '' : 's'}:\n${lines.join('\n')}`
}
