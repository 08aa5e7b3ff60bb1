import React from 'react'
import { graphql, type PageProps } from 'gatsby'
import { InnerLayout } from '@src/components/Layout/InnerLayout'
import { useSiteChrome } from '@src/hooks/use-site-chrome'
import { articleSeo, caseStudyArticle } from '@src/view-models/article'
import { ArticlePage, type ArticlePageContext } from '@src/components/ArticlePage/ArticlePage'

export default function CaseStudyTemplate({ data, location, pageContext }: PageProps<Queries.CaseStudyQuery, ArticlePageContext>) {
  const { phrases } = useSiteChrome(pageContext.locale)
  const study = data.caseStudyById
  return (
    <ArticlePage
      layout={InnerLayout}
      searchKind="case_study"
      pathname={location.pathname}
      seo={articleSeo(study)}
      article={caseStudyArticle(study, phrases)}
      context={pageContext}
    />
  )
}

export const query = graphql`
  query CaseStudy($id: String!) {
    caseStudyById(id: $id) {
      html
      ...DatedEntryHead
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
