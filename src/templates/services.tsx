import React from 'react'
import { graphql, type PageProps } from 'gatsby'
import { About } from '../components/About/About'
import { AboutCompany3 } from '../components/AboutCompany3/AboutCompany3'
import { Clients } from '../components/Clients/Clients'
import { InnerLayout } from '../components/Layout/Layout'
import { PageTitle } from '../components/PageTitle/PageTitle'
import { PricingTable } from '../components/PricingTable/PricingTable'
import { PageSeo } from '../components/Seo/PageSeo'
import { VideoSection } from '../components/VideoFacade/VideoSection'
import { WhyChooseUs } from '../components/WhyChooseUs/WhyChooseUs'
import { usePageBanner } from '../hooks/use-page-banner'
import { useSiteChrome } from '../hooks/use-site-chrome'
import { required } from '../lib/shared/required'
import { toAboutProps } from '../view-models/about'
import { toAboutCompany3Props } from '../view-models/about-company3'
import { toClientsProps } from '../view-models/clients'
import { toPricingProps } from '../view-models/pricing'
import { toVideoProps } from '../view-models/video'
import type { LocalePageContext } from '../types/listing'
import { toWhyChooseUsProps } from '../view-models/why-choose-us'

/** Our services: why choose us, about, video, how we work, pricing and clients. */
export default function ServicesTemplate({
  data,
  location,
  pageContext: { locale, editions },
}: PageProps<Queries.ServicesPageQuery, LocalePageContext>) {
  const { title } = required(usePageBanner(location.pathname, locale), 'banner for the services page')
  const { company, contactLabel } = useSiteChrome(locale)
  const page = data.servicesPage
  return (
    <InnerLayout pathname={location.pathname} locale={locale} editions={editions} searchKind="service">
      <PageSeo title={title} description={page.why_choose_us.intro ?? undefined} pathname={location.pathname} />
      <PageTitle title={title} />
      <WhyChooseUs first {...toWhyChooseUsProps(page)} />
      <About later {...toAboutProps(data.home, company)} id="about-company" />
      <VideoSection later {...toVideoProps(page)} />
      <AboutCompany3 later {...toAboutCompany3Props(page.about_company3, company, contactLabel)} />
      <PricingTable later {...toPricingProps(data.pricing, locale)} />
      <Clients later {...toClientsProps(data.clients)} />
    </InnerLayout>
  )
}

export const query = graphql`
  query ServicesPage($locale: String!) {
    servicesPage(locale: $locale) {
      ...WhyChooseUsSection
      ...VideoSection
      about_company3 {
        eyebrow
        heading
        text
        points
        image_alt
        image {
          childImageSharp {
            gatsbyImageData(width: 640, layout: CONSTRAINED, outputPixelDensities: [0.5, 1, 2], sizes: "(min-width: 1024px) 560px, 100vw")
          }
          publicURL
        }
      }
    }
    home(locale: $locale) {
      ...AboutSection
    }
    pricing(locale: $locale) {
      ...PricingSection
    }
    clients(locale: $locale) {
      ...ClientsSection
    }
  }
`
