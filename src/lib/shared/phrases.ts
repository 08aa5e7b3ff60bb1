import type { Locale } from '../../config/locales'
import { fillPhrase, type PhraseValues } from './fill-phrase'
import { formatDate, formatMonth, type DateWords } from './format-date'
import { pluralForm, type PluralForms } from './plural'

type Keys<T> = keyof T & string

/** `group.phrase` of every phrase of T that is a plain text. */
export type TextKey<T> = { [G in Keys<T>]: { [P in Keys<T[G]>]: T[G][P] extends string ? `${G}.${P}` : never }[Keys<T[G]>] }[Keys<T>]
/** `group.phrase` of every counted phrase of T (one form per plural category). */
export type CountKey<T> = {
  [G in Keys<T>]: { [P in Keys<T[G]>]: T[G][P] extends PluralForms ? `${G}.${P}` : never }[Keys<T[G]>]
}[Keys<T>]

/**
 * The interface phrases of one language (content/settings/interface.yaml), grouped as the file
 * groups them, with what fills them in: placeholders, plural forms, dates.
 */
export class Phrases<T extends { readonly dates: DateWords }> {
  constructor(
    private readonly data: T,
    readonly locale: Locale,
  ) {}

  private at(key: string): unknown {
    const [group, name] = key.split('.')
    const value = (this.data as unknown as Record<string, Record<string, unknown> | undefined>)[group]?.[name]
    if (value === undefined || value === null) throw new Error(`The interface phrase ${key} is missing`)
    return value
  }

  /** A phrase with its placeholders filled in, e.g. text('header.home_link', { name }). */
  text(key: TextKey<T>, values?: PhraseValues): string {
    return fillPhrase(key, this.at(key) as string, values)
  }

  /** A phrase as written, its placeholders unfilled, for a pure function that fills them (e.g. listingTitle). */
  template(key: TextKey<T>): string {
    return this.at(key) as string
  }

  /** The form of a counted phrase for `count`, which fills its `{count}`. */
  count(key: CountKey<T>, count: number, values: PhraseValues = {}): string {
    return fillPhrase(key, pluralForm(this.at(key) as PluralForms, this.locale, count), { ...values, count })
  }

  /** "2025-07-15" → "15 July 2025". */
  date(isoDate: string): string {
    return formatDate(isoDate, this.data.dates)
  }

  /** "2025-07-15" → "July 2025". */
  month(isoDate: string): string {
    return formatMonth(isoDate, this.data.dates)
  }
}
