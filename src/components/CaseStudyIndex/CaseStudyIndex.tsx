import React from 'react'
import { Link } from 'gatsby'
import { usePhrases } from '../../hooks/use-phrases'
import { ContentImage, type ImageSource } from '../ContentImage/ContentImage'
import { DraftBadge, type ScheduleNotice } from '../DraftBadge/DraftBadge'
import type { Figure } from '../Figures/Figures'
import { PageTitle } from '../PageTitle/PageTitle'
import * as styles from './CaseStudyIndex.module.css'

export interface CaseStudySummary {
  title: string
  path: string
  category: string
  /** Already formatted, e.g. July 2025. */
  date: string
  /** The same date as YYYY-MM-DD, for machines. */
  isoDate: string
  excerpt: string
  /** The result the case study leads with. */
  figure: Figure
  image: ImageSource
  imageAlt: string
  /** Shown only by the development server. */
  draft?: boolean
  /** When the development server shows it outside its schedule. */
  schedule?: ScheduleNotice
}

export interface CaseStudyIndexProps {
  title: string
  intro?: string
  studies: CaseStudySummary[]
}

/** Every case study as a card: its result first, then what it was about, linking to the story. */
export function CaseStudyIndex({ title, intro, studies }: CaseStudyIndexProps) {
  const phrases = usePhrases()
  return (
    <>
      <PageTitle title={title}>{intro && <p className={styles.intro}>{intro}</p>}</PageTitle>
      <div className={`container ${styles.wrap}`}>
        {studies.length === 0 ? (
          <p className={styles.empty}>{phrases.text('articles.no_case_studies')}</p>
        ) : (
          <ul className={styles.grid}>
            {studies.map(({ title: name, path, category, date, isoDate, excerpt, figure, image, imageAlt, draft, schedule }) => (
              <li key={path} className={styles.card}>
                <ContentImage image={image} alt={imageAlt} className={styles.image} />
                <div className={styles.body}>
                  {(draft || schedule) && <DraftBadge className={styles.draft} schedule={schedule} />}
                  <p className={styles.meta}>
                    <span className={styles.category}>{category}</span>
                    <time dateTime={isoDate}>{date}</time>
                  </p>
                  <h2 className={styles.title}>
                    <Link to={path} className={styles.link}>
                      {name}
                    </Link>
                  </h2>
                  <p className={styles.excerpt}>{excerpt}</p>
                  <p className={styles.figure}>
                    <span className={styles.figureValue}>{figure.value}</span> <span className={styles.figureLabel}>{figure.label}</span>
                  </p>
                </div>
              </li>
            ))}
          </ul>
        )}
      </div>
    </>
  )
}
