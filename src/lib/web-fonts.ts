/**
 * The attribute that every built page's <html> carries until the page has painted its first
 * content: while it is there, text is set in the local faces scaled to the web fonts' metrics
 * (src/styles/tokens.css), so the web font is not fetched beside the HTML and the page's largest
 * image. The application loader removes it after the first paint (src/lib/defer-app-scripts.ts),
 * and the application itself where no loader ran (the development server).
 */
export const FONTS_AFTER_PAINT = 'data-fonts-after-paint'

/** Lets the page's text take its web font: the browser fetches it and swaps it in without moving anything. */
export function allowWebFonts(root: HTMLElement = document.documentElement): void {
  root.removeAttribute(FONTS_AFTER_PAINT)
}
