import React from 'react'
import { Link } from 'gatsby'
import Calendar from 'lucide-react/icons/calendar'
import { ContentImage, type ImageSource } from '../ContentImage/ContentImage'
import { DraftBadge, type ScheduleNotice } from '../DraftBadge/DraftBadge'
import { Tags, type TagLink } from '../Tags/Tags'
import * as styles from './PostGrid.module.css'

export interface PostCard {
  title: string
  /** Already formatted, e.g. 15 July 2025. */
  date: string
  /** YYYY-MM-DD, for the time element. */
  isoDate: string
  category: string
  excerpt: string
  path: string
  image: ImageSource
  imageAlt: string
  tags: TagLink[]
  /** Shown only by the development server. */
  draft?: boolean
  /** When the development server shows it outside its schedule. */
  schedule?: ScheduleNotice
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
  const Title = titleLevel === 2 ? 'h2' : 'h3'
  return (
    <ul className={styles.grid} aria-label={label}>
      {posts.map(({ title, date, isoDate, category, excerpt, path, image, imageAlt, tags, draft, schedule }) => (
        <li key={path} className={styles.card}>
          <ContentImage image={image} alt={imageAlt} className={styles.image} />
          <div className={styles.body}>
            {(draft || schedule) && <DraftBadge className={styles.draft} schedule={schedule} />}
            <p className={styles.meta}>
              <span className={styles.category}>{category}</span>
              <span className={styles.date}>
                <Calendar aria-hidden="true" size={15} /> <time dateTime={isoDate}>{date}</time>
              </span>
            </p>
            <Title className={styles.title}>
              <Link to={path} className={styles.link}>
                {title}
              </Link>
            </Title>
            <p className={styles.excerpt}>{excerpt}</p>
            <Tags tags={tags} compact />
          </div>
        </li>
      ))}
    </ul>
  )
}
