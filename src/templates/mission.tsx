import React from 'react'
import type { PageProps } from 'gatsby'
import { InnerLayout } from '@src/components/Layout/InnerLayout'
import { PageTitle } from '@src/components/PageTitle/PageTitle'
import { PageSeo } from '@src/components/Seo/PageSeo'
import { usePageBanner } from '@src/hooks/use-page-banner'
import { required } from '@src/lib/shared/required'
import type { LocalePageContext } from '@src/types/listing'

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
