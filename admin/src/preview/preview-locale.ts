import type { PreviewTemplateComponentProps } from 'decap-cms-core'
import { DEFAULT_LOCALE, LOCALE_CODES, LOCALES, type Direction, type Locale } from '@src/config/locales'

/**
 * What Decap passes a preview template: its own props, and (undeclared in its types) the language
 * the editor shows, `locale`, when the collection has editions. The entry then holds that
 * edition's fields (Decap swaps them in before it renders the preview).
 */
export type DecapPreviewProps = PreviewTemplateComponentProps & { locale?: unknown }

/** A preview template of this site: Decap's props with the edition previewed. */
export type PreviewProps = PreviewTemplateComponentProps & { locale: Locale }

/** The edition a preview shows: the locale Decap names, or the default one (a collection without editions, an unknown code). */
export const previewLocale = (locale: unknown): Locale => LOCALE_CODES.find((code) => code === locale) ?? DEFAULT_LOCALE

/** What the preview frame's <html> carries for an edition, as a page of that edition does (src/lib/shared/document-language.ts). */
export const previewDocumentLanguage = (locale: Locale): { lang: Locale; dir: Direction } => ({ lang: locale, dir: LOCALES[locale].dir })
