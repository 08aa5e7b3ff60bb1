import React from 'react'
import { graphql, type PageProps } from 'gatsby'
import { Article, type ArticleLink } from '../components/Article/Article'
import { BlogLayout } from '../components/Layout/Layout'
import { PageSeo } from '../components/Seo/PageSeo'
import { formatDate } from '../lib/format-date'
import { required } from '../lib/required'
import { toImageSource } from '../lib/to-image-source'

interface Context {
  previous: ArticleLink | null
  next: ArticleLink | null
}

export default function BlogPostTemplate({ data, location, pageContext }: PageProps<Queries.BlogPostQuery, Context>) {
  const post = required(data.markdownRemark, 'blog post')
  const fm = post.frontmatter
  const title = required(fm.title, 'title')
  return (
    <BlogLayout pathname={location.pathname}>
      <PageSeo
        title={title}
        description={required(fm.excerpt, 'excerpt')}
        pathname={post.fields.path}
        type="article"
        image={required(fm.image?.publicURL, 'image')}
        imageAlt={required(fm.image_alt, 'image description')}
      />
      <Article
        title={title}
        category={required(fm.category, 'category')}
        meta={[
          { label: 'Published', value: formatDate(required(fm.date, 'date')) },
          { label: 'Author', value: required(fm.author, 'author') },
          { label: 'Comments', value: `${fm.comments ?? 0} Comments` },
        ]}
        image={toImageSource(required(fm.image, 'image'))}
        imageAlt={required(fm.image_alt, 'image description')}
        figures={[...(fm.facts ?? [])]}
        figuresLabel="Key facts"
        html={post.html ?? ''}
        tags={[...(fm.tags ?? [])]}
        previous={pageContext.previous ?? undefined}
        next={pageContext.next ?? undefined}
      />
    </BlogLayout>
  )
}

export const query = graphql`
  query BlogPost($id: String!) {
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
  }
`
