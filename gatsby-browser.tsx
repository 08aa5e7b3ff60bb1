import type { GatsbyBrowser } from 'gatsby'
import './src/styles/site-styles'
import { scheduleWidgetInit } from './src/lib/browser/widget-init'
import { documentLanguage } from './src/lib/shared/document-language'
import { feedPath } from './src/lib/shared/feed'
import { drawFirstScreenFirst, renderAllBeforeEnd, renderAllSections } from './src/lib/browser/deferred-sections'
import { isNewHistoryEntry } from './plugins/page-delivery/src/gatsby'

let cancelPendingInit: (() => void) | undefined

export const onRouteUpdate: GatsbyBrowser['onRouteUpdate'] = ({ location }) => {
  // A client-side navigation keeps the document: its <html> takes the new page's language and direction (gatsby-ssr.tsx).
  const { lang, dir } = documentLanguage(location.pathname)
  Object.assign(document.documentElement, { lang, dir })
  // The head's feed link, written once into the served HTML, follows to the new page's edition too.
  document.head.querySelector('link[rel="alternate"][type="application/rss+xml"]')?.setAttribute('href', feedPath(lang))
  cancelPendingInit?.()
  cancelPendingInit = scheduleWidgetInit()
}

/**
 * How a page is hydrated, the face its text is drawn in and the pages its links lead to loaded ahead are
 * page delivery's (plugins/page-delivery/gatsby-browser.tsx).
 */
export const onClientEntry: GatsbyBrowser['onClientEntry'] = () => {
  window.addEventListener('keydown', renderAllBeforeEnd)
  // The browser's own restoration would scroll on Back while the previous page is still shown,
  // and Gatsby's record would take that position; the site restores positions itself (shouldUpdateScroll).
  window.history.scrollRestoration = 'manual'
}

/** Where each history entry was left, by its router key: the position Back or Forward returns to. */
const leftAt = new Map<string, number>()
const entryKey = (location: object) => ('key' in location && typeof location.key === 'string' ? location.key : 'initial')

/**
 * Read before the next page is drawn, so the position is the reader's. Gatsby's own record is written
 * by scroll events and can take the next page's position when a slow phone draws it late.
 */
export const onPreRouteUpdate: GatsbyBrowser['onPreRouteUpdate'] = ({ location, prevLocation }) => {
  if (prevLocation) leftAt.set(entryKey(prevLocation), window.scrollY)
  // A new entry without a fragment starts at its top: its first screen is drawn first. Back and Forward
  // return down a page. The page as served is hydrated whole, even where the router replaced its address
  // first (an encoded path).
  drawFirstScreenFirst(Boolean(prevLocation) && isNewHistoryEntry(location) && !location.hash)
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
  const top = leftAt.get(entryKey(location)) ?? getSavedScrollPosition(location)?.[1]
  if (top === undefined) return true
  if (top > 0) renderAllSections()
  return [0, top]
}
