import { graphql, useStaticQuery } from 'gatsby'
import { toCompany } from '../lib/company'
import type { HomeSectionId } from '../config/constants'
import type { BannerContent, BannerCopy, Company, MenuItem, SiteLink } from '../types/site'
import { toBannerCopy, toBanners } from '../lib/banner'

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
    company: toCompany(company),
    menu: navigation.menu.map(({ label, section }) => ({ label, section: section as HomeSectionId })),
    footerLinks: [...navigation.footer_links],
    companyLinks: [...navigation.company_links],
    contactLabel: navigation.contact_label,
    bannerCopy: toBannerCopy(banners),
    banners: toBanners(banners),
  }
}
