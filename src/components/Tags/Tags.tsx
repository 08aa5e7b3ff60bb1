import React from 'react'
import { Link } from 'gatsby'
import { usePhrases } from '@src/hooks/use-phrases'
import * as styles from './Tags.module.css'

export interface TagLink {
  name: string
  /** The tag's page. */
  path: string
}

/** Tags as a labelled list of links to their pages; `compact` for cards. */
export function Tags({ tags, compact = false }: { tags: TagLink[]; compact?: boolean }) {
  const phrases = usePhrases()
  if (tags.length === 0) return null
  return (
    <ul className={`${styles.tags} ${compact ? styles.compact : ''}`} aria-label={phrases.text('articles.tags')}>
      {tags.map(({ name, path }) => (
        <li key={path}>
          <Link to={path} rel="tag" className={styles.tag}>
            {name}
          </Link>
        </li>
      ))}
    </ul>
  )
}
