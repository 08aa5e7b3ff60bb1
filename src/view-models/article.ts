/**
 * What a blog post or case study page shows, from its query data. The page templates and the CMS
 * previews (admin/src/preview/ArticlePreviews.tsx) both use this, so a preview shows an entry as its
 * page will.
 */
import { graphql } from 'gatsby'
import type { ArticleContent } from '@src/components/Article/Article'
import type { PageSeoProps } from '@src/components/Seo/PageSeo'
import type { Locale } from '@src/config/locales'
import { required } from '@src/lib/shared/required'
import type { SitePhrases } from '@src/types/phrases'
import { toImageSource } from './image'
import { tagLinks } from './post-listing'
import { scheduleNotice } from './schedule-notice'

/** The hero image of a blog post or case study page, as Article shows it. A fragment Gatsby's query compiler reads; no module imports it. @public */
export const articleImage = graphql`
  fragment ArticleImage on File {
    childImageSharp {
      # 320–1600 px wide, the same files as the CardImage of a 16:10 image, so each post image is resized once.
      gatsbyImageData(
        width: 960
        layout: CONSTRAINED
        outputPixelDensities: [0.3334, 0.6667, 1, 1.3334, 1.6667]
        sizes: "(min-width: 1040px) 960px, 100vw"
      )
    }
    publicURL
  }
`

export type BlogPostData = Queries.BlogPostQuery['blogPostById']
export type CaseStudyData = Queries.CaseStudyQuery['caseStudyById']

/** What blog posts and case studies have in common. */
type ArticleEntry = Pick<
  BlogPostData,
  'html' | 'path' | 'title' | 'excerpt' | 'category' | 'image' | 'image_alt' | 'draft' | 'scheduled' | 'publish_at' | 'unpublish_at'
>

/** The page's search and share metadata: its summary and hero image. */
export const articleSeo = (entry: ArticleEntry): PageSeoProps => ({
  title: entry.title,
  description: entry.excerpt,
  pathname: entry.path,
  type: 'article',
  // A File's URL is nullable in Gatsby's schema.
  image: required(entry.image.publicURL, 'image'),
  imageAlt: entry.image_alt,
})

const sharedContent = (entry: ArticleEntry) => ({
  title: entry.title,
  category: entry.category,
  image: toImageSource(entry.image),
  imageAlt: entry.image_alt,
  html: entry.html,
  draft: entry.draft,
  schedule: scheduleNotice(entry),
})

export const blogPostArticle = (post: BlogPostData, phrases: SitePhrases, locale: Locale): ArticleContent => ({
  ...sharedContent(post),
  meta: [
    { label: phrases.text('articles.published'), value: phrases.date(post.date), searchDate: true },
    { label: phrases.text('articles.author'), value: post.author },
    { label: phrases.text('articles.comments'), value: phrases.count('articles.comment_count', post.comments) },
  ],
  figures: [...post.facts],
  figuresLabel: phrases.text('articles.facts'),
  tags: tagLinks(post.tags, locale),
})

export const caseStudyArticle = (study: CaseStudyData, phrases: SitePhrases): ArticleContent => ({
  ...sharedContent(study),
  meta: [
    { label: phrases.text('articles.category'), value: study.category },
    { label: phrases.text('articles.date'), value: phrases.month(study.date) },
    ...(study.author ? [{ label: phrases.text('articles.author'), value: study.author }] : []),
    { label: phrases.text('articles.focus'), value: study.focus },
  ],
  figures: [...study.claims],
  figuresLabel: phrases.text('articles.results'),
})
