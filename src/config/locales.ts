/**
 * The site's two editions: English at the specification's routes, Arabic under /ar with
 * the same structure. Every locale-dependent rule reads its locale from here.
 */
export const LOCALES = {
  // font: the edition's web font family, as src/styles/fonts.css declares it.
  en: { code: 'en', dir: 'ltr', prefix: '', ogLocale: 'en_AE', font: 'Inter Variable' },
  ar: { code: 'ar', dir: 'rtl', prefix: '/ar', ogLocale: 'ar_AE', font: 'Noto Kufi Arabic Variable' },
} as const

export type Locale = keyof typeof LOCALES
export type Direction = (typeof LOCALES)[Locale]['dir']

export const DEFAULT_LOCALE: Locale = 'en'
export const LOCALE_CODES = Object.keys(LOCALES) as Locale[]

/** The edition a path belongs to: `/ar` and everything below it is Arabic, the rest English. */
export function localeOfPath(pathname: string): Locale {
  const found = LOCALE_CODES.find((code) => {
    const { prefix } = LOCALES[code]
    return prefix !== '' && (pathname === prefix || pathname.startsWith(`${prefix}/`))
  })
  return found ?? DEFAULT_LOCALE
}

/** A site path (as `paths` in constants.ts builds it) in the given edition: `/` → `/ar`, `/company/faq` → `/ar/company/faq`. */
export function localisedPath(locale: Locale, path: string): string {
  const { prefix } = LOCALES[locale]
  if (prefix === '') return path
  return path === '/' ? prefix : `${prefix}${path}`
}

/** The English path of a page of any edition (as content maps banners and links): `/ar/company/faq` → `/company/faq`, `/ar` → `/`. */
export function unlocalisedPath(pathname: string): string {
  const { prefix } = LOCALES[localeOfPath(pathname)]
  if (prefix === '') return pathname
  return pathname.slice(prefix.length) || '/'
}
