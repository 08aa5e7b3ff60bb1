import React from 'react'
import { ContentImage, type ImageSource } from '../ContentImage/ContentImage'
import * as styles from './Clients.module.css'
import type { SectionPlacement } from '@src/lib/shared/later-section'

export interface ClientLogo {
  name: string
  logo: ImageSource
}

export interface ClientsProps extends SectionPlacement {
  showTitle: boolean
  title: string
  claimValue: number
  claimLabel: string
  logos: ClientLogo[]
}

/** Client logos with the happy-users claim; the title is shown only when content asks for it. */
export function Clients({ showTitle, title, claimValue, claimLabel, logos, later }: ClientsProps) {
  return (
    <section
      data-later={later || undefined}
      className={styles.section}
      {...(showTitle ? { 'aria-labelledby': 'clients-title' } : { 'aria-label': title })}
    >
      <div className={`container ${styles.inner}`}>
        <div className={styles.intro}>
          {showTitle && (
            <h2 className={styles.title} id="clients-title">
              {title}
            </h2>
          )}
          <p className={styles.claim}>
            <span className={`${styles.claimValue} tabular`}>{claimValue}</span> <span className={styles.claimLabel}>{claimLabel}</span>
          </p>
        </div>
        <ul className={styles.logos}>
          {logos.map(({ name, logo }) => (
            <li key={name} className={styles.logo}>
              <ContentImage image={logo} alt={name} className={styles.image} />
            </li>
          ))}
        </ul>
      </div>
    </section>
  )
}
