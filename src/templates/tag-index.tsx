import React from 'react'
import { Link, type PageProps } from 'gatsby'
import { BlogLayout } from '@src/components/Layout/InnerLayout'
import { SectionHeading } from '@src/components/SectionHeading/SectionHeading'
import { PageSeo } from '@src/components/Seo/PageSeo'
import { TagIndex } from '@src/components/TagIndex/TagIndex'
import { paths } from '@src/config/constants'
import { localisedPath } from '@src/config/locales'
import type { TagIndexContext } from '@src/types/listing'
import { toTagEntries } from '@src/view-models/post-listing'
import { buttonClass } from '@src/styles/button-class'
import * as styles from '@src/styles/listing.module.css'

/** Every tag with its number of posts (created by src/node/create-pages.ts). */
export default function TagIndexTemplate({ location, pageContext }: PageProps<object, TagIndexContext>) {
  const { tags, browseLabel, locale, editions, ...heading } = pageContext
  return (
    <BlogLayout pathname={location.pathname} locale={locale} editions={editions}>
      <PageSeo title={heading.heading} description={heading.intro} pathname={location.pathname} />
      <div className={`container ${styles.listing}`}>
        <div className={styles.head}>
          <SectionHeading level={1} {...heading} />
          <Link to={localisedPath(locale, paths.blogIndex())} className={buttonClass('secondary', styles.browse)}>
            {browseLabel}
          </Link>
        </div>
        <TagIndex tags={toTagEntries(tags, locale)} label={heading.heading} />
      </div>
    </BlogLayout>
  )
}
