import React from 'react'
import CheckCircle2 from 'lucide-react/icons/check-circle-2'
import { SectionHeading, type SectionHeadingProps } from '../SectionHeading/SectionHeading'
import { Testimonials, type Testimonial } from '../Testimonials/Testimonials'
import * as styles from './WhyPartner.module.css'
import type { SectionPlacement } from '@src/lib/shared/later-section'

export interface WhyPartnerProps extends SectionPlacement {
  intro: Pick<SectionHeadingProps, 'eyebrow' | 'heading' | 'intro'>
  points: string[]
  testimonialsHeading: string
  testimonials: Testimonial[]
}

/** Why partner with us: the points, then what clients say. */
export function WhyPartner({ intro, points, testimonialsHeading, testimonials, later }: WhyPartnerProps) {
  return (
    <section data-later={later || undefined} className={styles.section}>
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
          <Testimonials testimonials={testimonials} tone="dark" />
        </div>
      </div>
    </section>
  )
}
