/**
 * Every message the content check writes about what an editor wrote, in English and in Arabic side by
 * side: the build prints the English one in the terminal, the admin shows the one of its own language
 * (admin/src/admin-language.ts). A problem carries what was said (`Said`: the message's name and its
 * values), so each edition of the words is made from the same facts; a unit test requires every
 * message to have both, with the same values in braces.
 */
import type { Locale } from '../config/locales'
import { fillPhrase } from '../lib/shared/fill-phrase'
import { pluralForm, type PluralForms } from '../lib/shared/plural'
import { modelWords } from './arabic-labels'

/** A phrase in each language of the site; a counted one has a form per plural category (src/lib/shared/plural.ts). */
export type Bilingual = Readonly<Record<Locale, string>> | Readonly<Record<Locale, PluralForms>>

export const MESSAGES = {
  required: { en: 'is required ({label})', ar: 'مطلوب ({label})' },
  expected: { en: 'expected {what}, found {found}', ar: 'المتوقع {what}، والموجود {found}' },
  text: { en: 'text', ar: 'نص' },
  whole_number: { en: 'a whole number', ar: 'عدد صحيح' },
  number: { en: 'a number', ar: 'رقم' },
  true_or_false: { en: 'true or false', ar: 'صح أو خطأ (true أو false)' },
  date: { en: 'a date written as YYYY-MM-DD', ar: 'تاريخ مكتوب بالصيغة YYYY-MM-DD' },
  moment: {
    en: 'a date and time with its offset, e.g. 2026-12-01T09:00+04:00 (Dubai time)',
    ar: 'تاريخ ووقت مع فارق التوقيت، مثل 2026-12-01T09:00+04:00 (بتوقيت دبي)',
  },
  image_path: { en: 'an image path', ar: 'مسار صورة' },
  a_list: { en: 'a list', ar: 'قائمة' },
  a_date: { en: 'a date', ar: 'تاريخ' },
  a_group: { en: 'a group of fields', ar: 'مجموعة حقول' },
  a_group_of: { en: 'a group of fields ({names})', ar: 'مجموعة حقول ({names})' },
  none: { en: 'none', ar: 'لا شيء' },
  max_length: {
    en: 'expected at most {max} characters, as many as the layout holds, found {length}',
    ar: 'الحد الأقصى لعدد الأحرف {max}، وهو ما يتسع له التصميم، وعددها هنا {length}',
  },
  page_address: { en: 'matches no page of the site: {found}', ar: 'لا يطابق أي صفحة في الموقع: {found}' },
  option: { en: 'expected one of {options}, found {found}', ar: 'المتوقع أحد الخيارات {options}، والموجود {found}' },
  min: { en: 'expected at least {min}, found {found}', ar: 'المتوقع {min} على الأقل، والموجود {found}' },
  max: { en: 'expected at most {max}, found {found}', ar: 'المتوقع {max} على الأكثر، والموجود {found}' },
  relation: {
    en: 'expected one of {options} (from {source}), found {found}',
    ar: 'المتوقع أحد الخيارات {options} (من {source})، والموجود {found}',
  },
  image_exists: {
    en: 'expected an existing image file, but "{file}" was not found',
    ar: 'المتوقع ملف صورة موجود، لكن الملف «{file}» غير موجود',
  },
  image_size: {
    en: 'expected an image of at most {max} KB, but "{file}" is {size} KB; export it smaller (about {width} px wide is plenty)',
    ar: 'الحد الأقصى لحجم الصورة {max} كيلوبايت، وحجم «{file}» {size} كيلوبايت؛ صدّرها بحجم أصغر (يكفي عرض {width} بكسل تقريبًا)',
  },
  min_items: {
    en: 'expected at least {min} item(s), found {count}',
    ar: 'الحد الأدنى لعدد العناصر {min}، وعددها هنا {count}',
  },
  max_items: {
    en: 'expected at most {max} item(s), found {count}',
    ar: 'الحد الأقصى لعدد العناصر {max}، وعددها هنا {count}',
  },
  unique_key: {
    en: 'expected a unique value, but {value} appears twice',
    ar: 'يجب ألا تتكرر القيمة، لكن {value} وردت مرتين',
  },
  known_fields: {
    en: 'is not a known field; expected one of {names}',
    ar: 'ليس حقلًا معروفًا؛ المتوقع أحد الحقول {names}',
  },
  plural_forms: {
    en: 'is required: {language} has a form of its own for counting {category}',
    ar: 'مطلوب: اللغة {language} تستخدم صيغة خاصة عند عدّ {category}',
  },
  // The plural categories (src/lib/shared/plural.ts) as an editor knows them, by the numbers they count.
  count_zero: { en: 'zero', ar: 'الصفر' },
  count_one: { en: 'one', ar: 'الواحد' },
  count_two: { en: 'two', ar: 'الاثنين' },
  count_few: { en: 'a few, such as 3 or 10', ar: 'الأعداد القليلة، مثل 3 أو 10' },
  count_many: { en: 'many, such as 11 or 99', ar: 'الأعداد الكثيرة، مثل 11 أو 99' },
  count_other: { en: 'any other number, such as 100', ar: 'سائر الأعداد، مثل 100' },
  language_en: { en: 'English', ar: 'الإنجليزية' },
  language_ar: { en: 'Arabic', ar: 'العربية' },
  // A YAML file's shape: a file of a file collection holds one group of fields per language.
  editions_expected: {
    en: "expected the {collection} under each language's key ({keys}), found {found}",
    ar: 'المتوقع محتوى «{collection}» تحت مفتاح كل لغة ({keys})، والموجود {found}',
  },
  not_a_language: { en: 'is not a language of the site; expected {codes}', ar: 'ليست لغة من لغات الموقع؛ المتوقع {codes}' },
  edition_missing: {
    en: 'is missing; every field is required in each language ({codes})',
    ar: 'هذه النسخة غير موجودة؛ كل حقل مطلوب في كل لغة ({codes})',
  },
  after: {
    en: 'expected a moment after {label} ({earlier}), found {found}',
    ar: 'المتوقع موعد بعد {label} ({earlier})، والموجود {found}',
  },
  same_value: {
    en: "expected the English edition's {expected} ({file}), found {found}",
    ar: 'المتوقع قيمة النسخة الإنجليزية {expected} ({file})، والموجود {found}',
  },
  same_items: {
    en: 'expected {expected} item(s), as the English edition has ({file}), found {found}',
    ar: 'المتوقع عدد عناصر النسخة الإنجليزية {expected} ({file})، وعددها هنا {found}',
  },
  unique_address: {
    en: 'expected a unique value, but {value} is already used by {other}',
    ar: 'يجب ألا تتكرر القيمة، لكن {value} مستخدمة في {other}',
  },
  arabic_address: { en: 'an Arabic address, under /ar', ar: 'عنوان عربي يبدأ بـ ‎/ar' },
  english_address: { en: 'an English address, outside /ar', ar: 'عنوان إنجليزي لا يبدأ بـ ‎/ar' },
  redirect_hides_page: {
    en: 'is a page of the site{held}: a redirect would hide it; remove this redirect, or the page',
    ar: 'عنوان صفحة قائمة في الموقع{held}: التحويل سيخفيها؛ احذف هذا التحويل أو الصفحة',
  },
  redirect_hides_upcoming: {
    en: 'is the address of {entry}, which is scheduled to go live: a redirect would hide it',
    ar: 'عنوان {entry} المجدول نشره: التحويل سيخفيه',
  },
  redirect_to_itself: { en: 'leads back to its own address {address}', ar: 'يعود إلى عنوانه نفسه {address}' },
  redirect_loop: { en: 'makes a loop: {chain}', ar: 'يدور في حلقة: {chain}' },
  redirect_chain: {
    en: 'leads to another redirect (redirects[{at}]): {chain}; point it at {last}',
    ar: 'يؤدي إلى تحويل آخر (redirects[{at}]): {chain}؛ اجعله يؤدي مباشرة إلى {last}',
  },
  redirect_to_page: { en: 'is not a page of the site: {address}', ar: 'ليس صفحة في الموقع: {address}' },
  dropped_html: {
    en: "holds HTML the site does not show ({dropped}): remove it, and make links and images with the toolbar's buttons",
    ar: 'يحتوي على HTML لا يعرضه الموقع ({dropped}): احذفه، وأنشئ الروابط والصور بأزرار شريط الأدوات',
  },
} as const satisfies Record<string, Bilingual>

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
