/**
 * GraphQL fragments and mappers for the sections the services pages (and the company pages) share,
 * so each template queries and maps them the same way.
 */
import { graphql } from 'gatsby'
import type { AboutProps } from '../About/About'
import type { ClientsProps } from '../Clients/Clients'
import type { FeatureTile } from '../FeatureTiles/FeatureTiles'
import { toIconName } from '../Icon/Icon'
import type { PricingTableProps } from '../PricingTable/PricingTable'
import type { VideoSectionProps } from '../VideoFacade/VideoSection'
import type { Company } from '../../types/site'
import { toImageSource } from '../../lib/to-image-source'

export const pricingFragment = graphql`
  fragment PricingSection on PricingYaml {
    section {
      eyebrow
      heading
      intro
    }
    currency
    period
    popular_label
    features {
      id
      label
    }
    plans {
      name
      price
      popular
      features
      link
      link_label
    }
  }
`

export const clientsFragment = graphql`
  fragment ClientsSection on ClientsYaml {
    show_title
    title
    claim_value
    claim_label
    logos {
      name
      logo {
        publicURL
      }
    }
  }
`

export const aboutFragment = graphql`
  fragment AboutSection on HomeYaml {
    about {
      eyebrow
      heading
      watermark
      text
      image_alt
      success_label
      success_value
      progress
      image {
        childImageSharp {
          gatsbyImageData(width: 640, layout: CONSTRAINED, sizes: "(min-width: 1024px) 560px, 100vw")
        }
        publicURL
      }
    }
  }
`

export const videoFragment = graphql`
  fragment VideoSection on ServicesPageYaml {
    video {
      eyebrow
      heading
      intro
      title
      url
      poster_alt
      play_label
      close_label
      poster {
        childImageSharp {
          gatsbyImageData(width: 1200, layout: CONSTRAINED, sizes: "(min-width: 1248px) 1200px, 100vw")
        }
        publicURL
      }
    }
  }
`

export const whyChooseUsFragment = graphql`
  fragment WhyChooseUsSection on ServicesPageYaml {
    why_choose_us {
      eyebrow
      heading
      intro
      points {
        icon
        title
        text
      }
    }
  }
`

export function toPricingProps(data: Queries.PricingSectionFragment): PricingTableProps {
  return {
    heading: data.section,
    currency: data.currency,
    period: data.period,
    popularLabel: data.popular_label,
    features: data.features.map(({ id, label }) => ({ id, label })),
    plans: data.plans.map((plan) => ({
      name: plan.name,
      price: plan.price,
      popular: plan.popular,
      features: [...plan.features],
      link: plan.link,
      linkLabel: plan.link_label,
    })),
  }
}

export function toClientsProps(data: Queries.ClientsSectionFragment): ClientsProps {
  return {
    showTitle: data.show_title,
    title: data.title,
    claimValue: data.claim_value,
    claimLabel: data.claim_label,
    logos: data.logos.map(({ name, logo }) => ({ name, logo: toImageSource(logo) })),
  }
}

export function toAboutProps(data: Queries.AboutSectionFragment, company: Company): AboutProps {
  const { about } = data
  return {
    eyebrow: about.eyebrow,
    heading: about.heading,
    watermark: about.watermark,
    text: about.text,
    image: toImageSource(about.image),
    imageAlt: about.image_alt,
    successLabel: about.success_label,
    successValue: about.success_value,
    progress: about.progress,
    phone: company.phone,
    email: company.email,
    chatUrl: company.chatUrl,
  }
}

export function toVideoProps(data: Queries.VideoSectionFragment): VideoSectionProps {
  const { video } = data
  return {
    heading: { eyebrow: video.eyebrow, heading: video.heading, intro: video.intro },
    video: {
      title: video.title,
      embedUrl: video.url,
      poster: toImageSource(video.poster),
      posterAlt: video.poster_alt,
      playLabel: video.play_label,
      closeLabel: video.close_label,
    },
  }
}

export function toTiles(points: ReadonlyArray<{ icon: string; title: string; text: string }>): FeatureTile[] {
  return points.map(({ icon, title, text }) => ({ icon: toIconName(icon), title, text }))
}
