/**
 * The interface phrases (content/settings/interface.yaml, "Interface words" in the CMS): every word the
 * interface says, grouped by where it appears, each with the values in braces the code fills in, which
 * the build's check and the CMS hold it to (docs/architecture.md, "Interface phrases"). The phrases,
 * their labels and hints are data (interface-phrases.json); this module makes them fields.
 */
import { PLURAL_CATEGORIES, type PluralCategory } from '../lib/shared/plural'
import { group, text, yamlFile } from './fields'
import catalogue from './interface-phrases.json'
import type { Field, ObjectField, StringField } from './types'

/** Forms in which a number may be said in words instead (Arabic "مقال واحد", one article), so `{count}` may be left out. */
const COUNT_IN_WORDS: readonly PluralCategory[] = ['zero', 'one', 'two']

const brace = (name: string): string => `\\{${name}\\}`
const listed = (names: readonly string[]): string => names.map((n) => `{${n}}`).join(', ')

/**
 * A phrase keeps every value in braces the code fills in (`required`), may use `optional` ones, and
 * has no other word in braces: a dropped or misspelled `{count}` is refused by the build and the CMS.
 */
function placeholderPattern(required: readonly string[], optional: readonly string[] = []): StringField['pattern'] {
  const known = [...required, ...optional]
  const allowed = known.length > 0 ? `|\\{(?:${known.join('|')})\\}` : ''
  const source = `^${required.map((n) => `(?=[\\s\\S]*${brace(n)})`).join('')}(?:[^{}]${allowed})*$`
  if (known.length === 0) return [source, 'text without braces { }']
  const keep = required.length > 0 ? `text keeping ${listed(required)} exactly as written` : 'text'
  const may = optional.length > 0 ? `${required.length > 0 ? ', ' : ' '}which may use ${listed(optional)},` : ''
  return [source, `${keep}${may} with no other word in braces`]
}

const placeholderHint = (hint: string, placeholders: readonly string[]): string =>
  placeholders.length === 0
    ? hint
    : `${hint} Keep ${listed(placeholders)} as written: ${placeholders.length === 1 ? 'it is' : 'they are'} replaced when the page is built.`

/** A fixed phrase of the interface; `placeholders` are the values in braces the code fills in. */
const phrase = (name: string, label: string, hint: string, placeholders: readonly string[] = []): StringField =>
  text(name, label, { hint: placeholderHint(hint, placeholders), pattern: placeholderPattern(placeholders) })

/**
 * A phrase with a number in it, in one form per plural category (CLDR: English uses one and other,
 * Arabic all six); only `other` is required. `{count}` is the number.
 */
const counted = (name: string, label: string, hint: string, placeholders: readonly string[] = []): ObjectField => ({
  ...group(
    name,
    label,
    PLURAL_CATEGORIES.map((category) =>
      text(category, `Form "${category}"`, {
        required: category === 'other',
        pattern: COUNT_IN_WORDS.includes(category)
          ? placeholderPattern(placeholders, ['count'])
          : placeholderPattern(['count', ...placeholders]),
      }),
    ),
    `${placeholderHint(hint, ['count', ...placeholders])} One form per plural category of the language (English: one and other; Arabic: zero, one, two, few, many and other); the build requires those the language uses.`,
  ),
  plural: true,
})

/** A phrase of the catalogue (interface-phrases.json): fixed, counted, or a list of a fixed length (the month names). */
interface CatalogueEntry {
  readonly label: string
  readonly hint: string
  readonly placeholders?: readonly string[]
  readonly counted?: boolean
  readonly list?: { readonly name: string; readonly label: string; readonly length: number }
}

function phraseField(name: string, { label, hint, placeholders, counted: isCounted, list }: CatalogueEntry): Field {
  if (list === undefined) return (isCounted === true ? counted : phrase)(name, label, hint, placeholders)
  const item = text(list.name, list.label, { pattern: placeholderPattern([]) })
  return { name, label, widget: 'list', field: item, min: list.length, max: list.length, hint }
}

/** The file's groups, in the order the CMS shows them, each phrase with its label and hint from the catalogue. */
export const interfacePhrases = yamlFile(
  'interface',
  'settings/interface.yaml',
  'Interface words',
  'The fixed words of the interface: button and link names read by screen readers, labels, page counts and dates.',
  Object.entries(catalogue).map(([name, { label, phrases }]) =>
    group(
      name,
      label,
      Object.entries(phrases).map(([key, entry]) => phraseField(key, entry)),
    ),
  ),
)
