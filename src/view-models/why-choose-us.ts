/** The why-choose-us section of the services page and the company pages, and the service detail page's feature tiles. */
import { graphql } from 'gatsby'
import type { FeatureTile } from '@src/components/FeatureTiles/FeatureTiles'
import type { WhyChooseUsProps } from '@src/components/WhyChooseUs/WhyChooseUs'
import { toIconName } from '@src/config/icon-names'

/** A fragment Gatsby's query compiler reads from this file; no module imports it. @public */
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

export const toWhyChooseUsProps = ({ why_choose_us: why }: Queries.WhyChooseUsSectionFragment): WhyChooseUsProps => ({
  eyebrow: why.eyebrow,
  heading: why.heading,
  intro: why.intro,
  points: toTiles(why.points),
})

export function toTiles(points: ReadonlyArray<{ icon: string; title: string; text: string }>): FeatureTile[] {
  return points.map(({ icon, title, text }) => ({ icon: toIconName(icon), title, text }))
}
