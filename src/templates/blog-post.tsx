import React from 'react'
import { graphql, type PageProps } from 'gatsby'
import { BlogLayout } from '../components/Layout/Layout'
import { articleSeo, blogPostArticle } from '../view-models/article'
import { ArticlePage, type ArticlePageContext } from './article-page'

export default function BlogPostTemplate({ data, location, pageContext }: PageProps<Queries.BlogPostQuery, ArticlePageContext>) {
  const post = data.blogPostById
  return (
    <ArticlePage
      layout={BlogLayout}
      pathname={location.pathname}
      seo={articleSeo(post)}
      article={blogPostArticle(post)}
      context={pageContext}
    />
  )
}

export const query = graphql`
  query BlogPost($id: String!) {
    blogPostById(id: $id) {
      html
      path
      title
      date
      excerpt
      category
      draft
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
  }
`
