import React from 'react'
import type { PageProps } from 'gatsby'
import { InnerLayout } from '../components/Layout/Layout'
import { PageTitle } from '../components/PageTitle/PageTitle'
import { PageSeo } from '../components/Seo/PageSeo'
import { usePageBanner } from '../hooks/use-page-banner'
import { required } from '../lib/shared/required'
import type { LocalePageContext } from '../types/listing'

/** The mission page is deliberately empty: the inner layout and its title only (docs/specification.md#routes). */
export default function MissionTemplate({ location, pageContext: { locale, editions } }: PageProps<object, LocalePageContext>) {
  const { title } = required(usePageBanner(location.pathname, locale), 'banner for the mission page')
  return (
    <InnerLayout pathname={location.pathname} locale={locale} editions={editions}>
      <PageSeo title={title} pathname={location.pathname} />
      <PageTitle title={title} />
    </InnerLayout>
  )
}
