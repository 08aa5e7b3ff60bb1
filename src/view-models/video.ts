/** The video section of the services and service detail pages. */
import { graphql } from 'gatsby'
import type { VideoSectionProps } from '@src/components/VideoFacade/VideoSection'
import { toImageSource } from './image'

/** A fragment Gatsby's query compiler reads from this file; no module imports it. @public */
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
          gatsbyImageData(width: 1200, layout: CONSTRAINED, outputPixelDensities: [0.5, 1, 2], sizes: "(min-width: 1248px) 1200px, 100vw")
        }
        publicURL
      }
    }
  }
`

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
