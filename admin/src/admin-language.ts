/**
 * The admin's own language, English or Arabic, as the editor chose it in this browser: Decap's
 * interface words (decap-arabic.ts), the content model's labels (src/content-model/arabic-labels.ts),
 * the admin's own words and the page's direction follow it. Decap reads its locale once, at init, so
 * the switch stores the choice and loads the admin again.
 */
import type { CmsConfig } from 'decap-cms-core'
import type { Locale } from '@src/config/locales'
import { ADMIN_LANGUAGE_KEY } from '@src/config/constants'
import { SCHEDULE_PAGE_WORDS } from '@src/lib/shared/schedule'
import { inArabic } from '@src/content-model/arabic-labels'
import { phraseIn, type Bilingual } from '@src/content-model/messages'
import { DECAP_ARABIC } from './decap-arabic'
import phrases from './admin-phrases.json'

type AdminLanguage = Locale

/**
 * The admin's own words, each in English and Arabic (admin-phrases.json; the content check's messages
 * are in src/content-model/messages.json); a unit test requires both, with the same values in braces.
 * The schedule page's title is the admin's link to it.
 */
export const ADMIN_PHRASES: Readonly<Record<'schedule' | keyof typeof phrases, Bilingual>> = {
  schedule: SCHEDULE_PAGE_WORDS.title,
  ...phrases,
}

function storedLanguage(): AdminLanguage {
  try {
    return localStorage.getItem(ADMIN_LANGUAGE_KEY) === 'ar' ? 'ar' : 'en'
  } catch {
    // Storage refused (a private window's settings): the admin stays in English.
    return 'en'
  }
}

/** The language the admin is drawn in. */
export const adminLanguage: AdminLanguage = storedLanguage()

/** One of the admin's own words in its language, with its values filled in (`count` chooses a counted one's form). */
export const adminPhrase = (key: keyof typeof ADMIN_PHRASES, values?: Readonly<Record<string, string | number>>): string =>
  phraseIn(key, ADMIN_PHRASES[key], adminLanguage, values)

/** The name of a language in the admin's language: "Arabic", "العربية". */
export const languageName = (locale: Locale): string => new Intl.DisplayNames([adminLanguage], { type: 'language' }).of(locale) ?? locale

/** Words joined as a list in the admin's language: "English and Arabic", "الإنجليزية والعربية". */
export const listed = (words: readonly string[]): string => new Intl.ListFormat(adminLanguage, { type: 'conjunction' }).format(words)

interface DecapLocales {
  registerLocale: (name: string, phrases: object) => void
}

/**
 * Draws the admin in its language: the page's language and direction, Decap's words and the
 * configuration's labels; and adds the switch to the other language in the corner of the page.
 */
export function inAdminLanguage(cms: DecapLocales, config: CmsConfig, document: Document): CmsConfig {
  document.documentElement.lang = adminLanguage
  document.documentElement.dir = adminLanguage === 'ar' ? 'rtl' : 'ltr'
  const other: AdminLanguage = adminLanguage === 'ar' ? 'en' : 'ar'
  const button = Object.assign(document.createElement('button'), {
    type: 'button',
    className: 'language-switch',
    lang: other,
    textContent: adminPhrase('switchTo'),
  })
  button.setAttribute('aria-label', adminPhrase('switchLabel'))
  button.addEventListener('click', () => {
    localStorage.setItem(ADMIN_LANGUAGE_KEY, other)
    document.location.reload()
  })
  document.body.append(button)
  if (adminLanguage === 'en') return config
  cms.registerLocale('ar', DECAP_ARABIC)
  return { ...inArabic(config), locale: 'ar' }
}
