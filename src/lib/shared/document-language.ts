import { LOCALES, localeOfPath, type Direction, type Locale } from '../../config/locales'

/**
 * The `lang` and `dir` of the page at `pathname`, as its <html> element carries them: written into
 * the served HTML by gatsby-ssr.tsx and set again by gatsby-browser.tsx after a client-side
 * navigation (which keeps the same document). Every page under /ar is Arabic, right to left; every
 * other page, the 404 page included, is English.
 */
export function documentLanguage(pathname: string): { lang: Locale; dir: Direction } {
  const lang = localeOfPath(pathname)
  return { lang, dir: LOCALES[lang].dir }
}
