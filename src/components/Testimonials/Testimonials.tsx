import React from 'react'
import Quote from 'lucide-react/icons/quote'
import { usePhrases } from '@src/hooks/use-phrases'
import * as styles from './Testimonials.module.css'

export interface Testimonial {
  name: string
  role?: string
  text: string
  rating: number
  reviewsLabel: string
}

interface Props {
  testimonials: Testimonial[]
  /** Cards on a light page, or translucent cards on a dark section. */
  tone?: 'light' | 'dark'
}

const MAX_STARS = 5

/** Client testimonials as quote cards: text, name, role, star rating announced in words, reviews label. */
export function Testimonials({ testimonials, tone = 'light' }: Props) {
  const phrases = usePhrases()
  return (
    <ul className={`${styles.grid} ${tone === 'dark' ? styles.dark : ''}`}>
      {testimonials.map(({ name, role, text, rating, reviewsLabel }) => (
        <li key={name} className={styles.card}>
          <figure className={styles.figure}>
            <Quote size={24} aria-hidden="true" className={styles.mark} />
            <blockquote className={styles.quote}>
              <p>{text}</p>
            </blockquote>
            <figcaption className={styles.caption}>
              <span className={styles.name}>{name}</span>
              {/* Not drawn in the column; keeps the name and role apart in the page's text (the search's snippets). */}
              {role && (
                <>
                  {' '}
                  <span className={styles.role}>{role}</span>
                </>
              )}
              <span className={styles.rating}>
                {/* One element drawn by CSS rather than five icons: the page hydrates faster. */}
                <span
                  className={styles.stars}
                  role="img"
                  aria-label={phrases.text('testimonials.rating', { rating, max: MAX_STARS })}
                  style={{ '--rating': rating, '--stars': MAX_STARS } as React.CSSProperties}
                />
                <span className={styles.reviews}>{reviewsLabel}</span>
              </span>
            </figcaption>
          </figure>
        </li>
      ))}
    </ul>
  )
}
