/**
 * What a catalogue of the admin's words lacks in Arabic: a phrase without Arabic words, or whose Arabic
 * drops or adds a value in braces that its English has (the value would go unsaid, or throw).
 */
import type { Bilingual } from '../../src/content-model/messages'
import { pluralCategoriesOf } from '../../src/lib/shared/plural'

const ARABIC_LETTERS = /\p{Script=Arabic}/u
const braces = (text: string): string[] => [...new Set(text.match(/\{[A-Za-z_]+\}/g) ?? [])].sort()

/** Each phrase as its forms: one, or a counted phrase's one per plural category it gives. */
const forms = (phrase: string | Readonly<Record<string, string | null | undefined>>): string[] =>
  typeof phrase === 'string' ? [phrase] : Object.values(phrase).filter((form): form is string => typeof form === 'string')

/** One line per gap: the phrase's name and what is wrong; `inEnglish` names phrases meant to stay in English in both (the switch to English). */
export function arabicGaps(catalogue: Readonly<Record<string, Bilingual>>, inEnglish: readonly string[] = []): string[] {
  return Object.entries(catalogue).flatMap(([name, phrase]) => {
    const english = forms(phrase.en)
    const arabic = forms(phrase.ar)
    const wanted = braces(english.join(' ')).filter((value) => value !== '{count}')
    const gaps = arabic.flatMap((form) => [
      ...(inEnglish.includes(name) || ARABIC_LETTERS.test(form) ? [] : [`${name}: no Arabic words in "${form}"`]),
      ...(braces(form).some((value) => !braces(english.join(' ')).includes(value))
        ? [`${name}: a value its English lacks in "${form}"`]
        : []),
      ...wanted.filter((value) => !form.includes(value)).map((value) => `${name}: ${value} is missing from "${form}"`),
    ])
    const counted = typeof phrase.ar === 'object'
    const categories = counted ? pluralCategoriesOf('ar').filter((category) => !(phrase.ar as Record<string, unknown>)[category]) : []
    // Arabic says zero in its own words ("no articles") where it says it at all; the other forms are needed.
    const missing = categories.filter((category) => category !== 'zero').map((category) => `${name}: no Arabic form "${category}"`)
    return [...gaps, ...missing]
  })
}
