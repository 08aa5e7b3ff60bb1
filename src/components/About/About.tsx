import React from 'react'
import Mail from 'lucide-react/icons/mail'
import MessageCircle from 'lucide-react/icons/message-circle'
import { usePhrases } from '@src/hooks/use-phrases'
import { ChatLink } from '../ChatLink/ChatLink'
import { ContentImage, type ImageSource } from '../ContentImage/ContentImage'
import { SectionHeading } from '../SectionHeading/SectionHeading'
import * as styles from './About.module.css'
import type { SectionPlacement } from '@src/lib/shared/later-section'

export interface AboutProps extends SectionPlacement {
  eyebrow: string
  heading: string
  watermark: string
  text: string
  image: ImageSource
  imageAlt: string
  successLabel: string
  successValue: string
  /** Progress bar fill, 0 to 100. */
  progress: number
  phone: string
  email: string
  chatUrl: string
  /** A home menu target: focusable by script, so focus follows a jump to it. */
  id?: string
}

/** About the company: paragraph, contact block, work-success figure and progress bar, watermark. */
export function About({
  eyebrow,
  heading,
  watermark,
  text,
  image,
  imageAlt,
  successLabel,
  successValue,
  progress,
  phone,
  email,
  chatUrl,
  id,
  later,
}: AboutProps) {
  const phrases = usePhrases()
  return (
    <section data-later={later || undefined} className={styles.about} id={id} tabIndex={id ? -1 : undefined}>
      <span className={`${styles.watermark} pin-end`} aria-hidden="true">
        {watermark}
      </span>
      <div className={`container ${styles.grid}`}>
        <div className={styles.media}>
          <ContentImage image={image} alt={imageAlt} className={styles.image} />
          <div className={styles.success}>
            <p className={styles.successValue}>
              <span className="tabular ltr">{successValue}</span> <span className={styles.successLabel}>{successLabel}</span>
            </p>
            <div
              className={styles.track}
              role="progressbar"
              aria-valuenow={progress}
              aria-valuemin={0}
              aria-valuemax={100}
              aria-label={successLabel}
            >
              <span className={styles.fill} style={{ width: `${progress}%` }} />
            </div>
          </div>
        </div>
        <div className={styles.body}>
          <SectionHeading eyebrow={eyebrow} heading={heading} />
          <p className={styles.text}>{text}</p>
          <ul className={styles.contacts}>
            <li>
              <ChatLink href={chatUrl} className={styles.contact}>
                <span className={styles.contactIcon}>
                  <MessageCircle aria-hidden="true" size={20} />
                </span>
                <span>
                  <span className={styles.contactLabel}>{phrases.text('home.about_phone')}</span>
                  <span className={`${styles.contactValue} tabular`}>
                    <span className="ltr">{phone}</span>
                  </span>
                  <span className="visually-hidden">{` ${phrases.text('page.opens_chat')}`}</span>
                </span>
              </ChatLink>
            </li>
            <li>
              <a href={`mailto:${email}`} className={styles.contact}>
                <span className={styles.contactIcon}>
                  <Mail aria-hidden="true" size={20} />
                </span>
                <span>
                  <span className={styles.contactLabel}>{phrases.text('home.about_email')}</span>
                  <span className={styles.contactValue}>
                    <span className="ltr">{email}</span>
                  </span>
                </span>
              </a>
            </li>
          </ul>
        </div>
      </div>
    </section>
  )
}
