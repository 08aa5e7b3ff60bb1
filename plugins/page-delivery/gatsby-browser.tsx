import type { GatsbyBrowser, PluginOptions, ShouldUpdateScrollArgs } from 'gatsby'
import { hydrateInSlices } from './src/hydrate'
import { APP_DATA, FONTS_AFTER_PAINT } from './src/markup'
import type { PageDeliveryOptions } from './src/options'

/** How the next page's face is chosen, once the browser has the module that does what follows the first page. */
let drawNextPageFace: typeof import('./src/after-first-page').drawNextPageFace | undefined

export const onRouteUpdate: GatsbyBrowser['onRouteUpdate'] = () => {
  // A chunk of its own, fetched once the first page is drawn: the home pages' first load keeps to its budget.
  import('./src/after-first-page').then(
    (later) => {
      drawNextPageFace = later.drawNextPageFace
      later.prefetchLinksOfPage()
    },
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

/**
 * The next page is laid out anew, in the face src/next-page-face.ts chooses. Before that module has
 * arrived, a page is drawn in the face the one before it had: never a face that could swap later.
 * Chosen as Gatsby asks whether to scroll, once the next page is in the document and before anything
 * lays it out: chosen before the route update, the face would have the page being left laid out again
 * in it, for the reader's position or the removal of its focused link, on every click. Without this
 * question (a fragment that names no element), the next page keeps the face of the one before it.
 */
// Not typed as GatsbyBrowser['shouldUpdateScroll'], which wants an answer: it gives none, and Gatsby takes the site's.
export const shouldUpdateScroll = (update: ShouldUpdateScrollArgs, options: PluginOptions) => {
  if (builtPage) drawNextPageFace?.(update, options as unknown as PageDeliveryOptions)
}
