import React from 'react'
import { Link } from 'gatsby'
import * as styles from './TagIndex.module.css'

export interface TagEntry {
  name: string
  path: string
  /** Number of posts, e.g. 3. */
  count: number
}

/** Every tag with its number of posts, linking to the tag's page. */
export function TagIndex({ tags, label }: { tags: TagEntry[]; label: string }) {
  return (
    <ul className={styles.list} aria-label={label}>
      {tags.map(({ name, path, count }) => (
        <li key={path}>
          <Link to={path} rel="tag" className={styles.tag}>
            <span className={styles.name}>{name}</span>
            <span className={styles.count}>
              {count} {count === 1 ? 'article' : 'articles'}
            </span>
          </Link>
        </li>
      ))}
    </ul>
  )
}
