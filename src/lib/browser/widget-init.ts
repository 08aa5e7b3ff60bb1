import { BEHAVIOUR } from '@src/config/constants'

/** Fired on window when animated widgets should (re)start; see gatsby-browser's onRouteUpdate. */
export const WIDGETS_INIT_EVENT = 'site:widgets-init'

/**
 * After each navigation, widgets are re-initialised after a fixed delay
 * (docs/specification.md#constants). Returns a function that cancels the pending start.
 */
export function scheduleWidgetInit(): () => void {
  const timer = window.setTimeout(() => window.dispatchEvent(new Event(WIDGETS_INIT_EVENT)), BEHAVIOUR.widgetReinitDelayMs)
  return () => window.clearTimeout(timer)
}
