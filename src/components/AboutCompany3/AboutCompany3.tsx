import React from 'react'
import CircleCheck from 'lucide-react/icons/circle-check'
import { ChatLink } from '../ChatLink/ChatLink'
import { buttonClass } from '@src/styles/button-class'
import { ContentImage, type ImageSource } from '../ContentImage/ContentImage'
import { SectionHeading } from '../SectionHeading/SectionHeading'
import * as styles from './AboutCompany3.module.css'
import type { SectionPlacement } from '@src/lib/shared/later-section'

export interface AboutCompany3Props extends SectionPlacement {
  eyebrow: string
  heading: string
  text: string
  points: string[]
  image: ImageSource
  imageAlt: string
  contactLabel: string
  chatUrl: string
  id?: string
}

/** How the firm works: text and a checklist beside an image, with the chat call to action. */
export function AboutCompany3({
  eyebrow,
  heading,
  text,
  points,
  image,
  imageAlt,
  contactLabel,
  chatUrl,
  id = 'how-we-work',
  later,
}: AboutCompany3Props) {
  const headingId = `${id}-heading`
  return (
    <section data-later={later || undefined} className={styles.section} aria-labelledby={headingId} id={id}>
      <div className={`container ${styles.inner}`}>
        <div className={styles.copy}>
          <SectionHeading eyebrow={eyebrow} heading={heading} id={headingId} />
          <p className={styles.text}>{text}</p>
          <ul className={styles.points}>
            {points.map((point) => (
              <li key={point}>
                <CircleCheck size={20} aria-hidden="true" className={styles.check} />
                {point}
              </li>
            ))}
          </ul>
          <ChatLink href={chatUrl} className={buttonClass('primary')}>
            {contactLabel}
          </ChatLink>
        </div>
        <div className={styles.media}>
          <ContentImage image={image} alt={imageAlt} className={styles.image} />
        </div>
      </div>
    </section>
  )
}
