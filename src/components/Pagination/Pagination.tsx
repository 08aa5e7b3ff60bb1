import React from 'react'
import { Link } from 'gatsby'
import ArrowLeft from 'lucide-react/icons/arrow-left'
import ArrowRight from 'lucide-react/icons/arrow-right'
import { usePhrases } from '@src/hooks/use-phrases'
import * as styles from './Pagination.module.css'

export type PageLink = { number: number; path: string; current: boolean } | 'gap'

export interface PaginationProps {
  /** Names the navigation, e.g. "Pages of the blog". */
  label: string
  pages: PageLink[]
  previous?: string
  next?: string
}

/** Numbered links to the pages of a list, with previous and next; nothing when there is one page. */
export function Pagination({ label, pages, previous, next }: PaginationProps) {
  const phrases = usePhrases()
  if (pages.length < 2) return null
  const previousText = phrases.text('articles.previous')
  const nextText = phrases.text('articles.next')
  return (
    <nav className={styles.nav} aria-label={label}>
      {previous ? (
        <Link to={previous} rel="prev" className={`${styles.step} ${styles.link}`}>
          <ArrowLeft aria-hidden="true" size={16} className="directional" /> {previousText}
        </Link>
      ) : (
        <span className={`${styles.step} ${styles.disabled}`} aria-hidden="true">
          <ArrowLeft size={16} className="directional" /> {previousText}
        </span>
      )}
      <ol className={styles.pages}>
        {pages.map((page, i) =>
          page === 'gap' ? (
            <li key={`gap-${i}`} className={styles.gap} aria-hidden="true">
              …
            </li>
          ) : (
            <li key={page.number}>
              <Link
                to={page.path}
                className={`${styles.page} ${styles.link} ${page.current ? styles.current : ''}`}
                aria-current={page.current ? 'page' : undefined}
                aria-label={phrases.text('listings.page_link', { page: page.number })}
              >
                {page.number}
              </Link>
            </li>
          ),
        )}
      </ol>
      {next ? (
        <Link to={next} rel="next" className={`${styles.step} ${styles.link}`}>
          {nextText} <ArrowRight aria-hidden="true" size={16} className="directional" />
        </Link>
      ) : (
        <span className={`${styles.step} ${styles.disabled}`} aria-hidden="true">
          {nextText} <ArrowRight size={16} className="directional" />
        </span>
      )}
    </nav>
  )
}
