import React from 'react'
import * as styles from './Prose.module.css'

/** Sanitised HTML of a Markdown body, set in the site's reading typography. */
export function Prose({ html, className = '' }: { html: string; className?: string }) {
  return <div className={`${styles.prose} ${className}`} dangerouslySetInnerHTML={{ __html: html }} />
}
