/**
 * Every rule of the content check (RULES, src/content-model/validate.ts), each with a field of the
 * model it bears on and a value that breaks it, found by walking the model and the content: the
 * admin's rule test (__tests__/e2e/cms-rules.spec.ts) puts each value into the real admin, so a
 * rule added to the model is tried there without anyone listing it.
 */
import fs from 'node:fs'
import path from 'node:path'
import matter from 'gray-matter'
import yaml from 'js-yaml'
import { DEFAULT_LOCALE, LOCALE_CODES, type Locale } from '../../src/config/locales'
import { collections } from '../../src/content-model/collections'
import { redirectsCollection } from '../../src/content-model/redirects'
import { innerFields, isShared } from '../../src/content-model/shared'
import type { Collection, Field } from '../../src/content-model/types'
import { FIELD_RULES, RULES, type FieldRuleId, type RedirectRuleId, type RuleId } from '../../src/content-model/validate'

type Data = Record<string, unknown>
/** Where a value is in an edition's data: field names, and 0 for a list's first item. */
export type Steps = ReadonlyArray<string | number>

/** A rule, the edition and field it is broken in, and the top-level fields to give the entry instead. */
export interface BrokenRule {
  rule: RuleId
  collection: Collection
  locale: Locale
  steps: Steps
  changes: Data
}

/** What a test knows of the content: an edition's data of a collection's entry, and the other addresses taken. */
export interface ContentAt {
  data: (collection: Collection, locale: Locale) => Data | undefined
  /** An address another entry of the collection holds in English. */
  otherAddress: (collection: Collection) => string | undefined
}

/** An image file the test puts in the media folder, larger than the site takes. */
export const TOO_LARGE_IMAGE = '/images/too-large-for-the-site.jpg'

const isData = (value: unknown): value is Data => typeof value === 'object' && value !== null && !Array.isArray(value)

/** Every field of the model with a value in `data`, with where it is; a list's items by its first. */
function* fieldsIn(fields: readonly Field[], data: unknown, at: Steps = []): Generator<{ field: Field; steps: Steps; value: unknown }> {
  if (!isData(data)) return
  for (const field of fields) {
    const steps = [...at, field.name]
    const value = data[field.name]
    yield { field, steps, value }
    if (field.widget === 'object') yield* fieldsIn(field.fields, value, steps)
    if (field.widget === 'list' && Array.isArray(value) && value.length > 0) {
      if (field.fields) yield* fieldsIn(field.fields, value[0], [...steps, 0])
      else if (field.field) {
        // A list of single values: its item is a value of its one field, which the check requires.
        const item = { ...field.field, required: true } as Field
        yield { field: item, steps: [...steps, 0], value: value[0] }
        if (item.widget === 'object') yield* fieldsIn(item.fields, value[0], [...steps, 0])
      }
    }
  }
}

function setAt(data: unknown, steps: Steps, value: unknown): unknown {
  if (steps.length === 0) return value
  const [step, ...rest] = steps
  if (typeof step === 'number') {
    const items = [...(data as unknown[])]
    items[step] = setAt(items[step], rest, value)
    return items
  }
  return { ...(data as Data), [step]: setAt((data as Data | undefined)?.[step], rest, value) }
}

/** A value of the field that breaks the rule, from the value it has; undefined where no such value is found. */
function breaking(rule: FieldRuleId, field: Field, value: unknown): unknown {
  switch (rule) {
    case 'required':
      return ''
    case 'kind':
      return field.widget === 'number' ? 'not a number' : 42
    case 'option':
      return 'no-such-option'
    case 'pattern':
      return ['§', 'x', '0', '-', 'a b'].find((text) => field.widget === 'string' && !new RegExp(field.pattern![0], 'u').test(text))
    case 'max-length':
      return field.widget === 'string' ? 'A'.repeat(field.maxLength! + 1) : undefined
    case 'page-address':
      return '/no-such-page/'
    case 'min':
      return field.widget === 'number' ? field.min! - 1 : undefined
    case 'max':
      return field.widget === 'number' ? field.max! + 1 : undefined
    case 'image-exists':
    case 'image-size': {
      const image = rule === 'image-exists' ? '/images/no-such-image.jpg' : TOO_LARGE_IMAGE
      return field.widget === 'markdown' ? `${String(value ?? '')}\n\n![A photo](${image})\n` : image
    }
    case 'relation':
      return field.widget === 'relation' && field.multiple ? ['no-such-entry'] : 'no-such-entry'
    case 'min-items':
      return field.widget === 'list' && Array.isArray(value) ? value.slice(0, field.min! - 1) : undefined
    case 'max-items':
      return field.widget === 'list' && Array.isArray(value) && value.length > 0
        ? [...value, ...Array.from({ length: field.max! + 1 - value.length }, () => value[0])]
        : undefined
    case 'unique-key':
      return Array.isArray(value) && value.length > 0 ? [value[0], ...value] : undefined
    case 'known-fields':
      if (isData(value)) return { ...value, not_a_field: 'x' }
      return Array.isArray(value) && isData(value[0]) ? [{ ...value[0], not_a_field: 'x' }, ...value.slice(1)] : undefined
    case 'plural-forms':
      return isData(value) ? { ...value, [new Intl.PluralRules(DEFAULT_LOCALE).resolvedOptions().pluralCategories[0]]: '' } : undefined
    case 'after':
      return '2030-01-01T09:00+04:00'
  }
}

