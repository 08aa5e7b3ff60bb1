import type { Locale } from '../config/locales'
import inter from './fonts/inter-core-wght.woff2'
import kufi from './fonts/kufi-arabic-wght.woff2'

/** Each edition's web font file as the build serves it: the file fonts.css names for the edition's text. */
export const WEB_FONT_FILES: Readonly<Record<Locale, string>> = { en: inter, ar: kufi }
