import React from 'react'
import { graphql, Link, type PageProps } from 'gatsby'
import { BlogLayout } from '@src/components/Layout/InnerLayout'
import { Pagination } from '@src/components/Pagination/Pagination'
import { PostGrid } from '@src/components/PostGrid/PostGrid'
import { SectionHeading } from '@src/components/SectionHeading/SectionHeading'
import { PageSeo } from '@src/components/Seo/PageSeo'
import { useSiteChrome } from '@src/hooks/use-site-chrome'
import { listingHeading, toPagination, toPostCards, type PostListingContext } from '@src/view-models/post-listing'
import { buttonClass } from '@src/styles/button-class'
import * as styles from '@src/styles/listing.module.css'

/** A page of the blog index or of one tag's posts (created by src/node/create-pages.ts). */
export default function PostListingTemplate({ data, location, pageContext }: PageProps<Queries.PostListingQuery, PostListingContext>) {
  const { phrases } = useSiteChrome(pageContext.locale)
  const { title, browse, ...heading } = listingHeading(pageContext, data.home.blog_section, phrases)
  const pagination = toPagination(pageContext, phrases)
  return (
    <BlogLayout pathname={location.pathname} locale={pageContext.locale} editions={pageContext.editions}>
      <PageSeo
        title={title}
        description={heading.intro ?? undefined}
        pathname={location.pathname}
        previousPath={pagination.previous}
        nextPath={pagination.next}
      />
      <div className={`container ${styles.listing}`}>
        <div className={styles.head}>
          <SectionHeading level={1} {...heading} />
          <Link to={browse.path} className={buttonClass('secondary', styles.browse)}>
            {browse.label}
          </Link>
        </div>
        <PostGrid posts={toPostCards(data.posts, phrases, pageContext.locale)} label={title} />
        <Pagination {...pagination} />
      </div>
    </BlogLayout>
  )
}

export const query = graphql`
  query PostListing($ids: [String!]!, $locale: String!) {
    home(locale: $locale) {
      blog_section {
        eyebrow
        heading
        intro
        link_label
        tags_link_label
      }
    }
    # By id, in the order createPages lists them: the page depends on these posts alone (through
    # allBlogPost, Gatsby would run it again whenever any post changes).
    posts: blogPostsById(ids: $ids) {
      ...PostCardFields
    }
  }
`
