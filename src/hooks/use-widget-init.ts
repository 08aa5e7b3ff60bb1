import { useEffect, useRef } from 'react'
import { WIDGETS_INIT_EVENT } from '@src/lib/browser/widget-init'

/** Runs `start` each time widgets are (re)initialised (src/lib/browser/widget-init.ts). */
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
