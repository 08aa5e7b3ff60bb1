/**
 * The index of every case study (src/templates/case-study-index.tsx): each study's card, leading
 * with its headline figure, the first of its highlighted figures.
 */
import type { CaseStudySummary } from '@src/components/CaseStudyIndex/CaseStudyIndex'
import type { SitePhrases } from '@src/types/phrases'
import { toImageSource } from './image'
import { scheduleNotice } from './schedule-notice'

export type CaseStudyIndexNode = Queries.CaseStudyIndexQuery['caseStudies']['nodes'][number]

/** The figure a case study leads with: the first of its claims (the model requires at least one). */
export const headlineFigure = (claims: CaseStudyIndexNode['claims']): CaseStudySummary['figure'] => {
  const [first] = claims
  if (!first) throw new Error('A case study has no highlighted figure; the content model requires at least one')
  return { value: first.value, label: first.label }
}

export const toCaseStudySummaries = (nodes: readonly CaseStudyIndexNode[], phrases: SitePhrases): CaseStudySummary[] =>
  nodes.map((study) => ({
    title: study.title,
    path: study.path,
    category: study.category,
    date: phrases.month(study.date),
    isoDate: study.date,
    excerpt: study.excerpt,
    figure: headlineFigure(study.claims),
    image: toImageSource(study.image),
    imageAlt: study.image_alt,
    draft: study.draft,
    schedule: scheduleNotice(study),
  }))
