import React from 'react'
import { graphql, type PageProps } from 'gatsby'
import { Article, type ArticleLink } from '../components/Article/Article'
import { blogPostArticle } from '../components/Article/blog-post-article'
import { BlogLayout } from '../components/Layout/Layout'
import { PageSeo } from '../components/Seo/PageSeo'
import { required } from '../lib/required'

interface Context {
  previous: ArticleLink | null
  next: ArticleLink | null
}

export default function BlogPostTemplate({ data, location, pageContext }: PageProps<Queries.BlogPostQuery, Context>) {
  const post = required(data.blogPost, 'blog post')
  const { title, excerpt, image, image_alt } = post
  return (
    <BlogLayout pathname={location.pathname}>
      <PageSeo
        title={title}
        description={excerpt}
        pathname={post.path}
        type="article"
        image={required(image.publicURL, 'image')}
        imageAlt={image_alt}
      />
      <Article {...blogPostArticle(post)} previous={pageContext.previous ?? undefined} next={pageContext.next ?? undefined} />
    </BlogLayout>
  )
}

export const query = graphql`
  query BlogPost($id: String!) {
    blogPost(id: { eq: $id }) {
      html
      path
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
`
