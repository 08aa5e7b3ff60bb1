/**
 * schema.org structured data (JSON-LD) for the site's pages, from plain facts. Pure functions:
 * gatsby-node puts their output into each page's context and gatsby-ssr writes it into the HTML
 * head, so none of this reaches the browser's JavaScript.
 */
import type {
  Article,
  BlogPosting,
  BreadcrumbList,
  CollectionPage,
  DayOfWeek,
  FinancialService,
  Organization,
  Person,
  Thing,
  WebPage,
  WebSite,
  WithContext,
} from 'schema-dts'
import { SITE_FILES } from '../../config/constants'
import { DEFAULT_LOCALE, localisedPath, type Locale } from '../../config/locales'
import { absoluteUrl, canonicalUrl } from '../shared/site-address'

export interface AddressFacts {
  street: string
  area: string
  poBox?: string
  city: string
  country: string
}

export interface OpeningHoursFacts {
  days: readonly string[]
  /** 24-hour time, e.g. "09:00". */
  opens: string
  closes: string
}

export interface CompanyFacts {
  name: string
  description: string
  phone: string
  email: string
  address: AddressFacts
  openingHours: readonly OpeningHoursFacts[]
}

/** What every page's structured data needs to know about the site. */
export interface SiteFacts {
  /** Absolute, without a trailing slash, e.g. https://www.meridiangulf.ae */
  siteUrl: string
  company: CompanyFacts
  /** The breadcrumb label of the home page. */
  homeCrumb: string
  /** The edition the page belongs to; English unless given. */
  locale?: Locale
}

/** A blog post or case study. */
export interface ArticleFacts {
  title: string
  description: string
  path: string
  /** YYYY-MM-DD */
  date: string
  /** Site-relative or absolute URL of the article's image. */
  image: string
  author?: string
  category: string
  keywords?: readonly string[]
}

export interface Crumb {
  name: string
  path: string
}

export type JsonLd = WithContext<Thing>

const CONTEXT = 'https://schema.org' as const

/** schema.org's Time is hh:mm:ss; content writes hh:mm. */
const schemaTime = (time: string): string => (/^\d\d:\d\d$/.test(time) ? `${time}:00` : time)

const organizationId = (siteUrl: string): string => `${siteUrl}/#organization`

/** The company as a financial service (a kind of LocalBusiness) with its address, phone and hours. */
export function organization({ siteUrl, company }: SiteFacts): WithContext<FinancialService> {
  const { address } = company
  return {
    '@context': CONTEXT,
    '@type': 'FinancialService',
    '@id': organizationId(siteUrl),
    name: company.name,
    description: company.description,
    url: absoluteUrl(siteUrl, '/'),
    logo: absoluteUrl(siteUrl, SITE_FILES.logo),
    image: absoluteUrl(siteUrl, SITE_FILES.shareImage),
    telephone: company.phone,
    email: company.email,
    address: {
      '@type': 'PostalAddress',
      streetAddress: `${address.street}, ${address.area}`,
      ...(address.poBox ? { postOfficeBoxNumber: address.poBox } : {}),
      addressLocality: address.city,
      addressCountry: address.country,
    },
    openingHoursSpecification: company.openingHours.map(({ days, opens, closes }) => ({
      '@type': 'OpeningHoursSpecification',
      dayOfWeek: days.map((day) => day as DayOfWeek),
      opens: schemaTime(opens),
      closes: schemaTime(closes),
    })),
  }
}

/** Each edition is a website of its own: `https://…/#website`, `https://…/ar#website`. */
const websiteId = ({ siteUrl, locale = DEFAULT_LOCALE }: Pick<SiteFacts, 'siteUrl' | 'locale'>): string =>
  `${absoluteUrl(siteUrl, localisedPath(locale, '/'))}#website`

export function website({ siteUrl, company, locale = DEFAULT_LOCALE }: SiteFacts): WithContext<WebSite> {
  return {
    '@context': CONTEXT,
    '@type': 'WebSite',
    '@id': websiteId({ siteUrl, locale }),
    name: company.name,
    url: absoluteUrl(siteUrl, localisedPath(locale, '/')),
    inLanguage: locale,
    publisher: { '@id': organizationId(siteUrl) },
  }
}

