import React from 'react'
import type { IconName } from '@src/config/icon-names'
import { Icon } from '../Icon/Icon'
import { SectionHeading, type SectionHeadingProps } from '../SectionHeading/SectionHeading'
import * as styles from './ServiceCards.module.css'
import type { SectionPlacement } from '@src/lib/shared/later-section'

export interface ServiceCard {
  title: string
  specialist: string
  description: string
  icon: IconName
}

export interface ServiceCardsProps extends SectionPlacement {
  intro: Pick<SectionHeadingProps, 'eyebrow' | 'heading' | 'intro'>
  services: ServiceCard[]
  /** A home menu target: focusable by script, so focus follows a jump to it. */
  id?: string
}

/** The home page's service cards: icon, title, specialist label, description. */
export function ServiceCards({ intro, services, id, later }: ServiceCardsProps) {
  return (
    <section data-later={later || undefined} className={styles.section} id={id} tabIndex={id ? -1 : undefined}>
      <div className="container">
        <SectionHeading {...intro} align="center" />
        <ul className={styles.grid}>
          {services.map(({ title, specialist, description, icon }) => (
            <li key={title} className={styles.card}>
              <span className={styles.icon}>
                <Icon name={icon} size={26} />
              </span>
              <h3 className={styles.title}>{title}</h3>
              <p className={styles.specialist}>{specialist}</p>
              <p className={styles.description}>{description}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  )
}
