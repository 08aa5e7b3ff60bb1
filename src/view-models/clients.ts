/** The client logos section of the services and service detail pages. */
import { graphql } from 'gatsby'
import type { ClientsProps } from '@src/components/Clients/Clients'
import { toImageSource } from './image'

/** A fragment Gatsby's query compiler reads from this file; no module imports it. @public */
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

export function toClientsProps(data: Queries.ClientsSectionFragment): ClientsProps {
  return {
    showTitle: data.show_title,
    title: data.title,
    claimValue: data.claim_value,
    claimLabel: data.claim_label,
    logos: data.logos.map(({ name, logo }) => ({ name, logo: toImageSource(logo) })),
  }
}
