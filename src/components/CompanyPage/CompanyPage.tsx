import React from 'react'
import { DraftBadge, type ScheduleNotice } from '../DraftBadge/DraftBadge'
import { Prose } from '../Prose/Prose'
import type { SectionPlacement } from '@src/lib/shared/later-section'
import * as styles from './CompanyPage.module.css'

export interface CompanyPageProps {
  title: string
  description: string
  /** Sanitised HTML of the Markdown body. */
  html: string
  /** When the text was last reviewed: a label, the ISO date and how it reads. */
  reviewed?: { label: string; iso: string; text: string }
  /** Shown beside the text on wide screens, e.g. the contact details. */
  aside?: React.ReactNode
  /** Content in the page column below the text, e.g. the team or the gallery. */
  children?: React.ReactNode
  /** Full-width sections after the page column, e.g. the pricing table. */
  sections?: React.ReactNode
  /** When the development server shows it outside its schedule. */
  schedule?: ScheduleNotice
}

/** A page under /company/: title, summary, Markdown text, then its embedded sections. */
export function CompanyPage({ title, description, html, reviewed, aside, children, sections, schedule }: CompanyPageProps) {
  return (
    <>
      <div className={`container ${styles.page}`}>
        <header className={styles.header}>
          {schedule && <DraftBadge className={styles.draft} schedule={schedule} />}
          <h1 className={styles.title} data-pagefind-weight="10">
            {title}
          </h1>
          <p className={styles.lead}>{description}</p>
          {reviewed && (
            <p className={styles.reviewed}>
              {reviewed.label} <time dateTime={reviewed.iso}>{reviewed.text}</time>
            </p>
          )}
        </header>
        <div className={`${styles.body} ${aside ? styles.withAside : ''}`}>
          <div className={styles.main}>
            {html.trim() !== '' && <Prose html={html} />}
            {children && <div className={styles.extra}>{children}</div>}
          </div>
          {aside && <aside className={styles.aside}>{aside}</aside>}
        </div>
      </div>
      {sections}
    </>
  )
}

/** A titled band for a section embedded in a company page that has no frame of its own. */
export function CompanySection({
  heading,
  children,
  id,
  hideHeading = false,
  later,
}: {
  heading: string
  children: React.ReactNode
  id: string
  hideHeading?: boolean
} & SectionPlacement) {
  return (
    <section data-later={later || undefined} className={styles.section} aria-labelledby={`${id}-heading`}>
      <div className="container">
        <h2 className={hideHeading ? 'visually-hidden' : styles.sectionHeading} id={`${id}-heading`}>
          {heading}
        </h2>
        {children}
      </div>
    </section>
  )
}
