/**
 * The admin's own language, English or Arabic, as the editor chose it in this browser: Decap's
 * interface words (decap-arabic.ts), the content model's labels (src/content-model/arabic-labels.ts),
 * the admin's own words and the page's direction follow it. Decap reads its locale once, at init, so
 * the switch stores the choice and loads the admin again.
 */
import type { CmsConfig } from 'decap-cms-core'
import { inArabic } from '@src/content-model/arabic-labels'
import { DECAP_ARABIC } from './decap-arabic'

type AdminLanguage = 'en' | 'ar'

/** Where the choice is kept (localStorage), per browser. */
const ADMIN_LANGUAGE_KEY = 'admin.language'

/** The admin's own words, in each of its languages. */
const PHRASES = {
  en: { schedule: 'Publishing schedule', switchTo: 'العربية', switchLabel: 'Use the admin in Arabic', cancel: 'Cancel', confirm: 'OK' },
  ar: { schedule: 'جدول النشر', switchTo: 'English', switchLabel: 'Use the admin in English', cancel: 'إلغاء', confirm: 'موافق' },
} as const satisfies Record<AdminLanguage, Record<string, string>>

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

export const adminPhrase = (key: keyof (typeof PHRASES)['en']): string => PHRASES[adminLanguage][key]

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
