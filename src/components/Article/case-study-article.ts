/**
 * What a case study page shows, from its query data. The page template and the CMS preview
 * (src/cms/preview) both use this, so a preview shows a case study as its page will.
 */
import { formatMonth } from '../../lib/format-date'
import { toImageSource } from '../../lib/to-image-source'
import type { ArticleContent } from './Article'

export type CaseStudyData = NonNullable<Queries.CaseStudyQuery['caseStudy']>

export function caseStudyArticle(study: CaseStudyData): ArticleContent {
  return {
    title: study.title,
    category: study.category,
    meta: [
      { label: 'Category', value: study.category },
      { label: 'Date', value: formatMonth(study.date) },
      ...(study.author ? [{ label: 'Author', value: study.author }] : []),
      { label: 'Focus', value: study.focus },
    ],
    image: toImageSource(study.image),
    imageAlt: study.image_alt,
    figures: [...study.claims],
    figuresLabel: 'Results',
    html: study.html,
  }
}
