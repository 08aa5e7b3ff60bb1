/**
 * What a case study page shows, from its query data. The page template and the CMS preview
 * (src/cms/preview) both use this, so a preview shows a case study as its page will.
 */
import { formatMonth } from '../../lib/format-date'
import { required } from '../../lib/required'
import { toImageSource } from '../../lib/to-image-source'
import type { ArticleContent } from './Article'

export type CaseStudyData = NonNullable<Queries.CaseStudyQuery['markdownRemark']>

export function caseStudyArticle({ html, frontmatter: fm }: CaseStudyData): ArticleContent {
  const category = required(fm.category, 'category')
  return {
    title: fm.title,
    category,
    meta: [
      { label: 'Category', value: category },
      { label: 'Date', value: formatMonth(required(fm.date, 'date')) },
      ...(fm.author ? [{ label: 'Author', value: fm.author }] : []),
      { label: 'Focus', value: required(fm.focus, 'focus') },
    ],
    image: toImageSource(required(fm.image, 'image')),
    imageAlt: required(fm.image_alt, 'image description'),
    figures: [...(fm.claims ?? [])],
    figuresLabel: 'Results',
    html: html ?? '',
  }
}
