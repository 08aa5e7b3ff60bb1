import React from 'react'
import { graphql, type PageProps } from 'gatsby'
import { Article, type ArticleLink } from '../components/Article/Article'
import { InnerLayout } from '../components/Layout/Layout'
import { PageSeo } from '../components/Seo/PageSeo'
import { formatMonth } from '../lib/format-date'
import { required } from '../lib/required'
import { toImageSource } from '../lib/to-image-source'

interface Context {
  previous: ArticleLink | null
  next: ArticleLink | null
}

export default function CaseStudyTemplate({ data, location, pageContext }: PageProps<Queries.CaseStudyQuery, Context>) {
  const entry = required(data.markdownRemark, 'case study')
  const fm = entry.frontmatter
  const title = required(fm.title, 'title')
  const meta = [
    { label: 'Category', value: required(fm.category, 'category') },
    { label: 'Date', value: formatMonth(required(fm.date, 'date')) },
    ...(fm.author ? [{ label: 'Author', value: fm.author }] : []),
    { label: 'Focus', value: required(fm.focus, 'focus') },
  ]
  return (
    <InnerLayout pathname={location.pathname}>
      <PageSeo
        title={title}
        description={required(fm.excerpt, 'excerpt')}
        pathname={entry.fields.path}
        type="article"
        image={required(fm.image?.publicURL, 'image')}
        imageAlt={required(fm.image_alt, 'image description')}
      />
      <Article
        title={title}
        category={required(fm.category, 'category')}
        meta={meta}
        image={toImageSource(required(fm.image, 'image'))}
        imageAlt={required(fm.image_alt, 'image description')}
        figures={[...(fm.claims ?? [])]}
        figuresLabel="Results"
        html={entry.html ?? ''}
        previous={pageContext.previous ?? undefined}
        next={pageContext.next ?? undefined}
      />
    </InnerLayout>
  )
}

export const query = graphql`
  query CaseStudy($id: String!) {
    markdownRemark(id: { eq: $id }) {
      html
      fields {
        path
      }
      frontmatter {
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
  }
`
