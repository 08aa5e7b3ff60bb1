import { graphql, useStaticQuery } from 'gatsby'
import { chatUrl } from '../lib/chat-link'
import type { HomeSectionId } from '../config/constants'
import type { BannerContent, BannerCopy, Company, MenuItem, SiteLink } from '../types/site'
import { toImageSource } from '../lib/to-image-source'

export interface SiteChrome {
  siteUrl: string
  siteDescription: string
  company: Company
  menu: MenuItem[]
  footerLinks: SiteLink[]
  companyLinks: SiteLink[]
  contactLabel: string
  bannerCopy: BannerCopy
  banners: Array<BannerContent & { route: string }>
}

/** Company details, navigation and banners for every layout, mapped to plain props. */
export function useSiteChrome(): SiteChrome {
  const data = useStaticQuery<Queries.SiteChromeQuery>(graphql`
    query SiteChrome {
      site {
        siteMetadata {
          siteUrl
        }
      }
      companyYaml {
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
      navigationYaml {
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
      bannersYaml {
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
    }
  `)
  const company = data.companyYaml!
  const navigation = data.navigationYaml!
  const banners = data.bannersYaml!
  return {
    siteUrl: data.site!.siteMetadata!.siteUrl!,
    siteDescription: company.description,
    company: {
      name: company.name,
      phone: company.phone,
      email: company.email,
      address: { ...company.address, poBox: company.address.po_box ?? undefined },
      chatUrl: chatUrl(company.phone, company.chat_greeting, company.name),
      footer: company.footer,
    },
    menu: navigation.menu.map(({ label, section }) => ({ label, section: section as HomeSectionId })),
    footerLinks: [...navigation.footer_links],
    companyLinks: [...navigation.company_links],
    contactLabel: navigation.contact_label,
    bannerCopy: { tagline: banners.tagline, heading: banners.heading, homeCrumb: banners.home_crumb },
    banners: banners.routes.map(({ route, title, crumb, watermark, background }) => ({
      route,
      title,
      crumb,
      watermark,
      background: toImageSource(background),
    })),
  }
}
