import React, { type ReactNode } from 'react'
import { Link } from 'gatsby'
import { ContentImage, type ImageSource } from '../ContentImage/ContentImage'
import { DraftBadge, type ScheduleNotice } from '../DraftBadge/DraftBadge'
import * as styles from './EntryCard.module.css'

/** What every card of an entry (a blog post, a case study) shows. */
export interface EntryCardContent {
  title: string
  path: string
  image: ImageSource
  imageAlt: string
  /** Shown only by the development server. */
  draft?: boolean
  /** When the development server shows it outside its schedule. */
  schedule?: ScheduleNotice
}

/** A list's own classes for the card's parts, each composing the card's own (EntryCard.module.css). */
export type EntryCardClasses = Partial<Record<'card' | 'body' | 'title' | 'excerpt', string>>

interface EntryCardProps extends EntryCardContent {
  /** Heading level of the title: h2 on a page listing entries, h3 below a section heading. */
  titleLevel: 2 | 3
  /** Above the title: the category, the date. */
  meta: ReactNode
  excerpt?: string
  classes?: EntryCardClasses
  /** The card's element: a list item, or an article in one where the list item is the list's own (a carousel's slide). */
  as?: 'li' | 'article'
  /** What closes the card: tags, a figure, a link's words. */
  children?: ReactNode
}

/** One entry as a card: its image, a badge in the development server, the meta line, the linked title, the excerpt. */
export function EntryCard({
  title,
  path,
  image,
  imageAlt,
  draft,
  schedule,
  titleLevel,
  meta,
  excerpt,
  classes = {},
  as: Card = 'li',
  children,
}: EntryCardProps) {
  const Title = `h${titleLevel}` as const
  return (
    <Card className={classes.card || styles.card}>
      <ContentImage image={image} alt={imageAlt} className={styles.image} />
      <div className={classes.body || styles.body}>
        {(draft || schedule) && <DraftBadge className={styles.draft} schedule={schedule} />}
        {meta}
        <Title className={classes.title || styles.title}>
          <Link to={path} className={styles.link}>
            {title}
          </Link>
        </Title>
        {excerpt !== undefined && <p className={classes.excerpt || styles.excerpt}>{excerpt}</p>}
        {children}
      </div>
    </Card>
  )
}
