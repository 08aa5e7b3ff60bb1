import type { GatsbyBrowser } from 'gatsby'
import './src/styles/site-styles'
import { scheduleWidgetInit } from './src/lib/widget-init'
import { hydrateInSlices } from './src/lib/hydrate'
import { replayEarlyClicks } from './src/lib/early-clicks'
import { documentLanguage } from './src/lib/document-language'
import { feedPath } from './src/lib/feed'

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

/** Buttons clicked before the application started work now that it has (src/lib/early-clicks.ts). */
export const onInitialClientRender: GatsbyBrowser['onInitialClientRender'] = () => replayEarlyClicks()

// Not typed as GatsbyBrowser['replaceHydrateFunction']: that type still expects React 17's render() return value.
export const replaceHydrateFunction = () => hydrateInSlices
