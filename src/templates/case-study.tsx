import React from 'react'
import { graphql, type PageProps } from 'gatsby'
import { InnerLayout } from '../components/Layout/Layout'
import { articleSeo, caseStudyArticle } from '../view-models/article'
import { ArticlePage, type ArticlePageContext } from './article-page'

export default function CaseStudyTemplate({ data, location, pageContext }: PageProps<Queries.CaseStudyQuery, ArticlePageContext>) {
  const study = data.caseStudyById
  return (
    <ArticlePage
      layout={InnerLayout}
      pathname={location.pathname}
      seo={articleSeo(study)}
      article={caseStudyArticle(study)}
      context={pageContext}
    />
  )
}

export const query = graphql`
  query CaseStudy($id: String!) {
    caseStudyById(id: $id) {
      html
      path
      title
      date
      excerpt
      category
      draft
      author
      focus
      claims {
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
