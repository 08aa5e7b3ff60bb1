/**
 * Every message the content check writes about what an editor wrote, in English and in Arabic side by
 * side: the build prints the English one in the terminal, the admin shows the one of its own language
 * (admin/src/admin-language.ts). A problem carries what was said (`Said`: the message's name and its
 * values), so each edition of the words is made from the same facts; a unit test requires every
 * message to have both, with the same values in braces. The words are data, in messages.json, as every
 * catalogue of the code's words in two languages is (docs/architecture.md, "Interface phrases").
 */
import type { Locale } from '../config/locales'
import { fillPhrase } from '../lib/shared/fill-phrase'
import { pluralForm, type PluralForms } from '../lib/shared/plural'
import { modelWords } from './arabic-labels'
import catalogue from './messages.json'

/** A phrase in each language of the site; a counted one has a form per plural category (src/lib/shared/plural.ts). */
export type Bilingual = Readonly<Record<Locale, string>> | Readonly<Record<Locale, PluralForms>>

/**
 * The catalogue (messages.json): each message by name, in English and in Arabic. It holds the kinds
 * of value a message names (`text`, `a_date`), the plural categories as an editor knows them, by the
 * numbers they count (`count_few`), and the languages' names.
 */
export const MESSAGES: Readonly<Record<keyof typeof catalogue, Bilingual>> = catalogue

export type MessageKey = keyof typeof MESSAGES

/**
 * A message as the check said it: its name and its values, each plain (a file, a count, a value found),
 * another message (a kind of value), or a word of the content model (a label, a pattern's description),
 * which the admin shows in Arabic by its Arabic text (arabic-labels.ts).
 */
export interface Said {
  readonly key: MessageKey
  readonly values?: Readonly<Record<string, SaidValue>>
}
export type SaidValue = string | number | Said | { readonly model: string }

/** A phrase of a catalogue in `language`, with its values filled in; a counted one takes the form of `values.count`. */
export function phraseIn(
  name: string,
  phrase: Bilingual,
  language: Locale,
  values: Readonly<Record<string, string | number>> = {},
): string {
  const template = phrase[language]
  const text = typeof template === 'string' ? template : pluralForm(template, language, Number(values.count))
  return fillPhrase(name, text, values)
}

/** What was said, in `language`. */
export function say(said: Said, language: Locale): string {
  const values = Object.fromEntries(
    Object.entries(said.values ?? {}).map(([name, value]) => {
      if (typeof value !== 'object') return [name, value]
      return [name, 'model' in value ? modelWords(value.model, language) : say(value, language)]
    }),
  )
  return phraseIn(said.key, MESSAGES[said.key], language, values)
}

/** A problem's message, as the build prints it, and what was said, for the admin to say in its language. */
export const message = (key: MessageKey, values?: Said['values']): { message: string; said: Said } => {
  const said = { key, ...(values ? { values } : {}) }
  return { message: say(said, 'en'), said }
}
