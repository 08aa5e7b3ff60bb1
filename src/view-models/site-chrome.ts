/**
 * The site chrome every layout shows (company details, navigation, banners, interface phrases), from the SiteChrome
 * static query (hooks/use-site-chrome.ts); the CMS previews map the files being edited with the
 * same functions.
 */
import type { HomeSectionId } from '@src/config/constants'
import { localisedPath, type Locale } from '@src/config/locales'
import { chatUrl } from '@src/lib/shared/chat-link'
import type { PhraseData, SitePhrases } from '@src/types/phrases'
import type { BannerContent, BannerCopy, Company, MenuItem, SiteLink } from '@src/types/site'
import { toImageSource } from './image'
import { toPhrases } from './phrases'

export type CompanyData = Queries.ChromeCompanyFragment
export type BannersData = Queries.ChromeBannersFragment

/** One edition of the SiteChrome static query (hooks/use-site-chrome.ts). */
export interface SiteChromeData {
  siteUrl: string
  company: CompanyData
  navigation: Queries.ChromeNavigationFragment
  banners: BannersData
  phrases: PhraseData
}

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
  /** Provided to every component by the Layout (hooks/use-phrases.ts); templates pass them to view models. */
  phrases: SitePhrases
}

/** The company details every page shows, with the chat link built from phone, greeting and name. */
export function toCompany(company: CompanyData): Company {
  return {
    name: company.name,
    phone: company.phone,
    email: company.email,
    address: { ...company.address, poBox: company.address.po_box ?? undefined },
    chatUrl: chatUrl(company.phone, company.chat_greeting, company.name),
    footer: company.footer,
  }
}

/** The texts every banner shares. */
export const toBannerCopy = (banners: BannersData): BannerCopy => ({
  tagline: banners.tagline,
  heading: banners.heading,
  homeCrumb: banners.home_crumb,
})

/** Each page address's banner, as the site chrome and the CMS preview of the banners show them. */
export const toBanners = (banners: BannersData): Array<BannerContent & { route: string }> =>
  banners.routes.map(({ route, title, crumb, watermark, background }) => ({
    route,
    title,
    crumb,
    watermark,
    background: toImageSource(background),
  }))

/** Links are written in content as English paths; each edition's lead to its own pages. */
const toLinks = (links: ReadonlyArray<SiteLink>, locale: Locale): SiteLink[] =>
  links.map(({ label, to }) => ({ label, to: localisedPath(locale, to) }))

export function toSiteChrome({ siteUrl, company, navigation, banners, phrases }: SiteChromeData, locale: Locale): SiteChrome {
  return {
    siteUrl,
    siteDescription: company.description,
    company: toCompany(company),
    menu: navigation.menu.map(({ label, section }) => ({ label, section: section as HomeSectionId })),
    footerLinks: toLinks(navigation.footer_links, locale),
    companyLinks: toLinks(navigation.company_links, locale),
    contactLabel: navigation.contact_label,
    bannerCopy: toBannerCopy(banners),
    banners: toBanners(banners),
    phrases: toPhrases(phrases, locale),
  }
}
