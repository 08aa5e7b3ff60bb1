/**
 * Checks parsed content against the model. Every problem is reported with the file, the field
 * (as a path such as `plans[1].features`) and what was expected, so an editor can fix it alone.
 */
import type { Collection, Field, FileCollection } from './types'
import { DEFAULT_LOCALE, LOCALE_CODES, type Locale } from '../config/locales'
import { routeCovers } from '../lib/shared/banner'
import { localImagePaths } from '../lib/build/body-images'
import { pluralCategoriesOf } from '../lib/shared/plural'
import { parseMoment } from '../lib/shared/schedule'

export interface ContentIssue {
  /** Path of the file relative to the project root, e.g. `content/blog/tax-savings.en.md`. */
  file: string
  /** The edition at fault, for a collection that holds several (src/content-model/i18n.ts). */
  language?: Locale
  /** Field path inside the file; empty when the whole file is at fault. */
  field: string
  message: string
}

/**
 * Largest image file an editor may add. Gatsby resizes every image, but a huge original slows
 * every build and usually means a camera export that was never prepared for the web.
 */
export const MAX_IMAGE_BYTES = 600_000

export interface ValidationContext {
  file: string
  /** The size in bytes of the file an image path written in this file points at; undefined if there is none. */
  imageSize: (imagePath: string) => number | undefined
  /** The parsed data of file collections, by collection name, for relation fields. */
  entries: ReadonlyMap<string, unknown>
  /** The language the file is written in, which decides the plural forms a counted phrase needs; English unless told. */
  locale?: Locale
}

type Data = Record<string, unknown>

const isObject = (value: unknown): value is Data =>
  typeof value === 'object' && value !== null && !Array.isArray(value) && !(value instanceof Date)

const isEmpty = (value: unknown): boolean => value === undefined || value === null || (typeof value === 'string' && value.trim() === '')

const describe = (value: unknown): string => {
  if (Array.isArray(value)) return 'a list'
  if (value instanceof Date) return 'a date'
  if (isObject(value)) return 'a group of fields'
  return JSON.stringify(value)
}

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/

/**
 * Whether a field must have a value. A missing boolean takes the model's default, so it is never
 * missing; the CMS marks the same fields as required (src/content-model/cms-config.ts).
 */
export const isRequired = (field: Field): boolean => field.required !== false && field.widget !== 'boolean'

/** Content is parsed with dates left as text (check-content.ts), so only strings qualify. */
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

function checkImage(written: string, ctx: ValidationContext, report: (message: string) => void): void {
  const bytes = ctx.imageSize(written)
  if (bytes === undefined) return report(`expected an existing image file, but "${written}" was not found`)
  if (bytes > MAX_IMAGE_BYTES) {
    report(
      `expected an image of at most ${MAX_IMAGE_BYTES / 1000} KB, but "${written}" is ${Math.round(bytes / 1000)} KB; export it smaller (about 2400 px wide is plenty)`,
    )
  }
}

function checkField(field: Field, value: unknown, at: string, ctx: ValidationContext, issues: ContentIssue[]): void {
  const report = (message: string): void => {
    issues.push({ file: ctx.file, field: at, message })
  }

  if (isEmpty(value)) {
    if (isRequired(field)) report(`is required (${field.label})`)
    return
  }

  switch (field.widget) {
    case 'string':
    case 'text':
    case 'markdown': {
      if (typeof value !== 'string') return report(`expected text, found ${describe(value)}`)
      if (field.widget === 'string' && field.pattern && !new RegExp(field.pattern[0], 'u').test(value)) {
        report(`expected ${field.pattern[1]}, found ${JSON.stringify(value)}`)
      }
      // Images inserted in Markdown are published like image fields, so they are held to the same rules.
      if (field.widget === 'markdown') for (const image of localImagePaths(value)) checkImage(image, ctx, report)
      return
    }
    case 'select':
      if (typeof value !== 'string' || !field.options.includes(value)) {
        report(`expected one of ${field.options.map((o) => `"${o}"`).join(', ')}, found ${describe(value)}`)
      }
      return
    case 'number': {
      const whole = field.valueType === 'int'
      if (typeof value !== 'number' || !Number.isFinite(value) || (whole && !Number.isInteger(value))) {
        return report(`expected ${whole ? 'a whole number' : 'a number'}, found ${describe(value)}`)
      }
      if (field.min !== undefined && value < field.min) report(`expected at least ${field.min}, found ${value}`)
      if (field.max !== undefined && value > field.max) report(`expected at most ${field.max}, found ${value}`)
      return
    }
    case 'boolean':
      if (typeof value !== 'boolean') report(`expected true or false, found ${describe(value)}`)
      return
    case 'datetime':
      if (!isValidDate(value)) report(`expected a date written as YYYY-MM-DD, found ${describe(value)}`)
      return
    case 'dubai-datetime':
      if (parseMoment(value) === undefined) {
        report(`expected a date and time with its offset, e.g. 2026-12-01T09:00+04:00 (Dubai time), found ${describe(value)}`)
      }
      return
    case 'image':
      if (typeof value !== 'string') return report(`expected an image path, found ${describe(value)}`)
      return checkImage(value, ctx, report)
    case 'relation': {
      const allowed = new Set(valuesAt(ctx.entries.get(field.collection), field.valueField).map(String))
      const given = field.multiple ? value : [value]
      if (!Array.isArray(given)) return report(`expected a list, found ${describe(value)}`)
      given.forEach((item, i) => {
        if (typeof item !== 'string' || !allowed.has(item)) {
          issues.push({
            file: ctx.file,
            field: field.multiple ? `${at}[${i}]` : at,
            message: `expected one of ${[...allowed].map((a) => `"${a}"`).join(', ')} (from ${field.valueField}), found ${describe(item)}`,
          })
        }
      })
      return
    }
    case 'list': {
      if (!Array.isArray(value)) return report(`expected a list, found ${describe(value)}`)
      if (field.min !== undefined && value.length < field.min) report(`expected at least ${field.min} item(s), found ${value.length}`)
      if (field.max !== undefined && value.length > field.max) report(`expected at most ${field.max} item(s), found ${value.length}`)
      value.forEach((item, i) => {
        if (field.fields) checkObject(field.fields, item, `${at}[${i}]`, ctx, issues)
        else if (field.field) checkField({ ...field.field, required: true }, item, `${at}[${i}]`, ctx, issues)
      })
      if (field.uniqueKey) {
        const seen = new Set<unknown>()
        value.forEach((item, i) => {
          const key = isObject(item) ? item[field.uniqueKey as string] : undefined
          if (key === undefined) return
          if (seen.has(key)) {
            issues.push({
              file: ctx.file,
              field: `${at}[${i}].${field.uniqueKey}`,
              message: `expected a unique value, but ${JSON.stringify(key)} appears twice`,
            })
          }
          seen.add(key)
        })
      }
      return
    }
    case 'object':
      checkObject(field.fields, value, at, ctx, issues)
      if (field.plural && isObject(value)) {
        const locale = ctx.locale ?? DEFAULT_LOCALE
        for (const category of pluralCategoriesOf(locale)) {
          if (isEmpty(value[category])) {
            issues.push({
              file: ctx.file,
              field: `${at}.${category}`,
              message: `is required: ${locale} counts with the form "${category}"`,
            })
          }
        }
      }
      return
  }
}

