import React from 'react'
import { usePhrases } from '@src/hooks/use-phrases'
import { EntryCard, type EntryCardContent } from '../EntryCard/EntryCard'
import type { Figure } from '../Figures/Figures'
import { PageTitle } from '../PageTitle/PageTitle'
import * as styles from './CaseStudyIndex.module.css'

export interface CaseStudySummary extends EntryCardContent {
  category: string
  /** Already formatted, e.g. July 2025. */
  date: string
  /** The same date as YYYY-MM-DD, for machines. */
  isoDate: string
  excerpt: string
  /** The result the case study leads with. */
  figure: Figure
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
            {studies.map(({ category, date, isoDate, figure, ...study }) => (
              <EntryCard
                key={study.path}
                {...study}
                titleLevel={2}
                classes={{ card: styles.card, body: styles.body, title: styles.title, excerpt: styles.excerpt }}
                meta={
                  <p className={styles.meta}>
                    <span className={styles.category}>{category}</span>
                    <time dateTime={isoDate}>{date}</time>
                  </p>
                }
              >
                <p className={styles.figure}>
                  <span className={styles.figureValue}>{figure.value}</span> <span className={styles.figureLabel}>{figure.label}</span>
                </p>
              </EntryCard>
            ))}
          </ul>
        )}
      </div>
    </>
  )
}
