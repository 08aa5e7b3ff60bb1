import type { GatsbyBrowser } from 'gatsby'
import './src/styles/site-styles'
import { scheduleWidgetInit } from './src/lib/widget-init'
import { hydrateInSlices } from './src/lib/hydrate'

let cancelPendingInit: (() => void) | undefined

export const onRouteUpdate: GatsbyBrowser['onRouteUpdate'] = () => {
  cancelPendingInit?.()
  cancelPendingInit = scheduleWidgetInit()
}

// Not typed as GatsbyBrowser['replaceHydrateFunction']: that type still expects React 17's render() return value.
export const replaceHydrateFunction = () => hydrateInSlices
