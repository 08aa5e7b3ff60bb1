import React from 'react'
import { Quote, Star } from 'lucide-react'
import type { Testimonial } from '../WhyPartner/WhyPartner'
import * as styles from './TestimonialGrid.module.css'

const MAX_STARS = 5

/** Client testimonials as quote cards with their star rating. */
export function TestimonialGrid({ testimonials }: { testimonials: Testimonial[] }) {
  return (
    <ul className={styles.grid}>
      {testimonials.map(({ name, role, text, rating, reviewsLabel }) => (
        <li key={name} className={styles.card}>
          <figure className={styles.figure}>
            <Quote size={24} aria-hidden="true" className={styles.mark} />
            <blockquote className={styles.quote}>
              <p>{text}</p>
            </blockquote>
            <figcaption className={styles.caption}>
              <span className={styles.name}>{name}</span>
              {role && <span className={styles.role}>{role}</span>}
              <span className={styles.rating}>
                <span className={styles.stars} role="img" aria-label={`${rating} out of ${MAX_STARS} stars`}>
                  {Array.from({ length: MAX_STARS }, (_, i) => (
                    <Star key={i} size={16} aria-hidden="true" className={i < rating ? styles.on : styles.off} />
                  ))}
                </span>
                <span className={styles.reviews}>{reviewsLabel}</span>
              </span>
            </figcaption>
          </figure>
        </li>
      ))}
    </ul>
  )
}
