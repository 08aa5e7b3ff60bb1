/**
 * Where each edition of an entry lives (the collections' `i18n`, src/content-model/types.ts): the
 * rules the content check, the node creation and the CMS configuration share.
 */
import { DEFAULT_LOCALE, LOCALE_CODES, type Locale } from '../config/locales'
import type { Collection } from './types'

/** The editions a collection holds: every locale, or English alone for a collection without `i18n`. */
export const editionsOf = (collection: Collection): readonly Locale[] => (collection.i18n ? LOCALE_CODES : [DEFAULT_LOCALE])

const LOCALISED_MARKDOWN = /^(.+)\.([^./]+)\.md$/

/**
 * The entry and the edition a Markdown file of a `multiple_files` folder holds, from its name:
 * `tax-savings.ar.md` → `{ entry: 'tax-savings', locale: 'ar' }`. Undefined when the name carries
 * no known locale (`tax-savings.md`, `tax-savings.fr.md`).
 */
export function editionOfFile(fileName: string): { entry: string; locale: Locale } | undefined {
  const match = LOCALISED_MARKDOWN.exec(fileName)
  const locale = LOCALE_CODES.find((code) => code === match?.[2])
  return match && locale ? { entry: match[1], locale } : undefined
}

/** The file name of one edition of an entry: `('tax-savings', 'ar')` → `tax-savings.ar.md`. */
export const editionFileName = (entry: string, locale: Locale): string => `${entry}.${locale}.md`
