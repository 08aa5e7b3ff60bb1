import React, { useEffect, useRef, useState } from 'react'
import { Link } from 'gatsby'
import ArrowLeft from 'lucide-react/icons/arrow-left'
import ArrowRight from 'lucide-react/icons/arrow-right'
import Calendar from 'lucide-react/icons/calendar'
import MessageSquare from 'lucide-react/icons/message-square'
import { usePhrases } from '@src/hooks/use-phrases'
import { scrollBehavior } from '@src/lib/browser/reduced-motion'
import { EntryCard, type EntryCardContent } from '../EntryCard/EntryCard'
import { SectionHeading, type SectionHeadingProps } from '../SectionHeading/SectionHeading'
import { buttonClass } from '@src/styles/button-class'
import * as styles from './BlogCarousel.module.css'
import type { SectionPlacement } from '@src/lib/shared/later-section'

export interface BlogCard extends EntryCardContent {
  /** Already formatted, e.g. 15 July 2025. */
  date: string
  comments: number
  excerpt: string
}

export interface BlogCarouselProps extends SectionPlacement {
  intro: Pick<SectionHeadingProps, 'eyebrow' | 'heading' | 'intro'>
  /** The page listing every entry, e.g. the blog index. */
  more?: { label: string; path: string }
  posts: BlogCard[]
}

/** A card this much in view counts as fully shown (allows for sub-pixel positions). */
const SHOWN_RATIO = 0.95

/**
 * The home page's carousel of blog posts: a scroll-snapping row (three cards on wide screens, two
 * on tablets, one and a peek on phones) with previous/next buttons. Every card stays in the page
 * for keyboard, screen reader and no-JavaScript readers; the browser does the scrolling.
 */
export function BlogCarousel({ intro, posts, more, later }: BlogCarouselProps) {
  const phrases = usePhrases()
  const track = useRef<HTMLUListElement>(null)
  const [atStart, setAtStart] = useState(true)
  const [atEnd, setAtEnd] = useState(false)

  // The row is at its start while the first card is fully shown and at its end while the last one
  // is. An observer tells without reading layout, so mounting and scrolling force no reflow.
  useEffect(() => {
    const el = track.current
    if (!el || typeof IntersectionObserver === 'undefined') return
    const first = el.firstElementChild
    const last = el.lastElementChild
    if (!first || !last) return
    const observer = new IntersectionObserver(
      (entries) => {
        for (const { target, intersectionRatio } of entries) {
          const shown = intersectionRatio >= SHOWN_RATIO
          if (target === first) setAtStart(shown)
          if (target === last) setAtEnd(shown)
        }
      },
      { root: el, threshold: [SHOWN_RATIO] },
    )
    observer.observe(first)
    observer.observe(last)
    return () => observer.disconnect()
  }, [])

  /** Scrolls by one card (its width plus the gap to the next). */
  const step = (direction: 1 | -1) => {
    const el = track.current
    if (!el || el.children.length < 2) return
    const cards = el.children
    const distance = (cards[1] as HTMLElement).offsetLeft - (cards[0] as HTMLElement).offsetLeft
    el.scrollBy({ left: direction * distance, behavior: scrollBehavior() })
  }

  return (
    <section data-later={later || undefined} className={styles.section}>
      <div className="container">
        <div className={styles.head}>
          <SectionHeading {...intro} />
          <div className={styles.arrows}>
            <button
              type="button"
              className={styles.arrow}
              onClick={() => step(-1)}
              disabled={atStart}
              aria-label={phrases.text('home.previous_posts')}
            >
              <ArrowLeft aria-hidden="true" size={20} className="directional" />
            </button>
            <button
              type="button"
              className={styles.arrow}
              onClick={() => step(1)}
              disabled={atEnd}
              aria-label={phrases.text('home.next_posts')}
            >
              <ArrowRight aria-hidden="true" size={20} className="directional" />
            </button>
          </div>
        </div>
        <ul ref={track} className={styles.track} aria-label={intro.heading}>
          {posts.map(({ date, comments, ...post }) => (
            <li key={post.path} className={styles.slide}>
              <EntryCard
                {...post}
                as="article"
                titleLevel={3}
                classes={{ card: styles.card, title: styles.title, excerpt: styles.excerpt }}
                meta={
                  <p className={styles.meta}>
                    <span>
                      <Calendar aria-hidden="true" size={15} /> {date}
                    </span>
                    <span>
                      <MessageSquare aria-hidden="true" size={15} /> {phrases.count('articles.comment_count', comments)}
                    </span>
                  </p>
                }
              />
            </li>
          ))}
        </ul>
        {more && (
          <Link to={more.path} className={buttonClass('secondary', styles.more)}>
            {more.label} <ArrowRight aria-hidden="true" size={16} className="directional" />
          </Link>
        )}
      </div>
    </section>
  )
}
