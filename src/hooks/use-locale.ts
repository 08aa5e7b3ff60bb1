import { createContext, useContext } from 'react'
import { DEFAULT_LOCALE, LOCALES, type Direction, type Locale } from '@src/config/locales'

/** The edition of the page being rendered; the page's Layout provides it from its page context. */
export const LocaleContext = createContext<Locale>(DEFAULT_LOCALE)

export function useLocale(): { locale: Locale; dir: Direction } {
  const locale = useContext(LocaleContext)
  return { locale, dir: LOCALES[locale].dir }
}
