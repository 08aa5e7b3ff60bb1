import type { GatsbyBrowser } from 'gatsby'
import { hydrateInSlices } from './src/hydrate'
import { APP_DATA, FONTS_AFTER_PAINT } from './src/markup'
import { editionOf, type PageDeliveryOptions } from './src/options'

export const onRouteUpdate: GatsbyBrowser['onRouteUpdate'] = () => {
  // A chunk of its own, fetched once the first page is drawn: the home pages' first load keeps to its budget.
  import('./src/prefetch').then(
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
}

// Not typed as GatsbyBrowser['replaceHydrateFunction']: that type still expects React 17's render() return value.
export const replaceHydrateFunction = () => hydrateInSlices

/** Whether each history entry, by its router key, was left in the local face it was first laid out in (else in the web font). */
const leftInLocalFace = new Map<string, boolean>()
const entryKey = (location: object) => ('key' in location && typeof location.key === 'string' ? location.key : 'initial')

/**
 * The next page is laid out anew: in its edition's web font where this document has it loaded, else in
 * the local face, as a built page whose font is not ready for its first layout is (src/font-choice.ts),
 * while the font loads for the page after it. A page Back or Forward returns to is drawn in the face it was
 * left in, so that it is laid out as it was and the reader finds their place. The development server's pages
 * take the fonts as the browser loads them.
 */
export const onPreRouteUpdate: GatsbyBrowser['onPreRouteUpdate'] = ({ location, prevLocation }, options) => {
  if (!prevLocation) return
  const root = document.documentElement
  leftInLocalFace.set(entryKey(prevLocation), root.hasAttribute(FONTS_AFTER_PAINT))
  if (!builtPage) return
  const { font } = editionOf(location.pathname, options as unknown as PageDeliveryOptions)
  const returning = leftInLocalFace.get(entryKey(location))
  if (returning === undefined ? document.fonts.check(`1em "${font}"`) : !returning) return root.removeAttribute(FONTS_AFTER_PAINT)
  root.setAttribute(FONTS_AFTER_PAINT, font)
  document.fonts.load(`1em "${font}"`).catch(() => undefined)
}
