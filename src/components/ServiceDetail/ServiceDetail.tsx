import React from 'react'
import { ContactDetails, type ContactDetailsProps } from '../ContactDetails/ContactDetails'
import { FeatureTiles, type FeatureTile } from '../FeatureTiles/FeatureTiles'
import { SectionHeading } from '../SectionHeading/SectionHeading'
import * as styles from './ServiceDetail.module.css'

interface Props {
  eyebrow: string
  heading: string
  paragraphs: readonly string[]
  tiles: FeatureTile[]
  contact: ContactDetailsProps
}

/** The service detail page's text beside the contact card, with its feature tiles below. */
export function ServiceDetail({ eyebrow, heading, paragraphs, tiles, contact }: Props) {
  return (
    <section className={styles.detail} aria-labelledby="service-detail-heading">
      <div className={`container ${styles.grid}`}>
        <div className={styles.text}>
          <SectionHeading eyebrow={eyebrow} heading={heading} id="service-detail-heading" />
          {paragraphs.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </div>
        <aside className={styles.aside}>
          <ContactDetails {...contact} />
        </aside>
      </div>
      <div className={`container ${styles.tiles}`}>
        <FeatureTiles tiles={tiles} label={heading} />
      </div>
    </section>
  )
}
