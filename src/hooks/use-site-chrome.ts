import { useMemo } from 'react'
import { graphql, useStaticQuery } from 'gatsby'
import { toSiteChrome, type SiteChrome } from '../view-models/site-chrome'

/** Company details, navigation, banners and interface phrases for every layout, mapped to plain props. */
export function useSiteChrome(): SiteChrome {
  const data = useStaticQuery<Queries.SiteChromeQuery>(graphql`
    query SiteChrome {
      site {
        siteMetadata {
          siteUrl
        }
      }
      company {
        name
        description
        phone
        email
        chat_greeting
        address {
          street
          area
          po_box
          city
          country
        }
        footer {
          heading
          blurb
          copyright
        }
      }
      navigation {
        menu {
          label
          section
        }
        footer_links {
          label
          to
        }
        company_links {
          label
          to
        }
        contact_label
      }
      banners {
        tagline
        heading
        home_crumb
        routes {
          route
          title
          crumb
          watermark
          background {
            childImageSharp {
              gatsbyImageData(layout: FULL_WIDTH, quality: 60, sizes: "100vw")
            }
            publicURL
          }
        }
      }
      interface {
        ...InterfacePhrases
      }
    }
  `)
  // Mapped once: the phrases are a context value, which should not change when a layout re-renders.
  return useMemo(() => toSiteChrome(data), [data])
}
