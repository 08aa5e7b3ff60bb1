/**
 * Inline at the start of every built page's head, so that it runs before the first layout. Where this
 * browser fetched the edition's web font on an earlier page (the loader records it), the page is laid
 * out in that font from the start, the file coming from the browser's cache; elsewhere it keeps its
 * metric-matched local face to the end, and the loader fetches the font for the next page. The fonts'
 * `font-display: optional` keeps a file the cache has since dropped, or a new cut of the font, from
 * swapping in after the first paint. Every byte of it is in every page's first round trip.
 */
import { FONTS_AFTER_PAINT, fetchedFontKey } from './markup'

const root = document.documentElement
try {
  const font = root.getAttribute(FONTS_AFTER_PAINT)
  if (font && localStorage.getItem(fetchedFontKey(font))) root.removeAttribute(FONTS_AFTER_PAINT)
} catch {
  // Storage refused (some private windows): the page keeps its local face.
}
