import React from 'react'
import { Link, graphql, type PageProps } from 'gatsby'
import { InnerLayout } from '@src/components/Layout/InnerLayout'
import { PageTitle } from '@src/components/PageTitle/PageTitle'
import { SearchBox } from '@src/components/Search/SearchBox'
import { PageSeo } from '@src/components/Seo/PageSeo'
import { paths } from '@src/config/constants'
import { localisedPath } from '@src/config/locales'
import { usePageBanner } from '@src/hooks/use-page-banner'
import { useSiteChrome } from '@src/hooks/use-site-chrome'
import { required } from '@src/lib/shared/required'
import type { LocalePageContext } from '@src/types/listing'
import * as styles from '@src/styles/listing.module.css'

/**
 * The search page: the field, its query in the address (`?q=`), and the results as the reader types.
 * Without JavaScript it says so and links the blog index and the index of topics instead.
 */
export default function SearchTemplate({
  data,
  location,
  pageContext: { locale, editions },
}: PageProps<Queries.SearchPageQuery, LocalePageContext>) {
  const { title } = required(usePageBanner(location.pathname, locale), 'banner for the search page')
  const { phrases } = useSiteChrome(locale)
  const { heading, tags_heading: tagsHeading } = data.home.blog_section
  return (
    <InnerLayout pathname={location.pathname} locale={locale} editions={editions}>
      <PageSeo title={title} description={phrases.text('search.hint')} pathname={location.pathname} />
      <PageTitle title={title} />
      <div className={`container ${styles.search}`}>
        <SearchBox variant="page" />
        <noscript>
          <p>{phrases.text('search.needs_js')}</p>
          <ul>
            <li>
              <Link to={localisedPath(locale, paths.blogIndex())}>{heading}</Link>
            </li>
            <li>
              <Link to={localisedPath(locale, paths.tagIndex)}>{tagsHeading}</Link>
            </li>
          </ul>
        </noscript>
      </div>
    </InnerLayout>
  )
}

export const query = graphql`
  query SearchPage($locale: String!) {
    home(locale: $locale) {
      blog_section {
        heading
        tags_heading
      }
    }
  }
`
