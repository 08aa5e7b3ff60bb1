import React from 'react'
import { FeatureTiles, type FeatureTile } from '../FeatureTiles/FeatureTiles'
import { SectionHeading } from '../SectionHeading/SectionHeading'
import * as styles from './WhyChooseUs.module.css'
import type { SectionPlacement } from '@src/lib/shared/later-section'

export interface WhyChooseUsProps extends SectionPlacement {
  eyebrow: string
  heading: string
  intro?: string | null
  points: FeatureTile[]
  id?: string
  /** Directly under the page title: less space above. */
  first?: boolean
}

/** The reasons to work with the firm: a heading beside a grid of icon points. */
export function WhyChooseUs({ eyebrow, heading, intro, points, id = 'why-choose-us', first = false, later }: WhyChooseUsProps) {
  const headingId = `${id}-heading`
  return (
    <section
      data-later={later || undefined}
      className={`${styles.section} ${first ? styles.first : ''}`}
      aria-labelledby={headingId}
      id={id}
    >
      <div className={`container ${styles.inner}`}>
        <div className={styles.lead}>
          <SectionHeading eyebrow={eyebrow} heading={heading} intro={intro} id={headingId} />
        </div>
        <FeatureTiles tiles={points} variant="plain" />
      </div>
    </section>
  )
}
