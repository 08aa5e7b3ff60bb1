import React from 'react'
import { CheckCircle2, Quote, Star } from 'lucide-react'
import { SectionHeading, type SectionHeadingProps } from '../SectionHeading/SectionHeading'
import * as styles from './WhyPartner.module.css'

export interface Testimonial {
  name: string
  role?: string
  text: string
  rating: number
  reviewsLabel: string
}

export interface WhyPartnerProps {
  intro: Pick<SectionHeadingProps, 'eyebrow' | 'heading' | 'intro'>
  points: string[]
  testimonialsHeading: string
  testimonials: Testimonial[]
}

const MAX_STARS = 5

function Stars({ rating }: { rating: number }) {
  return (
    <span className={styles.stars} role="img" aria-label={`${rating} out of ${MAX_STARS} stars`}>
      {Array.from({ length: MAX_STARS }, (_, i) => (
        <Star key={i} aria-hidden="true" size={16} className={i < rating ? styles.starOn : styles.starOff} />
      ))}
    </span>
  )
}

/** Why partner with us: the points, then what clients say. */
export function WhyPartner({ intro, points, testimonialsHeading, testimonials }: WhyPartnerProps) {
  return (
    <section className={styles.section}>
      <div className={`container ${styles.grid}`}>
        <div>
          <SectionHeading {...intro} inverted />
          <ul className={styles.points}>
            {points.map((point) => (
              <li key={point}>
                <CheckCircle2 aria-hidden="true" size={20} className={styles.check} />
                {point}
              </li>
            ))}
          </ul>
        </div>
        <div>
          <h3 className={styles.testimonialsHeading}>{testimonialsHeading}</h3>
          <ul className={styles.testimonials}>
            {testimonials.map(({ name, role, text, rating, reviewsLabel }) => (
              <li key={name} className={styles.card}>
                <figure className={styles.figure}>
                  <Quote aria-hidden="true" size={22} className={styles.quoteMark} />
                  <blockquote className={styles.quote}>
                    <p>{text}</p>
                  </blockquote>
                  <figcaption className={styles.caption}>
                    <span className={styles.name}>{name}</span>
                    {role && <span className={styles.role}>{role}</span>}
                    <span className={styles.rating}>
                      <Stars rating={rating} />
                      <span className={styles.reviews}>{reviewsLabel}</span>
                    </span>
                  </figcaption>
                </figure>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </section>
  )
}
