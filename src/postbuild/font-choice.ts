/**
 * Inline at the start of every built page's head, so that it runs before the first layout. Where this
 * browser fetched the edition's web font on an earlier page (the loader records it), the page is laid
 * out in that font from the start; elsewhere it keeps its metric-matched local face to the end, and the
 * loader fetches the font for the next page. The fonts' `font-display: optional` keeps a file the cache
 * has since dropped from swapping in after the first paint.
 */
import { FONTS_AFTER_PAINT, WEB_FONT_FILE, fetchedFontKey } from './markup'

const root = document.documentElement
const file = root.getAttribute(WEB_FONT_FILE)
try {
  if (file && localStorage.getItem(fetchedFontKey(file))) {
    root.removeAttribute(FONTS_AFTER_PAINT)
    const preload = document.head.appendChild(document.createElement('link'))
    for (const [name, value] of Object.entries({ rel: 'preload', as: 'font', type: 'font/woff2', crossorigin: '', href: file }))
      preload.setAttribute(name, value)
  }
} catch {
  // Storage refused (some private windows): the page keeps its local face.
}
