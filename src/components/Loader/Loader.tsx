import React, { useEffect, useState } from 'react'
import * as styles from './Loader.module.css'

/**
 * The start-up loader: a slim bar over the top edge that never covers content. It is in the
 * server-rendered page, removed once React has hydrated, and fades out by itself without JavaScript.
 */
export function Loader() {
  const [interactive, setInteractive] = useState(false)
  useEffect(() => setInteractive(true), [])
  if (interactive) return null
  return <div className={styles.bar} role="progressbar" aria-label="Loading" />
}
