import type { GatsbyBrowser } from 'gatsby'
import './src/styles/site-styles'
import { scheduleWidgetInit } from './src/lib/browser/widget-init'
import { hydrateInSlices } from './src/lib/browser/hydrate'
import { documentLanguage } from './src/lib/shared/document-language'
import { feedPath } from './src/lib/shared/feed'
import { renderAllBeforeEnd, renderAllSections } from './src/lib/browser/deferred-sections'
import { APP_DATA, FONTS_AFTER_PAINT } from './src/postbuild/markup'
import { LOCALES } from './src/config/locales'

let cancelPendingInit: (() => void) | undefined

export const onRouteUpdate: GatsbyBrowser['onRouteUpdate'] = ({ location }) => {
  // A client-side navigation keeps the document: its <html> takes the new page's language and direction (gatsby-ssr.tsx).
  const { lang, dir } = documentLanguage(location.pathname)
  Object.assign(document.documentElement, { lang, dir })
  // The head's feed link, written once into the served HTML, follows to the new page's edition too.
  document.head.querySelector('link[rel="alternate"][type="application/rss+xml"]')?.setAttribute('href', feedPath(lang))
  cancelPendingInit?.()
  cancelPendingInit = scheduleWidgetInit()
  // A chunk of its own, fetched once the first page is drawn: the home pages' first load keeps to its budget.
  import('./src/lib/browser/prefetch').then(
    ({ prefetchLinksOfPage }) => prefetchLinksOfPage(),
    () => undefined,
  )
}

/** Whether the page was built (it has the loader's data), not drawn by the development server. */
let builtPage = false

export const onClientEntry: GatsbyBrowser['onClientEntry'] = () => {
  builtPage = document.getElementById(APP_DATA) !== null
  // The development server's pages have no loader: the browser takes the web fonts as they come.
  if (!builtPage) document.documentElement.removeAttribute(FONTS_AFTER_PAINT)
  window.addEventListener('keydown', renderAllBeforeEnd)
  // The browser's own restoration would scroll on Back while the previous page is still shown,
  // and Gatsby's record would take that position; the site restores positions itself (shouldUpdateScroll).
  window.history.scrollRestoration = 'manual'
}

// Not typed as GatsbyBrowser['replaceHydrateFunction']: that type still expects React 17's render() return value.
export const replaceHydrateFunction = () => hydrateInSlices

/**
 * Where each history entry was left, by its router key: the position Back or Forward returns to, and the
 * face its text was in (the local face it was first laid out in, or the web font), in which it is drawn again.
 */
const leftAt = new Map<string, { top: number; localFace: boolean }>()
const entryKey = (location: object) => ('key' in location && typeof location.key === 'string' ? location.key : 'initial')

/**
 * Read before the next page is drawn, so the position is the reader's. Gatsby's own record is written
 * by scroll events and can take the next page's position when a slow phone draws it late.
 */
export const onPreRouteUpdate: GatsbyBrowser['onPreRouteUpdate'] = ({ location, prevLocation }) => {
  if (!prevLocation) return
  const root = document.documentElement
  leftAt.set(entryKey(prevLocation), { top: window.scrollY, localFace: root.hasAttribute(FONTS_AFTER_PAINT) })
  // The next page is laid out anew: in its edition's web font where this document has it loaded, else in
  // the local face, as a built page whose font is not ready for its first layout is (src/postbuild/font-choice.ts),
  // while the font loads for the page after it. A page Back or Forward returns to is drawn in the face it was
  // left in, so that it is laid out as it was and the reader finds their place. The development server's pages
  // take the fonts as the browser loads them.
  if (!builtPage) return
  const { font } = LOCALES[documentLanguage(location.pathname).lang]
  const returning = leftAt.get(entryKey(location))
  if (returning ? !returning.localFace : document.fonts.check(`1em "${font}"`)) return root.removeAttribute(FONTS_AFTER_PAINT)
  root.setAttribute(FONTS_AFTER_PAINT, font)
  document.fonts.load(`1em "${font}"`).catch(() => undefined)
}

/**
 * Back or Forward returns to where the entry was left; a new entry starts at its top or fragment.
 * A position down the page was measured with every section at its real height: the page's deferred
 * sections take theirs first (src/lib/browser/deferred-sections.ts). The first page drawn stays where it
 * is once the reader has acted on it, as a browser's own restoration does: a position restored at
 * hydration would move the page under a tap already under way, which then lands elsewhere.
 */
export const shouldUpdateScroll: GatsbyBrowser['shouldUpdateScroll'] = ({
  prevRouterProps,
  routerProps: { location },
  getSavedScrollPosition,
}) => {
  // The reader's input under way (a tap on a part not yet hydrated makes React hydrate it inside that tap), or one before.
  if (!prevRouterProps && (window.event instanceof UIEvent || performance.getEntriesByType('first-input').length)) return false
  const top = leftAt.get(entryKey(location))?.top ?? getSavedScrollPosition(location)?.[1]
  if (top === undefined) return true
  if (top > 0) renderAllSections()
  return [0, top]
}
