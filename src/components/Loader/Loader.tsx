import React, { useSyncExternalStore } from 'react'
import { usePhrases } from '@src/hooks/use-phrases'
import * as styles from './Loader.module.css'

// Nothing to subscribe to: the value changes once, between hydration and the first browser render.
const subscribe = () => () => {}
const inBrowser = () => true
const duringServerRenderAndHydration = () => false

/** False while rendering on the server and hydrating, true once React renders in the browser. */
const useInteractive = (): boolean => useSyncExternalStore(subscribe, inBrowser, duringServerRenderAndHydration)

/**
 * The start-up loader: a slim bar over the top edge that never covers content. It is in the
 * server-rendered page, removed once React has hydrated, and fades out by itself without JavaScript.
 */
export function Loader() {
  const interactive = useInteractive()
  const phrases = usePhrases()
  if (interactive) return null
  return <div className={styles.bar} role="progressbar" aria-label={phrases.text('page.loading')} />
}
