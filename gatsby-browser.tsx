import type { GatsbyBrowser } from 'gatsby'
import './src/styles/site-styles'
import { scheduleWidgetInit } from './src/lib/widget-init'
import { hydrateInSlices } from './src/lib/hydrate'
import { replayEarlyClicks } from './src/lib/early-clicks'

let cancelPendingInit: (() => void) | undefined

export const onRouteUpdate: GatsbyBrowser['onRouteUpdate'] = () => {
  cancelPendingInit?.()
  cancelPendingInit = scheduleWidgetInit()
}

/** Buttons clicked before the application started work now that it has (src/lib/early-clicks.ts). */
export const onInitialClientRender: GatsbyBrowser['onInitialClientRender'] = () => replayEarlyClicks()

// Not typed as GatsbyBrowser['replaceHydrateFunction']: that type still expects React 17's render() return value.
export const replaceHydrateFunction = () => hydrateInSlices
