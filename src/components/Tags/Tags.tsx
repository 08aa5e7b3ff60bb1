import React from 'react'
import * as styles from './Tags.module.css'

/** A post's tags as a labelled list. */
export function Tags({ tags }: { tags: string[] }) {
  if (tags.length === 0) return null
  return (
    <ul className={styles.tags} aria-label="Tags">
      {tags.map((tag) => (
        <li key={tag} className={styles.tag}>
          {tag}
        </li>
      ))}
    </ul>
  )
}
