/** The counters of the home and service detail pages, and of the home page's CMS preview. */
import { graphql } from 'gatsby'
import type { CounterItem } from '@src/components/Counters/Counters'

/** A fragment Gatsby's query compiler reads from this file; no module imports it. @public */
export const countersFragment = graphql`
  fragment CountersSection on HomeYaml {
    counters {
      value
      prefix
      suffix
      label
    }
  }
`

// `||` where `??` would do: Babel writes `??` out long, and an empty affix draws as no affix either way.
export const toCounters = ({ counters }: Queries.CountersSectionFragment): CounterItem[] =>
  counters.map((c) => ({ value: c.value, prefix: c.prefix || undefined, suffix: c.suffix || undefined, label: c.label }))
