/**
 * What a blog post page shows, from its query data. The page template and the CMS preview
 * (src/cms/preview) both use this, so a preview shows a post as its page will. (Case studies have
 * their own module, so that each template's script carries only its own mapping.)
 */
import { formatDate } from '../../lib/format-date'
import { required } from '../../lib/required'
import { toImageSource } from '../../lib/to-image-source'
import type { ArticleContent } from './Article'

export type BlogPostData = NonNullable<Queries.BlogPostQuery['markdownRemark']>

export function blogPostArticle({ html, frontmatter: fm }: BlogPostData): ArticleContent {
  return {
    title: fm.title,
    category: required(fm.category, 'category'),
    meta: [
      { label: 'Published', value: formatDate(required(fm.date, 'date')) },
      { label: 'Author', value: required(fm.author, 'author') },
      { label: 'Comments', value: `${fm.comments ?? 0} Comments` },
    ],
    image: toImageSource(required(fm.image, 'image')),
    imageAlt: required(fm.image_alt, 'image description'),
    figures: [...(fm.facts ?? [])],
    figuresLabel: 'Key facts',
    html: html ?? '',
    tags: [...(fm.tags ?? [])],
  }
}
