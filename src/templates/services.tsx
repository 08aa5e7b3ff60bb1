import React from 'react'
import { graphql, type PageProps } from 'gatsby'
import { About } from '@src/components/About/About'
import { AboutCompany3 } from '@src/components/AboutCompany3/AboutCompany3'
import { Clients } from '@src/components/Clients/Clients'
import { InnerLayout } from '@src/components/Layout/InnerLayout'
import { PageTitle } from '@src/components/PageTitle/PageTitle'
import { PricingTable } from '@src/components/PricingTable/PricingTable'
import { PageSeo } from '@src/components/Seo/PageSeo'
import { VideoSection } from '@src/components/VideoFacade/VideoSection'
import { WhyChooseUs } from '@src/components/WhyChooseUs/WhyChooseUs'
import { usePageBanner } from '@src/hooks/use-page-banner'
import { useSiteChrome } from '@src/hooks/use-site-chrome'
import { required } from '@src/lib/shared/required'
import { toAboutProps } from '@src/view-models/about'
import { toAboutCompany3Props } from '@src/view-models/about-company3'
import { toClientsProps } from '@src/view-models/clients'
import { toPricingProps } from '@src/view-models/pricing'
import { toVideoProps } from '@src/view-models/video'
import type { LocalePageContext } from '@src/types/listing'
import { toWhyChooseUsProps } from '@src/view-models/why-choose-us'

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