/** The top-level fields of `data` after `value` is put at `steps` (and, for an unpublish moment, a later publish moment). */
function changesFor(data: Data, field: Field, steps: Steps, value: unknown): Data {
  let changed = setAt(data, steps, value) as Data
  if (field.widget === 'dubai-datetime' && field.after)
    changed = setAt(changed, [...steps.slice(0, -1), field.after], '2030-01-02T09:00+04:00') as Data
  return Object.fromEntries(
    Object.keys(changed)
      .filter((key) => changed[key] !== data[key])
      .map((key) => [key, changed[key]]),
  )
}

/** The label of the field at `steps`, as the admin shows it. */
export function labelAt(collection: Collection, steps: Steps): string {
  let fields: readonly Field[] | undefined = collection.fields
  let label = collection.label
  for (const step of steps) {
    if (typeof step === 'number') continue
    const field: Field | undefined = fields?.find((f) => f.name === step)
    if (!field) break
    label = field.label
    fields = innerFields(field)
  }
  return label
}

/** Redirects that break each rule of the redirects file, added to an edition's list (English: outside /ar). */
const BREAKING_REDIRECTS: { readonly [rule in RedirectRuleId]: ReadonlyArray<{ from: string; to: string; reason: string }> } = {
  'redirect-edition': [{ from: '/ar/an-old-address', to: '/', reason: 'retired' }],
  'redirect-hides-page': [{ from: '/', to: '/search', reason: 'merged' }],
  'redirect-loop': [{ from: '/an-old-address', to: '/an-old-address', reason: 'renamed' }],
  'redirect-chain': [
    { from: '/an-old-address', to: '/an-older-address', reason: 'renamed' },
    { from: '/an-older-address', to: '/', reason: 'renamed' },
  ],
  'redirect-to-page': [{ from: '/an-old-address', to: '/no-such-page', reason: 'retired' }],
}

/** A different value of the same kind. */
const otherValue = (value: unknown): unknown =>
  typeof value === 'number' ? value + 1 : typeof value === 'boolean' ? !value : `${String(value ?? '')}-changed`

function breakRule(rule: RuleId, collection: Collection, content: ContentAt): BrokenRule | undefined {
  const english = content.data(collection, DEFAULT_LOCALE)
  if (!english) return undefined
  if (rule === 'unique-address') {
    const address = collection.kind === 'folder' && content.otherAddress(collection)
    if (!address || collection.kind !== 'folder') return undefined
    return { rule, collection, locale: DEFAULT_LOCALE, steps: [collection.slugField], changes: { [collection.slugField]: address } }
  }
  if (rule === 'same-in-every-edition') {
    const locale = LOCALE_CODES.find((code) => code !== DEFAULT_LOCALE)
    const shared = collection.i18n && collection.fields.find((field) => isShared(field) && english[field.name] !== undefined)
    if (!locale || !shared || !content.data(collection, locale)) return undefined
    return { rule, collection, locale, steps: [shared.name], changes: { [shared.name]: otherValue(english[shared.name]) } }
  }
  if (rule in BREAKING_REDIRECTS) {
    if (collection !== redirectsCollection) return undefined
    const written = Array.isArray(english.redirects) ? english.redirects : []
    const field = rule === 'redirect-edition' || rule === 'redirect-hides-page' ? 'from' : 'to'
    const redirects = [...written, ...BREAKING_REDIRECTS[rule as RedirectRuleId]]
    return { rule, collection, locale: DEFAULT_LOCALE, steps: ['redirects', written.length, field], changes: { redirects } }
  }
  if (!(rule in FIELD_RULES)) throw new Error(`The rule walk has no way yet to break the rule of a whole entry "${rule}"`)
  for (const { field, steps, value } of fieldsIn(collection.fields, english)) {
    if (!FIELD_RULES[rule as FieldRuleId](field)) continue
    const bad = breaking(rule as FieldRuleId, field, value)
    if (bad !== undefined) return { rule, collection, locale: DEFAULT_LOCALE, steps, changes: changesFor(english, field, steps, bad) }
  }
  return undefined
}

