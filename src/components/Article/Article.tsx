import React from 'react'
import { Link } from 'gatsby'
import ArrowLeft from 'lucide-react/icons/arrow-left'
import ArrowRight from 'lucide-react/icons/arrow-right'
import { usePhrases } from '@src/hooks/use-phrases'
import { ContentImage, type ImageSource } from '../ContentImage/ContentImage'
import { DraftBadge, type ScheduleNotice } from '../DraftBadge/DraftBadge'
import { Figures, type Figure } from '../Figures/Figures'
import { Tags, type TagLink } from '../Tags/Tags'
import { Prose } from '../Prose/Prose'
import * as styles from './Article.module.css'

export interface ArticleLink {
  title: string
  path: string
}

export interface ArticleProps {
  title: string
  category: string
  /** Facts about the article shown under its title, e.g. Date → 15 July 2025. */
  meta: Array<{ label: string; value: string; /** Also the result's date in the site search. */ searchDate?: boolean }>
  image: ImageSource
  imageAlt: string
  figures: Figure[]
  figuresLabel: string
  /** Sanitised HTML of the Markdown body. */
  html: string
  /** Linked to their pages. */
  tags?: TagLink[]
  /** Shown only by the development server: marks the article as not yet published. */
  draft?: boolean
  /** When the development server shows it outside its schedule. */
  schedule?: ScheduleNotice
  previous?: ArticleLink
  next?: ArticleLink
}

/** What an article shows of its own entry: everything but the links to its neighbours. */
export type ArticleContent = Omit<ArticleProps, 'previous' | 'next'>

/** The body of a blog post or case study page. */
export function Article({
  title,
  category,
  meta,
  image,
  imageAlt,
  figures,
  figuresLabel,
  html,
  tags = [],
  draft = false,
  schedule,
  previous,
  next,
}: ArticleProps) {
  const phrases = usePhrases()
  return (
    <article className={`container ${styles.article}`}>
      <header className={styles.header}>
        {(draft || schedule) && <DraftBadge className={styles.draft} schedule={schedule} />}
        <p className={styles.category}>{category}</p>
        <h1 className={styles.title} data-pagefind-weight="10">
          {title}
        </h1>
        {/* Labels and values run together in the search's snippets; the date is taken as the result's date. */}
        <dl className={styles.meta} data-pagefind-ignore>
          {meta.map(({ label, value, searchDate }) => (
            <div key={label} className={styles.metaItem}>
              <dt>{label}</dt>
              <dd data-pagefind-meta={searchDate ? 'date' : undefined}>{value}</dd>
            </div>
          ))}
        </dl>
      </header>
      <ContentImage image={image} alt={imageAlt} className={styles.image} />
      <div className={styles.column}>
        <Figures figures={figures} label={figuresLabel} />
        <Prose html={html} />
        <Tags tags={tags} />
        {(previous || next) && (
          <nav className={styles.pager} aria-label={phrases.text('articles.more')} data-pagefind-ignore="all">
            {previous && (
              <Link to={previous.path} className={styles.pagerLink} rel="prev">
                <span className={styles.pagerLabel}>
                  <ArrowLeft aria-hidden="true" size={16} className="directional" /> {phrases.text('articles.previous')}
                </span>
                <span className={styles.pagerTitle}>{previous.title}</span>
              </Link>
            )}
            {next && (
              <Link to={next.path} className={`${styles.pagerLink} ${styles.pagerNext}`} rel="next">
                <span className={styles.pagerLabel}>
                  {phrases.text('articles.next')} <ArrowRight aria-hidden="true" size={16} className="directional" />
                </span>
                <span className={styles.pagerTitle}>{next.title}</span>
              </Link>
            )}
          </nav>
        )}
      </div>
    </article>
  )
}
