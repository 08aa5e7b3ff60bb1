import React from 'react'
import * as styles from './Logo.module.css'

interface Props {
  name: string
  /** Light text for dark backgrounds. */
  inverted?: boolean
}

/** The company's wordmark beside an eight-point star, drawn from two squares. */
export function Logo({ name, inverted = false }: Props) {
  return (
    <span className={`${styles.logo} ${inverted ? styles.inverted : ''}`}>
      <svg className={styles.mark} viewBox="0 0 40 40" aria-hidden="true" focusable="false">
        <rect x="8" y="8" width="24" height="24" rx="2" />
        <rect x="8" y="8" width="24" height="24" rx="2" transform="rotate(45 20 20)" />
        <circle cx="20" cy="20" r="4.5" />
      </svg>
      <span className={styles.name}>{name}</span>
    </span>
  )
}
