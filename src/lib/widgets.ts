import { useEffect, useRef } from 'react'
import { BEHAVIOUR } from '../config/constants'

/** Fired on window when animated widgets should (re)start; see gatsby-browser's onRouteUpdate. */
export const WIDGETS_INIT_EVENT = 'site:widgets-init'

/** After each navigation, widgets are re-initialised after the spec's delay (§2, Footer). */
export function scheduleWidgetInit(): () => void {
  const timer = window.setTimeout(() => window.dispatchEvent(new Event(WIDGETS_INIT_EVENT)), BEHAVIOUR.widgetReinitDelayMs)
  return () => window.clearTimeout(timer)
}

/** Runs `start` each time widgets are (re)initialised. */
export function useWidgetInit(start: () => void): void {
  const latest = useRef(start)
  useEffect(() => {
    latest.current = start
  })
  useEffect(() => {
    const onInit = () => latest.current()
    window.addEventListener(WIDGETS_INIT_EVENT, onInit)
    return () => window.removeEventListener(WIDGETS_INIT_EVENT, onInit)
  }, [])
}

export const prefersReducedMotion = (): boolean => window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false
