/**
 * Which structured data each page carries. createPages and onCreatePage put the result into the
 * page's context; gatsby-ssr writes it into the page's head (src/lib/build/json-ld.ts builds it).
 */
import { DEFAULT_LOCALE, localisedPath, type Locale } from '../config/locales'
import { bannerForRoute } from '../lib/shared/banner'
import { required } from '../lib/shared/required'
import {
  blogPosting,
  breadcrumbs,
  caseStudyArticle,
  collectionPage,
  organization,
  webPage,
  website,
  type ArticleFacts,
  type JsonLd,
  type SiteFacts,
} from '../lib/build/json-ld'

/** The company settings as content and GraphQL both name them (src/content-model/collections.ts). */
export interface CompanyData {
  name: string
  description: string
  phone: string
  email: string
  address: { street: string; area: string; po_box?: string | null; city: string; country: string }
  opening_hours: ReadonlyArray<{ days: readonly string[]; opens: string; closes: string }>
}

/** GraphQL selection of what siteFacts() needs, for queries that build structured data (of the edition `$locale`). */
export const SITE_FACTS_SELECTION = `
  company(locale: $locale) {
    name
    description
    phone
    email
    address { street area po_box city country }
    opening_hours { days opens closes }
  }
  banners(locale: $locale) {
    home_crumb
    routes { route title }
  }
`

export interface SiteFactsData {
  company: CompanyData
  banners: { home_crumb: string; routes: ReadonlyArray<{ route: string; title: string }> }
}

export function siteFacts(siteUrl: string, { company, banners }: SiteFactsData, locale: Locale = DEFAULT_LOCALE): SiteFacts {
  return {
    siteUrl,
    locale,
    homeCrumb: banners.home_crumb,
    company: {
      name: company.name,
      description: company.description,
      phone: company.phone,
      email: company.email,
      address: { ...company.address, poBox: company.address.po_box ?? undefined },
      openingHours: company.opening_hours,
    },
  }
}

/** An entry as createPages queries it. */
interface PageEntry {
  path: string
  title: string
}

/** A blog post or case study as createPages queries it. */
export interface ArticleEntry extends PageEntry {
  date: string
  excerpt: string
  category: string
  author?: string | null
  tags?: readonly string[]
  /** A File's publicURL is nullable in Gatsby's schema. */
  image?: { publicURL?: string | null } | null
}

export type EntryData = ({ collection: 'blog' | 'caseStudies' } & ArticleEntry) | ({ collection: 'companyPages' } & PageEntry)

const articleFacts = (entry: ArticleEntry): ArticleFacts => ({
  title: entry.title,
  description: entry.excerpt,
  path: entry.path,
  date: entry.date,
  image: required(entry.image?.publicURL, `image of ${entry.path}`),
  author: entry.author ?? undefined,
  category: entry.category,
  keywords: entry.tags,
})

/** Posts are BlogPostings, case studies Articles, company pages WebPages; every entry page has its breadcrumb trail. */
export function entryStructuredData(site: SiteFacts, entry: EntryData): JsonLd[] {
  const trail = breadcrumbs(site, [{ name: entry.title, path: entry.path }])
  switch (entry.collection) {
    case 'blog':
      return [blogPosting(site, articleFacts(entry)), trail]
    case 'caseStudies':
      return [caseStudyArticle(site, articleFacts(entry)), trail]
    case 'companyPages':
      return [webPage(site, { name: entry.title, path: entry.path }), trail]
  }
}

/** A page without an entry is named by its banner, as its heading is; `path` is the page's English path, as banners map them. */
export function staticPageStructuredData(site: SiteFacts, path: string, banners: SiteFactsData['banners']): JsonLd[] {
  const banner = bannerForRoute(path, banners.routes)
  if (!banner) return []
  const page = { name: banner.title, path: localisedPath(site.locale ?? DEFAULT_LOCALE, path) }
  return [webPage(site, page), breadcrumbs(site, [page])]
}

export const homeStructuredData = (site: SiteFacts): JsonLd[] => [organization(site), website(site)]

/** A page listing posts or tags: the list itself and the trail to it. */
export function listingStructuredData(
  site: SiteFacts,
  listing: { name: string; description?: string; path: string; items: readonly PageEntry[]; firstPosition?: number },
): JsonLd[] {
  const items = listing.items.map(({ title, path }) => ({ name: title, path }))
  return [collectionPage(site, { ...listing, items }), breadcrumbs(site, [{ name: listing.name, path: listing.path }])]
}

/** An index names itself by its banner, as its heading does, and lists its entries in page order; `path` is its English path. */
export function indexPageStructuredData(
  site: SiteFacts,
  path: string,
  banners: SiteFactsData['banners'],
  entries: readonly PageEntry[],
): JsonLd[] {
  const { title } = required(bannerForRoute(path, banners.routes), `banner of ${path}`)
  return listingStructuredData(site, { name: title, path: localisedPath(site.locale ?? DEFAULT_LOCALE, path), items: entries })
}