/**
 * Each rule broken once, in as few entries as will do (an entry holding more of the rules first),
 * so that the admin opens few. Throws for a rule no field of the content can break.
 */
export function brokenRules(content: ContentAt): BrokenRule[] {
  const rules = Object.keys(RULES) as RuleId[]
  const options = new Map(rules.map((rule) => [rule, collections.flatMap((c) => breakRule(rule, c, content) ?? [])]))
  const unbroken = rules.filter((rule) => options.get(rule)!.length === 0)
  if (unbroken.length > 0) throw new Error(`No field of the content can break these rules: ${unbroken.join(', ')}`)
  const chosen: BrokenRule[] = []
  let left = rules
  while (left.length > 0) {
    const holds = (c: Collection) => left.filter((rule) => options.get(rule)!.some((broken) => broken.collection === c)).length
    const best = collections.reduce((a, b) => (holds(b) > holds(a) ? b : a))
    chosen.push(
      ...left.flatMap((rule) =>
        options
          .get(rule)!
          .filter((broken) => broken.collection === best)
          .slice(0, 1),
      ),
    )
    left = left.filter((rule) => !chosen.some((broken) => broken.rule === rule))
  }
  return chosen
}

/** The entry of a collection the test edits: a YAML file's one, or a folder's first with every edition. */
export function entryOnDisk(contentDir: string, collection: Collection): { name: string; files: string[] } {
  if (collection.kind === 'file') return { name: collection.name, files: [collection.file] }
  const names = fs
    .readdirSync(path.join(contentDir, collection.folder))
    .filter((file) => file.endsWith(`.${DEFAULT_LOCALE}.md`))
    .map((file) => file.slice(0, -`.${DEFAULT_LOCALE}.md`.length))
    .sort()
  const files = (name: string) => LOCALE_CODES.map((locale) => `${collection.folder}/${name}.${locale}.md`)
  const name = names.find((entry) => files(entry).every((file) => fs.existsSync(path.join(contentDir, file))))
  if (!name) throw new Error(`content/${collection.folder} has no entry in every edition`)
  return { name, files: files(name) }
}

// YAML without its timestamp type, as the content check reads it: dates stay text, as the admin holds them.
const load = (text: string): unknown => yaml.load(text, { schema: yaml.CORE_SCHEMA })

/** An edition of the entry as the content check reads it: a YAML file's part, or front matter and body. */
export function readEdition(contentDir: string, collection: Collection, locale: Locale): Data | undefined {
  const { files } = entryOnDisk(contentDir, collection)
  if (collection.kind === 'file') {
    const file = load(fs.readFileSync(path.join(contentDir, files[0]), 'utf8')) as Data
    return (collection.i18n ? file[locale] : file) as Data | undefined
  }
  return markdownOf(path.join(contentDir, files[LOCALE_CODES.indexOf(locale)]))
}

/** A Markdown file's front matter and its body, as the content check reads them. */
function markdownOf(file: string): Data {
  const { data, content } = matter(fs.readFileSync(file, 'utf8'), { engines: { yaml: (text) => load(text) as object } })
  return { ...data, body: content.trim() }
}

/** Writes an edition of the entry, as readEdition reads it. */
export function writeEdition(contentDir: string, collection: Collection, locale: Locale, data: Data): void {
  const { files } = entryOnDisk(contentDir, collection)
  if (collection.kind === 'file') {
    const file = path.join(contentDir, files[0])
    const whole = collection.i18n ? { ...(load(fs.readFileSync(file, 'utf8')) as Data), [locale]: data } : data
    fs.writeFileSync(file, yaml.dump(whole))
    return
  }
  const { body, ...front } = data
  fs.writeFileSync(path.join(contentDir, files[LOCALE_CODES.indexOf(locale)]), `---\n${yaml.dump(front)}---\n${String(body ?? '')}\n`)
}

/** The content of a folder as a rule walk sees it. */
export function contentAt(contentDir: string): ContentAt {
  return {
    data: (collection, locale) => readEdition(contentDir, collection, locale),
    otherAddress: (collection) => {
      if (collection.kind !== 'folder') return undefined
      const own = readEdition(contentDir, collection, DEFAULT_LOCALE)?.[collection.slugField]
      const others = fs
        .readdirSync(path.join(contentDir, collection.folder))
        .filter((file) => file.endsWith(`.${DEFAULT_LOCALE}.md`))
        .sort()
        .map((file) => markdownOf(path.join(contentDir, collection.folder, file))[collection.slugField])
      return others.find((address) => typeof address === 'string' && address !== own) as string | undefined
    },
  }
}
