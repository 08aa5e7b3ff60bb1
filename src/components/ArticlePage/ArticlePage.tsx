import React from 'react'
import { Article, type ArticleContent, type ArticleLink } from '../Article/Article'
import type { InnerLayout } from '../Layout/InnerLayout'
import type { SearchKind } from '@src/config/constants'
import type { LocalePageContext } from '@src/types/listing'
import { PostGrid, type PostCard } from '../PostGrid/PostGrid'
import { PageSeo, type PageSeoProps } from '../Seo/PageSeo'
import { useSiteChrome } from '@src/hooks/use-site-chrome'
import type { SectionPlacement } from '@src/lib/shared/later-section'
import * as styles from '@src/styles/listing.module.css'

/** The neighbours createPages links each blog post and case study to, in the post's edition. */
export interface ArticlePageContext extends LocalePageContext {
  previous: ArticleLink | null
  next: ArticleLink | null
}

interface ArticlePageProps {
  layout: typeof InnerLayout
  pathname: string
  seo: PageSeoProps
  article: ArticleContent
  context: ArticlePageContext
  /** Posts suggested after the article. */
  related?: PostCard[]
  searchKind: SearchKind
}

/** The page of a blog post or case study: the same article in the layout of its section. */
export function ArticlePage({ layout: Layout, pathname, seo, article, context, related = [], searchKind }: ArticlePageProps) {
  const relatedHeading = useSiteChrome(context.locale).phrases.text('articles.related')
  return (
    <Layout pathname={pathname} locale={context.locale} editions={context.editions} searchKind={searchKind}>
      <PageSeo {...seo} />
      <Article {...article} previous={context.previous ?? undefined} next={context.next ?? undefined} />
      {/* After the article, which fills the first screen. */}
      {related.length > 0 && <RelatedReading later heading={relatedHeading} posts={related} />}
    </Layout>
  )
}

/** Posts suggested after the article: a section of its own, so that its layout knows it as later. */
function RelatedReading({ later, heading, posts }: SectionPlacement & { heading: string; posts: PostCard[] }) {
  return (
    <section
      data-later={later || undefined}
      className={`container ${styles.related}`}
      aria-labelledby="related-reading"
      data-pagefind-ignore="all"
    >
      <h2 id="related-reading" className={styles.relatedHeading}>
        {heading}
      </h2>
      <PostGrid posts={posts} label={heading} titleLevel={3} />
    </section>
  )
}
