import React from 'react'
import { graphql, type PageProps } from 'gatsby'
import { CompanyPage, CompanySection } from '@src/components/CompanyPage/CompanyPage'
import { ContactDetails } from '@src/components/ContactDetails/ContactDetails'
import { Gallery } from '@src/components/Gallery/Gallery'
import { IconGrid } from '@src/components/IconGrid/IconGrid'
import { InnerLayout } from '@src/components/Layout/InnerLayout'
import { PricingTable } from '@src/components/PricingTable/PricingTable'
import { PageSeo } from '@src/components/Seo/PageSeo'
import { TeamGrid } from '@src/components/TeamGrid/TeamGrid'
import { Testimonials } from '@src/components/Testimonials/Testimonials'
import { WhyChooseUs } from '@src/components/WhyChooseUs/WhyChooseUs'
import { useSiteChrome } from '@src/hooks/use-site-chrome'
import { toGalleryItems, toIconEntries, toTeamMembers } from '@src/view-models/company-page'
import { toPricingProps } from '@src/view-models/pricing'
import { toTestimonials } from '@src/view-models/testimonials'
import type { LocalePageContext } from '@src/types/listing'
import { toWhyChooseUsProps } from '@src/view-models/why-choose-us'
import { scheduleNotice } from '@src/view-models/schedule-notice'

/** Every page under /company/, from one Markdown file each; front matter picks the embedded sections. */
export default function CompanyPageTemplate({
  data,
  location,
  pageContext: { locale, editions },
}: PageProps<Queries.CompanyPageQuery, LocalePageContext>) {
  const { company, contactLabel, phrases } = useSiteChrome(locale)
  const entry = data.companyPageById
  const { title, description } = entry
  const sections = entry.sections ?? []
  const { home } = data

  // The page's title and text, with its first embedded section at most, fill its first screen: the others are later.
  const embedded = sections
    .filter((section) => section !== 'contact')
    .map((section, i) => {
      const later = i > 0
      switch (section) {
        case 'pricing':
          return <PricingTable key={section} later={later} {...toPricingProps(data.pricing, locale)} />
        case 'testimonials': {
          const heading = home.why_partner.testimonials_heading
          return (
            <CompanySection key={section} later={later} heading={heading} id="testimonials" hideHeading={heading === title}>
              <Testimonials testimonials={toTestimonials(data.testimonials)} />
            </CompanySection>
          )
        }
        case 'why-choose-us':
          return <WhyChooseUs key={section} later={later} {...toWhyChooseUsProps(data.servicesPage)} />
        case 'icons':
          return (
            <CompanySection key={section} later={later} heading={home.services_section.heading} id="icons">
              <IconGrid entries={toIconEntries(data.services)} />
            </CompanySection>
          )
        default:
          return null
      }
    })

  const aside = sections.includes('contact') ? (
    <ContactDetails
      companyName={company.name}
      address={company.address}
      phone={company.phone}
      email={company.email}
      chatUrl={company.chatUrl}
      contactLabel={contactLabel}
    />
  ) : undefined

  const team = toTeamMembers(entry.team)
  const gallery = toGalleryItems(entry.gallery)
  return (
    <InnerLayout pathname={location.pathname} locale={locale} editions={editions} searchKind="company">
      <PageSeo title={title} description={description} pathname={entry.path} />
      <CompanyPage
        title={title}
        description={description}
        html={entry.html}
        reviewed={{ label: phrases.text('articles.last_reviewed'), iso: entry.date, text: phrases.date(entry.date) }}
        aside={aside}
        sections={embedded}
        schedule={scheduleNotice(entry)}
      >
        {team.length > 0 && <TeamGrid members={team} />}
        {gallery.length > 0 && <Gallery items={gallery} />}
      </CompanyPage>
    </InnerLayout>
  )
}

export const query = graphql`
  query CompanyPage($id: String!, $locale: String!) {
    companyPageById(id: $id) {
      html
      path
      title
      date
      description
      scheduled
      publish_at
      unpublish_at
      sections
      team {
        name
        role
        bio
      }
      gallery {
        caption
        image_alt
        image {
          childImageSharp {
            gatsbyImageData(
              width: 600
              aspectRatio: 1.3333
              layout: CONSTRAINED
              outputPixelDensities: [0.5, 1, 2]
              sizes: "(min-width: 1024px) 380px, (min-width: 640px) 50vw, 100vw"
            )
          }
          publicURL
        }
      }
    }
    home(locale: $locale) {
      services_section {
        heading
      }
      why_partner {
        testimonials_heading
      }
    }
    pricing(locale: $locale) {
      ...PricingSection
    }
    testimonials(locale: $locale) {
      ...TestimonialsSection
    }
    services(locale: $locale) {
      items {
        title
        specialist
        icon
      }
    }
    servicesPage(locale: $locale) {
      ...WhyChooseUsSection
    }
  }
`
