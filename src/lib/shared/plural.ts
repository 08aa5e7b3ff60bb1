/**
 * Which form of a counted phrase a number takes: the CLDR plural category that Intl.PluralRules
 * chooses for the language (English: one, other; Arabic: zero, one, two, few, many, other).
 */
export const PLURAL_CATEGORIES = ['zero', 'one', 'two', 'few', 'many', 'other'] as const
export type PluralCategory = (typeof PLURAL_CATEGORIES)[number]

/** A counted phrase: `other` always, the other forms where the language uses them (empty or null: not given). */
export type PluralForms = { readonly other: string } & { readonly [C in Exclude<PluralCategory, 'other'>]?: string | null }

// One rules object per language: creating it loads the language's data once.
const rules = new Map<string, Intl.PluralRules>()

export function pluralCategory(locale: string, count: number): PluralCategory {
  let rule = rules.get(locale)
  if (!rule) {
    rule = new Intl.PluralRules(locale)
    rules.set(locale, rule)
  }
  return rule.select(count) as PluralCategory
}

/** The categories a language uses, e.g. ['one', 'other'] for English: the forms its counted phrases need. */
export const pluralCategoriesOf = (locale: string): PluralCategory[] =>
  PLURAL_CATEGORIES.filter((category) => new Intl.PluralRules(locale).resolvedOptions().pluralCategories.includes(category))

/** The form of `forms` for `count` in `locale`; a form left empty falls back to `other`. */
export function pluralForm(forms: PluralForms, locale: string, count: number): string {
  const category = pluralCategory(locale, count)
  return (category === 'other' ? undefined : forms[category]) || forms.other
}
