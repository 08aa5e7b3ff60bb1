import React from 'react'
import { Link } from 'gatsby'
import ArrowRight from 'lucide-react/icons/arrow-right'
import { usePhrases } from '@src/hooks/use-phrases'
import { ContentImage, type ImageSource } from '../ContentImage/ContentImage'
import { DraftBadge, type ScheduleNotice } from '../DraftBadge/DraftBadge'
import { SectionHeading, type SectionHeadingProps } from '../SectionHeading/SectionHeading'
import { buttonClass } from '@src/styles/button-class'
import * as styles from './CaseStudyCards.module.css'
import type { SectionPlacement } from '@src/lib/shared/later-section'

export interface CaseStudyCard {
  title: string
  category: string
  path: string
  image: ImageSource
  imageAlt: string
  /** Shown only by the development server. */
  draft?: boolean
  /** When the development server shows it outside its schedule. */
  schedule?: ScheduleNotice
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
          {cases.map(({ title, category, path, image, imageAlt, draft, schedule }) => (
            <li key={path} className={styles.card}>
              <ContentImage image={image} alt={imageAlt} className={styles.image} />
              <div className={styles.body}>
                {(draft || schedule) && <DraftBadge className={styles.draft} schedule={schedule} />}
                <p className={styles.category}>{category}</p>
                <h3 className={styles.title}>
                  <Link to={path} className={styles.link}>
                    {title}
                  </Link>
                </h3>
                <span className={styles.more} aria-hidden="true">
                  {phrases.text('home.read_case_study')} <ArrowRight size={16} className="directional" />
                </span>
              </div>
            </li>
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
