import React from 'react'
import { graphql, type PageProps } from 'gatsby'
import { CaseStudyIndex } from '@src/components/CaseStudyIndex/CaseStudyIndex'
import { InnerLayout } from '@src/components/Layout/InnerLayout'
import { PageSeo } from '@src/components/Seo/PageSeo'
import { usePageBanner } from '@src/hooks/use-page-banner'
import { useSiteChrome } from '@src/hooks/use-site-chrome'
import { required } from '@src/lib/shared/required'
import type { LocalePageContext } from '@src/types/listing'
import { toCaseStudySummaries } from '@src/view-models/case-study-index'

/** Every case study, newest first; its title is the page banner's, its introduction the home section's. */
export default function CaseStudyIndexTemplate({
  data,
  location,
  pageContext: { locale, editions },
}: PageProps<Queries.CaseStudyIndexQuery, LocalePageContext>) {
  const { title } = required(usePageBanner(location.pathname, locale), 'banner for the case-study index')
  const intro = data.home.case_studies_section.intro ?? undefined
  const { phrases } = useSiteChrome(locale)
  return (
    <InnerLayout pathname={location.pathname} locale={locale} editions={editions}>
      <PageSeo title={title} description={intro} pathname={location.pathname} />
      <CaseStudyIndex title={title} intro={intro} studies={toCaseStudySummaries(data.caseStudies.nodes, phrases)} />
    </InnerLayout>
  )
}

export const query = graphql`
  query CaseStudyIndex($locale: String!) {
    home(locale: $locale) {
      case_studies_section {
        intro
      }
    }
    caseStudies: allCaseStudy(filter: { locale: { eq: $locale } }, sort: [{ date: DESC }, { slug: ASC }]) {
      nodes {
        ...DatedEntryHead
        claims {
          value
          label
        }
        image_alt
        image {
          ...CardImage
        }
      }
    }
  }
`
