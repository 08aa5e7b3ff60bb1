import type { Locale } from '../config/locales'

/**
 * The attribute that every built page's <html> carries until the page has painted its first
 * content, naming its edition's web font: while it is there, text is set in the local faces scaled
 * to the web fonts' metrics (src/styles/tokens.css), so the web font is not fetched beside the HTML
 * and the page's largest image. After the first paint the application loader fetches the font it
 * names and then removes it, so the text is laid out again once, in the font
 * (src/lib/defer-app-scripts.ts); the application itself removes it where no loader ran (the
 * development server).
 */
export const FONTS_AFTER_PAINT = 'data-fonts-after-paint'

/** Each edition's web font family, as src/styles/fonts.css declares it. */
export const EDITION_FONT: Record<Locale, string> = { en: 'Inter Variable', ar: 'Noto Kufi Arabic Variable' }

/** Lets the page's text take its web font: the browser fetches it and swaps it in without moving anything. */
export function allowWebFonts(): void {
  document.documentElement.removeAttribute(FONTS_AFTER_PAINT)
}
