import React from 'react'
import { Article, type ArticleContent, type ArticleLink } from '../components/Article/Article'
import type { InnerLayout } from '../components/Layout/Layout'
import { PageSeo, type PageSeoProps } from '../components/Seo/PageSeo'

/** The neighbours createPages links each blog post and case study to. */
export interface ArticlePageContext {
  previous: ArticleLink | null
  next: ArticleLink | null
}

interface ArticlePageProps {
  layout: typeof InnerLayout
  pathname: string
  seo: PageSeoProps
  article: ArticleContent
  context: ArticlePageContext
}

/** The page of a blog post or case study: the same article in the layout of its section. */
export function ArticlePage({ layout: Layout, pathname, seo, article, context }: ArticlePageProps) {
  return (
    <Layout pathname={pathname}>
      <PageSeo {...seo} />
      <Article {...article} previous={context.previous ?? undefined} next={context.next ?? undefined} />
    </Layout>
  )
}
