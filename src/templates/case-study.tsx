import React from 'react'
import { graphql, type PageProps } from 'gatsby'
import { Article, type ArticleLink } from '../components/Article/Article'
import { caseStudyArticle } from '../components/Article/case-study-article'
import { InnerLayout } from '../components/Layout/Layout'
import { PageSeo } from '../components/Seo/PageSeo'
import { required } from '../lib/required'

interface Context {
  previous: ArticleLink | null
  next: ArticleLink | null
}

export default function CaseStudyTemplate({ data, location, pageContext }: PageProps<Queries.CaseStudyQuery, Context>) {
  const entry = required(data.caseStudy, 'case study')
  const { title, excerpt, image, image_alt } = entry
  return (
    <InnerLayout pathname={location.pathname}>
      <PageSeo
        title={title}
        description={excerpt}
        pathname={entry.path}
        type="article"
        image={required(image.publicURL, 'image')}
        imageAlt={image_alt}
      />
      <Article {...caseStudyArticle(entry)} previous={pageContext.previous ?? undefined} next={pageContext.next ?? undefined} />
    </InnerLayout>
  )
}

export const query = graphql`
  query CaseStudy($id: String!) {
    caseStudy(id: { eq: $id }) {
      html
      path
      title
      date
      excerpt
      category
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
