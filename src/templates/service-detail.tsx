import React from 'react'
import { graphql, type PageProps } from 'gatsby'
import { About } from '@src/components/About/About'
import { Clients } from '@src/components/Clients/Clients'
import { Counters } from '@src/components/Counters/Counters'
import { InnerLayout } from '@src/components/Layout/InnerLayout'
import { PageTitle } from '@src/components/PageTitle/PageTitle'
import { PricingTable } from '@src/components/PricingTable/PricingTable'
import { PageSeo } from '@src/components/Seo/PageSeo'
import { ServiceDetail } from '@src/components/ServiceDetail/ServiceDetail'
import { VideoSection } from '@src/components/VideoFacade/VideoSection'
import { usePageBanner } from '@src/hooks/use-page-banner'
import { useSiteChrome } from '@src/hooks/use-site-chrome'
import { required } from '@src/lib/shared/required'
import { toAboutProps } from '@src/view-models/about'
import { toClientsProps } from '@src/view-models/clients'
import { toCounters } from '@src/view-models/counters'
import { toPricingProps } from '@src/view-models/pricing'
import { toVideoProps } from '@src/view-models/video'
import type { LocalePageContext } from '@src/types/listing'
import { toTiles } from '@src/view-models/why-choose-us'

/** Service details: the (filler) text and feature tiles, counters, video, about, pricing and clients. */
export default function ServiceDetailTemplate({
  data,
  location,
  pageContext: { locale, editions },
}: PageProps<Queries.ServiceDetailPageQuery, LocalePageContext>) {
  const { title } = required(usePageBanner(location.pathname, locale), 'banner for the service detail page')
  const { company, contactLabel } = useSiteChrome(locale)
  const page = data.servicesPage
  const home = data.home
  const { detail } = page
  return (
    <InnerLayout pathname={location.pathname} locale={locale} editions={editions} searchKind="service">
      <PageSeo title={title} pathname={location.pathname} />
      <PageTitle title={title} />
      <ServiceDetail
        eyebrow={detail.eyebrow}
        heading={detail.heading}
        paragraphs={detail.paragraphs}
        tiles={toTiles(detail.feature_tiles)}
        contact={{
          companyName: company.name,
          address: company.address,
          phone: company.phone,
          email: company.email,
          chatUrl: company.chatUrl,
          contactLabel,
          level: 2,
        }}
      />
      <Counters later counters={toCounters(home)} />
      <VideoSection later {...toVideoProps(page)} />
      <About later {...toAboutProps(home, company)} id="about-company" />
      <PricingTable later {...toPricingProps(data.pricing, locale)} />
      <Clients later {...toClientsProps(data.clients)} />
    </InnerLayout>
  )
}

export const query = graphql`
  query ServiceDetailPage($locale: String!) {
    servicesPage(locale: $locale) {
      ...VideoSection
      detail {
        eyebrow
        heading
        paragraphs
        feature_tiles {
          icon
          title
          text
        }
      }
    }
    home(locale: $locale) {
      ...AboutSection
      ...CountersSection
    }
    pricing(locale: $locale) {
      ...PricingSection
    }
    clients(locale: $locale) {
      ...ClientsSection
    }
  }
`
