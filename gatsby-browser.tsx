import type { GatsbyBrowser } from 'gatsby'
import './src/styles/fonts.css'
import './src/styles/global.css'
import './src/styles/slick.css'
import { scheduleWidgetInit } from './src/lib/widgets'

let cancelPendingInit: (() => void) | undefined

export const onRouteUpdate: GatsbyBrowser['onRouteUpdate'] = () => {
  cancelPendingInit?.()
  cancelPendingInit = scheduleWidgetInit()
}