function checkObject(fields: readonly Field[], value: unknown, at: string, ctx: ValidationContext, issues: ContentIssue[]): void {
  if (!isObject(value)) {
    issues.push({
      file: ctx.file,
      field: at,
      message: `expected a group of fields (${fields.map((f) => f.name).join(', ')}), found ${describe(value)}`,
    })
    return
  }
  const known = new Set(fields.map((f) => f.name))
  for (const key of Object.keys(value)) {
    if (!known.has(key)) {
      issues.push({
        file: ctx.file,
        field: at ? `${at}.${key}` : key,
        message: `is not a known field; expected one of ${[...known].join(', ')}`,
      })
    }
  }
  for (const field of fields) checkField(field, value[field.name], at ? `${at}.${field.name}` : field.name, ctx, issues)
}

/** Checks one entry: a YAML file's data, or a Markdown file's front matter plus `body`. */
export function validateEntry(collection: Collection, data: unknown, ctx: ValidationContext): ContentIssue[] {
  const issues: ContentIssue[] = []
  checkObject(collection.fields, data, '', ctx, issues)
  return issues
}

/** Slugs that appear in more than one file of a folder collection. */
export function duplicateSlugIssues(entries: ReadonlyArray<{ file: string; slug: unknown }>, slugField: string): ContentIssue[] {
  const firstFile = new Map<unknown, string>()
  const issues: ContentIssue[] = []
  for (const { file, slug } of entries) {
    if (isEmpty(slug)) continue
    const earlier = firstFile.get(slug)
    if (earlier) {
      issues.push({ file, field: slugField, message: `expected a unique value, but ${JSON.stringify(slug)} is already used by ${earlier}` })
    } else firstFile.set(slug, file)
  }
  return issues
}

/** A banner mapping that covers no page of the site is a typo that silently shows no banner. */
export function unknownBannerRouteIssues(file: string, banners: unknown, sitePaths: readonly string[]): ContentIssue[] {
  const routes = isObject(banners) && Array.isArray(banners.routes) ? banners.routes : []
  return routes.flatMap((item, i) => {
    const route = isObject(item) ? item.route : undefined
    if (typeof route !== 'string' || isEmpty(route) || sitePaths.some((page) => routeCovers(route, page))) return []
    return [{ file, field: `routes[${i}].route`, message: `matches no page of the site: ${JSON.stringify(route)}` }]
  })
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
  if (!isObject(data)) {
    const expected = LOCALE_CODES.map((code) => `${code}:`).join(' and ')
    return {
      editions,
      issues: [{ file, field: '', message: `expected the ${collection.label.toLowerCase()} under ${expected}, found ${describe(data)}` }],
    }
  }
  const issues: ContentIssue[] = Object.keys(data)
    .filter((key) => !(LOCALE_CODES as readonly string[]).includes(key))
    .map((key) => ({ file, field: key, message: `is not a language of the site; expected ${LOCALE_CODES.join(', ')}` }))
  for (const code of LOCALE_CODES) {
    if (data[code] === undefined || data[code] === null) {
      issues.push({
        file,
        language: code,
        field: '',
        message: `is missing; every field is required in each language (${LOCALE_CODES.join(', ')})`,
      })
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
