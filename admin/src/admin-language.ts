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

type AdminLanguage = Locale

/**
 * The admin's own words, each in English and Arabic (the content check's messages are in
 * src/content-model/messages.ts); a unit test requires both, with the same values in braces.
 */
export const ADMIN_PHRASES = {
  schedule: SCHEDULE_PAGE_WORDS.title,
  switchTo: { en: 'العربية', ar: 'English' },
  switchLabel: { en: 'Use the admin in Arabic', ar: 'Use the admin in English' },
  cancel: { en: 'Cancel', ar: 'إلغاء' },
  confirm: { en: 'OK', ar: 'موافق' },
  required: { en: 'is required', ar: 'مطلوب' },
  refusalLabel: { en: 'Why nothing was saved', ar: 'سبب عدم الحفظ' },
  refusalHeading: {
    en: { one: 'Nothing was saved: one field needs changing', other: 'Nothing was saved: {count} fields need changing' },
    ar: {
      one: 'لم يُحفظ شيء: حقل واحد يحتاج إلى تعديل',
      two: 'لم يُحفظ شيء: حقلان يحتاجان إلى تعديل',
      few: 'لم يُحفظ شيء: {count} حقول تحتاج إلى تعديل',
      many: 'لم يُحفظ شيء: {count} حقلًا يحتاج إلى تعديل',
      other: 'لم يُحفظ شيء: {count} حقل يحتاج إلى تعديل',
    },
  },
  refusalClose: { en: 'Close the list of fields to change', ar: 'أغلق قائمة الحقول المطلوب تعديلها' },
  refusalNotice: {
    en: 'nothing was saved, see the list of fields to change: {fields}',
    ar: 'لم يُحفظ شيء، راجع قائمة الحقول المطلوب تعديلها: {fields}',
  },
  renamed: {
    en: '{addresses} will redirect here once published.',
    ar: 'بعد النشر سيُحوَّل إلى هنا كلٌّ من: {addresses}.',
  },
  scheduledFor: { en: '{state} for {date} {time} Dubai time', ar: '{state} في {date} الساعة {time} بتوقيت دبي' },
  // The state of an entry whose only version is a draft of the editorial workflow (list-marks.ts).
  notPublishedYet: { en: 'Not published yet', ar: 'لم يُنشر بعد' },
  editionsOnly: { en: '{editions} only', ar: '{editions} فقط' },
  previewIncomplete: {
    en: 'The preview appears when the entry is complete: {reason}',
    ar: 'تظهر المعاينة حين يكتمل المُدخل: {reason}',
  },
  uploadPhoto: { en: 'Upload a photo', ar: 'ارفع صورة' },
  shrinkingPhoto: { en: 'Making the photo smaller…', ar: 'جارٍ تصغير الصورة…' },
  photoSvg: {
    en: '{file} is {size}; a drawing (SVG) may be {max} at most. Save it simplified, or as a PNG.',
    ar: 'حجم {file} {size}، والحد الأقصى للرسم (SVG) {max}. احفظه مبسّطًا، أو بصيغة PNG.',
  },
  photoKind: {
    en: '{file} is not a JPEG, PNG or WebP image{heic}. Export it as JPEG (on an iPhone: Settings › Camera › Formats › Most Compatible, or share it as JPEG), then upload it again.',
    ar: '{file} ليس صورة JPEG أو PNG أو WebP{heic}. صدّره بصيغة JPEG (في آيفون: الإعدادات › الكاميرا › التنسيقات › الأكثر توافقًا، أو شاركه بصيغة JPEG)، ثم ارفعه مجددًا.',
  },
  photoHeic: { en: ' (an iPhone’s HEIC photo)', ar: ' (صورة HEIC من آيفون)' },
  photoTooLarge: {
    en: '{file} is {size}; the admin makes photos of up to {max} smaller. Export a smaller copy (a phone’s “Large” or “Medium” size is plenty), then upload it again.',
    ar: 'حجم {file} {size}، ولا تصغّر لوحة التحرير إلا الصور التي لا يتجاوز حجمها {max}. صدّر نسخة أصغر (يكفي حجم «كبير» أو «متوسط» في الهاتف)، ثم ارفعها مجددًا.',
  },
  photoUnreadable: {
    en: '{file} could not be read as an image. Export it again as JPEG, then upload it again.',
    ar: 'تعذّرت قراءة {file} على أنه صورة. صدّره مجددًا بصيغة JPEG، ثم ارفعه مرة أخرى.',
  },
  photoNotSmaller: {
    en: '{file} could not be made smaller than {max}. Export a smaller copy, then upload it again.',
    ar: 'تعذّر تصغير {file} إلى أقل من {max}. صدّر نسخة أصغر، ثم ارفعها مجددًا.',
  },
  photoDone: {
    en: '{file} ({size}) is {saved} ({savedSize}), saved with the entry.',
    ar: 'أصبح {file} ({size}) الملف {saved} ({savedSize})، ويُحفظ مع المُدخل.',
  },
  framed: { en: 'Open the content manager in a window of its own.', ar: 'افتح لوحة إدارة المحتوى في نافذة مستقلة.' },
  sharedFact: { en: 'The same in every edition: change it in English.', ar: 'القيمة نفسها في كل النسخ: عدّلها في النسخة الإنجليزية.' },
} as const satisfies Record<string, Bilingual>

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
