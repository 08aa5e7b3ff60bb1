import React from 'react'
import { graphql, type PageProps } from 'gatsby'
import { BlogLayout } from '@src/components/Layout/InnerLayout'
import { useSiteChrome } from '@src/hooks/use-site-chrome'
import { articleSeo, blogPostArticle } from '@src/view-models/article'
import { toPostCards } from '@src/view-models/post-listing'
import { ArticlePage, type ArticlePageContext } from '@src/components/ArticlePage/ArticlePage'

export default function BlogPostTemplate({
  data,
  location,
  pageContext,
}: PageProps<Queries.BlogPostQuery, ArticlePageContext & { related: readonly string[] }>) {
  const { phrases } = useSiteChrome(pageContext.locale)
  const post = data.blogPostById
  return (
    <ArticlePage
      layout={BlogLayout}
      searchKind="post"
      pathname={location.pathname}
      seo={articleSeo(post)}
      article={blogPostArticle(post, phrases, pageContext.locale)}
      context={pageContext}
      related={toPostCards(data.related, phrases, pageContext.locale)}
    />
  )
}

export const query = graphql`
  query BlogPost($id: String!, $related: [String!]!) {
    blogPostById(id: $id) {
      html
      ...DatedEntryHead
      author
      comments
      tags
      facts {
        value
        label
      }
      image_alt
      image {
        ...ArticleImage
      }
    }
    # By id, in the order of $related: the page depends on these posts alone (through allBlogPost,
    # Gatsby would run it again whenever any post changes).
    related: blogPostsById(ids: $related) {
      ...PostCardFields
    }
  }
`
