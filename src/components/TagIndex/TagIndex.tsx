import React from 'react'
import { Link } from 'gatsby'
import { usePhrases } from '@src/hooks/use-phrases'
import * as styles from './TagIndex.module.css'

export interface TagEntry {
  name: string
  path: string
  /** Number of posts, e.g. 3. */
  count: number
}

/** Every tag with its number of posts, linking to the tag's page. */
export function TagIndex({ tags, label }: { tags: TagEntry[]; label: string }) {
  const phrases = usePhrases()
  return (
    <ul className={styles.list} aria-label={label}>
      {tags.map(({ name, path, count }) => (
        <li key={path}>
          <Link to={path} rel="tag" className={styles.tag}>
            <span className={styles.name}>{name}</span>
            <span className={styles.count}>{phrases.count('listings.articles', count)}</span>
          </Link>
        </li>
      ))}
    </ul>
  )
}
