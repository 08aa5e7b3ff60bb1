import { DEFAULT_LOCALE, LOCALES, LOCALE_CODES, localisedPath, unlocalisedPath, type Locale } from '../../config/locales'
import { canonicalUrl } from './site-address'

/** One edition of a page: its language and its path. */
export interface Edition {
  locale: Locale
  path: string
}

/**
 * The editions of the page at `path` that are built, in LOCALE_CODES order, `path` itself included.
 * The same page has the same English path in every edition (`/company/faq`, `/ar/company/faq`), so an
 * entry without its translation, a listing page beyond the other edition's last and a tag of one
 * edition only (tags have each edition's own slugs) have `path` alone.
 */
export function pageEditions(path: string, built: ReadonlySet<string>): Edition[] {
  const english = unlocalisedPath(path)
  return LOCALE_CODES.map((locale) => ({ locale, path: localisedPath(locale, english) })).filter(
    (e) => e.path === path || built.has(e.path),
  )
}

/**
 * A page's hreflang alternates, as the sitemap and the page's head write them: each edition
 * (`en`, `ar`) and `x-default` (the English page), absolute. The list is the same on every edition
 * of the page, so the alternates are reciprocal. A page in one edition only has none.
 */
export function hreflangAlternates(editions: readonly Edition[], siteUrl: string): Array<{ lang: string; url: string }> {
  if (editions.length < 2) return []
  const fallback = editions.find((e) => e.locale === DEFAULT_LOCALE) ?? editions[0]
  return [
    ...editions.map(({ locale, path }) => ({ lang: LOCALES[locale].code, url: canonicalUrl(siteUrl, path) })),
    { lang: 'x-default', url: canonicalUrl(siteUrl, fallback.path) },
  ]
}

/** Where the language switch of a page in `locale` leads: to the same page in the other edition, or to that edition's home page. */
export function languageSwitch(locale: Locale, editions: readonly Edition[]): { locale: Locale; path: string; translated: boolean } {
  const other = LOCALE_CODES.find((code) => code !== locale)!
  const translation = editions.find((e) => e.locale === other)
  return translation
    ? { locale: other, path: translation.path, translated: true }
    : { locale: other, path: localisedPath(other, '/'), translated: false }
}
