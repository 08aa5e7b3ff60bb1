/** The About section of the home, services and service detail pages, and of the home page's CMS preview. */
import { graphql } from 'gatsby'
import type { AboutProps } from '@src/components/About/About'
import type { Company } from '@src/types/site'
import { toImageSource, type QueriedFile } from './image'

/** The section's text; each page selects the image at the size it shows it. A fragment Gatsby's query compiler reads; no module imports it. @public */
export const aboutTextFragment = graphql`
  fragment AboutText on HomeYamlAbout {
    eyebrow
    heading
    watermark
    text
    image_alt
    success_label
    success_value
    progress
  }
`

/** A fragment Gatsby's query compiler reads from this file; no module imports it. @public */
export const aboutFragment = graphql`
  fragment AboutSection on HomeYaml {
    about {
      ...AboutText
      image {
        childImageSharp {
          gatsbyImageData(width: 640, layout: CONSTRAINED, outputPixelDensities: [0.5, 1, 2], sizes: "(min-width: 1024px) 560px, 100vw")
        }
        publicURL
      }
    }
  }
`

export function toAboutProps({ about }: { about: Queries.AboutTextFragment & { image: QueriedFile } }, company: Company): AboutProps {
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
