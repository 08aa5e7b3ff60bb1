import { useMemo } from 'react'
import { graphql, useStaticQuery } from 'gatsby'
import type { Locale } from '@src/config/locales'
import { toSiteChrome, type SiteChrome } from '@src/view-models/site-chrome'
import { useLocale } from './use-locale'

/**
 * Company details, navigation, banners and interface phrases for every layout, mapped to plain
 * props, in the page's edition: the one given, or the one the Layout provides. The static query holds
 * both editions (one file, fetched once per visit and shared by every page) rather than a fragment in
 * every page query (which would repeat the chrome in the page data of every page): docs/architecture.md.
 */
export function useSiteChrome(locale?: Locale): SiteChrome {
  const fromLayout = useLocale().locale
  const data = useStaticQuery<Queries.SiteChromeQuery>(graphql`
    fragment ChromeCompany on CompanyYaml {
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

    fragment ChromeNavigation on NavigationYaml {
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

    fragment ChromeBanners on BannersYaml {
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
            # The banner is an inner page's largest element: at AVIF quality 50 a phone's copy is about
            # 1.3 KB, which arrives with the page's HTML in the first round trip (docs/performance.md).
            gatsbyImageData(layout: FULL_WIDTH, quality: 60, avifOptions: { quality: 50 }, sizes: "100vw")
          }
          publicURL
        }
      }
    }

    query SiteChrome {
      site {
        siteMetadata {
          siteUrl
        }
      }
      en_company: company(locale: "en") {
        ...ChromeCompany
      }
      en_navigation: navigation(locale: "en") {
        ...ChromeNavigation
      }
      en_banners: banners(locale: "en") {
        ...ChromeBanners
      }
      ar_company: company(locale: "ar") {
        ...ChromeCompany
      }
      ar_navigation: navigation(locale: "ar") {
        ...ChromeNavigation
      }
      ar_banners: banners(locale: "ar") {
        ...ChromeBanners
      }
      en_interface: interface(locale: "en") {
        ...InterfacePhrases
      }
      ar_interface: interface(locale: "ar") {
        ...InterfacePhrases
      }
    }
  `)
  const edition = locale ?? fromLayout
  // Mapped once per edition: the phrases are a context value, which should not change when a layout re-renders.
  return useMemo(
    () =>
      toSiteChrome(
        {
          siteUrl: data.site!.siteMetadata!.siteUrl!,
          company: data[`${edition}_company`],
          navigation: data[`${edition}_navigation`],
          banners: data[`${edition}_banners`],
          phrases: data[`${edition}_interface`],
        },
        edition,
      ),
    [data, edition],
  )
}
