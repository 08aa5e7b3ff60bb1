/** The pricing table of the services, service detail and pricing pages, and the pricing file's CMS preview. */
import { graphql } from 'gatsby'
import type { PricingTableProps } from '@src/components/PricingTable/PricingTable'
import { localisedPath, type Locale } from '@src/config/locales'

/** A fragment Gatsby's query compiler reads from this file; no module imports it. @public */
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

/** The plans of the edition `locale`; their links, written as English paths, lead to its own pages. */
export function toPricingProps(data: Queries.PricingSectionFragment, locale: Locale): PricingTableProps {
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
      link: localisedPath(locale, plan.link),
      linkLabel: plan.link_label,
    })),
  }
}
