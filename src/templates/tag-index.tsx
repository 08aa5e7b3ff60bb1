import React from 'react'
import { type PageProps } from 'gatsby'
import { BlogLayout } from '../components/Layout/Layout'
import { SectionHeading } from '../components/SectionHeading/SectionHeading'
import { PageSeo } from '../components/Seo/PageSeo'
import { TagIndex } from '../components/TagIndex/TagIndex'
import type { TagIndexContext } from '../types/listing'
import { toTagEntries } from '../view-models/post-listing'
import * as styles from '../styles/listing.module.css'

/** Every tag with its number of posts (created by src/node/create-pages.ts). */
export default function TagIndexTemplate({ location, pageContext }: PageProps<object, TagIndexContext>) {
  const { tags, ...heading } = pageContext
  return (
    <BlogLayout pathname={location.pathname}>
      <PageSeo title={heading.heading} description={heading.intro} pathname={location.pathname} />
      <div className={`container ${styles.listing}`}>
        <SectionHeading level={1} {...heading} />
        <TagIndex tags={toTagEntries(tags)} label={heading.heading} />
      </div>
    </BlogLayout>
  )
}