function publisher({ siteUrl, company }: SiteFacts): Organization {
  return {
    '@type': 'Organization',
    '@id': organizationId(siteUrl),
    name: company.name,
    url: absoluteUrl(siteUrl, '/'),
    logo: { '@type': 'ImageObject', url: absoluteUrl(siteUrl, SITE_FILES.logo) },
  }
}

/** The author named in content: the company itself, or a person. */
function author(site: SiteFacts, name: string | undefined): Organization | Person {
  if (!name || name === site.company.name) return publisher(site)
  return { '@type': 'Person', name }
}

function articleFields(site: SiteFacts, article: ArticleFacts) {
  const url = canonicalUrl(site.siteUrl, article.path)
  return {
    '@id': `${url}#article`,
    headline: article.title,
    description: article.description,
    url,
    mainEntityOfPage: url,
    image: [absoluteUrl(site.siteUrl, article.image)],
    datePublished: article.date,
    author: author(site, article.author),
    publisher: publisher(site),
    articleSection: article.category,
    ...(article.keywords?.length ? { keywords: article.keywords.join(', ') } : {}),
    inLanguage: site.locale ?? DEFAULT_LOCALE,
  }
}

export function blogPosting(site: SiteFacts, post: ArticleFacts): WithContext<BlogPosting> {
  return { '@context': CONTEXT, '@type': 'BlogPosting', ...articleFields(site, post) }
}

export function caseStudyArticle(site: SiteFacts, caseStudy: ArticleFacts): WithContext<Article> {
  return { '@context': CONTEXT, '@type': 'Article', ...articleFields(site, caseStudy) }
}

/** The trail from the home page to an inner page; the last crumb is the page itself. */
export function breadcrumbs(site: SiteFacts, trail: readonly Crumb[]): WithContext<BreadcrumbList> {
  const crumbs = [{ name: site.homeCrumb, path: localisedPath(site.locale ?? DEFAULT_LOCALE, '/') }, ...trail]
  return {
    '@context': CONTEXT,
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map(({ name, path }, i) => ({
      '@type': 'ListItem',
      position: i + 1,
      name,
      item: canonicalUrl(site.siteUrl, path),
    })),
  }
}

/** A page that is neither an article nor a list (services, mission, a company page), in its edition's language. */
export function webPage(site: SiteFacts, page: Crumb): WithContext<WebPage> {
  const url = canonicalUrl(site.siteUrl, page.path)
  return {
    '@context': CONTEXT,
    '@type': 'WebPage',
    '@id': `${url}#page`,
    name: page.name,
    url,
    inLanguage: site.locale ?? DEFAULT_LOCALE,
    isPartOf: { '@id': websiteId(site) },
  }
}

/** A page listing other pages: the blog index, a tag's page, the index of tags. */
export interface CollectionFacts {
  name: string
  description?: string
  path: string
  /** The pages listed, in the order shown; on a paginated list, those of this page. */
  items: readonly Crumb[]
  /** Position of the first item in the whole list, from 1 (pages after the first start further on). */
  firstPosition?: number
}

/** A CollectionPage whose main entity is the ItemList of the pages it links to. */
export function collectionPage(site: SiteFacts, page: CollectionFacts): WithContext<CollectionPage> {
  const url = canonicalUrl(site.siteUrl, page.path)
  const first = page.firstPosition ?? 1
  return {
    '@context': CONTEXT,
    '@type': 'CollectionPage',
    '@id': `${url}#page`,
    name: page.name,
    ...(page.description ? { description: page.description } : {}),
    url,
    inLanguage: site.locale ?? DEFAULT_LOCALE,
    isPartOf: { '@id': websiteId(site) },
    mainEntity: {
      '@type': 'ItemList',
      numberOfItems: page.items.length,
      itemListElement: page.items.map(({ name, path }, i) => ({
        '@type': 'ListItem',
        position: first + i,
        name,
        item: canonicalUrl(site.siteUrl, path),
      })),
    },
  }
}

/** JSON for a `<script type="application/ld+json">`: "<" is escaped so no text can close the script. */
export function serializeJsonLd(data: JsonLd): string {
  return JSON.stringify(data).replace(/</g, '\\u003c')
}
