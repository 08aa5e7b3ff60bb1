import React from 'react'
import { graphql, type PageProps } from 'gatsby'
import { About } from '@src/components/About/About'
import { BlogCarousel } from '@src/components/BlogCarousel/BlogCarousel'
import { CaseStudyCards } from '@src/components/CaseStudyCards/CaseStudyCards'
import { Counters } from '@src/components/Counters/Counters'
import { FloatingChat } from '@src/components/FloatingChat/FloatingChat'
import { HeroSlider } from '@src/components/HeroSlider/HeroSlider'
import { HomeLayout } from '@src/components/Layout/Layout'
import { PageSeo } from '@src/components/Seo/PageSeo'
import { ServiceCards } from '@src/components/ServiceCards/ServiceCards'
import { WhyPartner } from '@src/components/WhyPartner/WhyPartner'
import { useSiteChrome } from '@src/hooks/use-site-chrome'
import { paths } from '@src/config/constants'
import { localisedPath } from '@src/config/locales'
import type { LocalePageContext } from '@src/types/listing'
import { toAboutProps } from '@src/view-models/about'
import { toCounters } from '@src/view-models/counters'
import { toBlogCards, toBlogSection, toCaseStudyCards, toCaseStudySection, toServiceCards, toSlides } from '@src/view-models/home'
import { toTestimonials } from '@src/view-models/testimonials'

/**
 * The single-page home: every section of docs/specification.md#home-page in order, all copy from
 * content/, in the edition of its page context (`/` and `/ar`, src/node/on-create-page.ts).
 */
export default function HomePage({ data, pageContext: { locale, editions } }: PageProps<Queries.HomePageQuery, LocalePageContext>) {
  const { company, contactLabel, phrases } = useSiteChrome(locale)
  const { home } = data
  return (
    <HomeLayout locale={locale} editions={editions}>
      <PageSeo title={company.name} pathname={localisedPath(locale, paths.home)} />
      <HeroSlider slides={toSlides(home.slides)} contactLabel={contactLabel} chatUrl={company.chatUrl} />
      <About id="aboutus" {...toAboutProps(home, company)} />
      <Counters later counters={toCounters(home)} />
      <ServiceCards later id="services" intro={home.services_section} services={toServiceCards(data.services)} />
      <CaseStudyCards later {...toCaseStudySection(home.case_studies_section, locale)} cases={toCaseStudyCards(data.caseStudies.nodes)} />
      <WhyPartner
        later
        intro={home.why_partner}
        points={[...home.why_partner.points]}
        testimonialsHeading={home.why_partner.testimonials_heading}
        testimonials={toTestimonials(data.testimonials)}
      />
      <BlogCarousel later {...toBlogSection(home.blog_section, locale)} posts={toBlogCards(data.posts.nodes, phrases)} />
      <FloatingChat chatUrl={company.chatUrl} label={contactLabel} />
    </HomeLayout>
  )
}

export const query = graphql`
  fragment CardImage on File {
    childImageSharp {
      # 320–1600 px wide, the same files as the post's ArticleImage, so each post image is resized once.
      gatsbyImageData(
        width: 640
        aspectRatio: 1.6
        layout: CONSTRAINED
        outputPixelDensities: [0.5, 1, 1.5, 2, 2.5]
        sizes: "(min-width: 992px) 380px, (min-width: 640px) 50vw, 100vw"
      )
    }
    publicURL
  }

  query HomePage($locale: String!, $postLimit: Int!, $caseStudyLimit: Int!) {
    home(locale: $locale) {
      slides {
        small_title
        title
        text
        image_alt
        image {
          childImageSharp {
            gatsbyImageData(layout: FULL_WIDTH, quality: 60, breakpoints: [480, 750, 1080, 1440, 1920])
          }
          publicURL
        }
      }
      about {
        ...AboutText
        image {
          childImageSharp {
            gatsbyImageData(width: 512, layout: CONSTRAINED, outputPixelDensities: [1, 1.5, 2], sizes: "(min-width: 992px) 512px, 100vw")
          }
          publicURL
        }
      }
      ...CountersSection
      services_section {
        eyebrow
        heading
        intro
      }
      case_studies_section {
        eyebrow
        heading
        intro
        link_label
      }
      why_partner {
        eyebrow
        heading
        intro
        points
        testimonials_heading
      }
      blog_section {
        eyebrow
        heading
        intro
        link_label
      }
    }
    services(locale: $locale) {
      items {
        title
        specialist
        description
        icon
      }
    }
    testimonials(locale: $locale) {
      ...TestimonialsSection
    }
    caseStudies: allCaseStudy(filter: { locale: { eq: $locale } }, sort: [{ date: DESC }, { slug: ASC }], limit: $caseStudyLimit) {
      nodes {
        path
        title
        category
        ...EntrySchedule
        image_alt
        image {
          ...CardImage
        }
      }
    }
    posts: allBlogPost(filter: { locale: { eq: $locale } }, sort: [{ date: DESC }, { slug: ASC }], limit: $postLimit) {
      nodes {
        path
        title
        date
        comments
        excerpt
        ...EntrySchedule
        image_alt
        image {
          ...CardImage
        }
      }
    }
  }
`
