import React from 'react'
import { Link } from 'gatsby'
import ArrowRight from 'lucide-react/icons/arrow-right'
import { usePhrases } from '@src/hooks/use-phrases'
import { EntryCard, type EntryCardContent } from '../EntryCard/EntryCard'
import { SectionHeading, type SectionHeadingProps } from '../SectionHeading/SectionHeading'
import { buttonClass } from '@src/styles/button-class'
import * as styles from './CaseStudyCards.module.css'
import type { SectionPlacement } from '@src/lib/shared/later-section'

export interface CaseStudyCard extends EntryCardContent {
  category: string
}

export interface CaseStudyCardsProps extends SectionPlacement {
  intro: Pick<SectionHeadingProps, 'eyebrow' | 'heading' | 'intro'>
  /** The page listing every entry, e.g. the blog index. */
  more?: { label: string; path: string }
  cases: CaseStudyCard[]
}

/** Cards linking to the case study pages, and a link to the index of them all. */
export function CaseStudyCards({ intro, cases, more, later }: CaseStudyCardsProps) {
  const phrases = usePhrases()
  return (
    <section data-later={later || undefined} className={styles.section}>
      <div className="container">
        <SectionHeading {...intro} />
        <ul className={styles.grid}>
          {cases.map(({ category, ...study }) => (
            <EntryCard
              key={study.path}
              {...study}
              titleLevel={3}
              classes={{ card: styles.card, body: styles.body, title: styles.title }}
              meta={<p className={styles.category}>{category}</p>}
            >
              <span className={styles.more} aria-hidden="true">
                {phrases.text('home.read_case_study')} <ArrowRight size={16} className="directional" />
              </span>
            </EntryCard>
          ))}
        </ul>
        {more && (
          <Link to={more.path} className={buttonClass('secondary', styles.all)}>
            {more.label} <ArrowRight aria-hidden="true" size={16} className="directional" />
          </Link>
        )}
      </div>
    </section>
  )
}
