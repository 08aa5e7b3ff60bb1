import React from 'react'
import Calendar from 'lucide-react/icons/calendar'
import { EntryCard, type EntryCardContent } from '../EntryCard/EntryCard'
import { Tags, type TagLink } from '../Tags/Tags'
import * as styles from './PostGrid.module.css'

export interface PostCard extends EntryCardContent {
  /** Already formatted, e.g. 15 July 2025. */
  date: string
  /** YYYY-MM-DD, for the time element. */
  isoDate: string
  category: string
  excerpt: string
  tags: TagLink[]
}

export interface PostGridProps {
  posts: PostCard[]
  /** Names the list for assistive technology. */
  label: string
  /** Heading level of the card titles: h2 on a page listing posts, h3 below a section heading. */
  titleLevel?: 2 | 3
}

/** Blog posts as a grid of cards: image, category, date, title, excerpt and tags. */
export function PostGrid({ posts, label, titleLevel = 2 }: PostGridProps) {
  return (
    <ul className={styles.grid} aria-label={label}>
      {posts.map(({ date, isoDate, category, tags, ...post }) => (
        <EntryCard
          key={post.path}
          {...post}
          titleLevel={titleLevel}
          classes={{ body: styles.body, title: styles.title, excerpt: styles.excerpt }}
          meta={
            <p className={styles.meta}>
              <span className={styles.category}>{category}</span>
              <span className={styles.date}>
                <Calendar aria-hidden="true" size={15} /> <time dateTime={isoDate}>{date}</time>
              </span>
            </p>
          }
        >
          <Tags tags={tags} compact />
        </EntryCard>
      ))}
    </ul>
  )
}
