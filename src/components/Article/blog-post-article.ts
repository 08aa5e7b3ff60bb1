/**
 * What a blog post page shows, from its query data. The page template and the CMS preview
 * (src/cms/preview) both use this, so a preview shows a post as its page will. (Case studies have
 * their own module, so that each template's script carries only its own mapping.)
 */
import { formatDate } from '../../lib/format-date'
import { toImageSource } from '../../lib/to-image-source'
import type { ArticleContent } from './Article'

export type BlogPostData = NonNullable<Queries.BlogPostQuery['blogPost']>

export function blogPostArticle(post: BlogPostData): ArticleContent {
  return {
    title: post.title,
    category: post.category,
    meta: [
      { label: 'Published', value: formatDate(post.date) },
      { label: 'Author', value: post.author },
      { label: 'Comments', value: `${post.comments} Comments` },
    ],
    image: toImageSource(post.image),
    imageAlt: post.image_alt,
    figures: [...post.facts],
    figuresLabel: 'Key facts',
    html: post.html,
    tags: [...post.tags],
  }
}
