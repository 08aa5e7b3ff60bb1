/**
 * The one place for route prefixes and the behaviour constants (docs/specification.md#routes, #constants).
 * Imported by gatsby-node (page creation), components, hooks and tests alike.
 */

/** Prefixes of the two route groups; every page path is built from these. */
export const ROUTE_PREFIX = {
  solutions: '/financialsolutions',
  blogs: '/financialblogs',
  company: '/company',
} as const

export const paths = {
  home: '/',
  mission: `${ROUTE_PREFIX.solutions}/mission`,
  services: `${ROUTE_PREFIX.solutions}/services`,
  serviceDetail: `${ROUTE_PREFIX.solutions}/services/detail`,
  caseStudy: (slug: string): string => `${ROUTE_PREFIX.solutions}/portfolio/${slug}`,
  /** Every case study, newest first. */
  caseStudyIndex: `${ROUTE_PREFIX.solutions}/portfolio`,
  blogPost: (slug: string): string => `${ROUTE_PREFIX.blogs}/blogs/${slug}`,
  /** Page `page` (from 1) of the blog index; pages after the first sit below LISTING.pageSegment. */
  blogIndex: (page = 1): string => listingPage(`${ROUTE_PREFIX.blogs}/blogs`, page),
  /** Every tag with its number of posts. */
  tagIndex: `${ROUTE_PREFIX.blogs}/tags`,
  /** Page `page` of the posts of one tag; `tagSlug` comes from src/lib/shared/tag-slug.ts. */
  tag: (tagSlug: string, page = 1): string => listingPage(`${ROUTE_PREFIX.blogs}/tags/${tagSlug}`, page),
  companyPage: (slug: string): string => `${ROUTE_PREFIX.company}/${slug}`,
  /** The search page; `?q=` holds the query. */
  search: '/search',
} as const

/** What a page is, for the search's results: only pages of these kinds are indexed. */
export type SearchKind = 'post' | 'case_study' | 'service' | 'company'

/** The site search (Pagefind, run over public/ after the build: src/node/search-index.ts). */
export const SEARCH = {
  /** Where the index and Pagefind's own script are written, under public/. */
  bundleDir: 'pagefind',
  /** Results shown at most, best first. */
  maxResults: 10,
  /** Words of page text in each result's snippet. */
  excerptWords: 24,
} as const

/** How many entries lists show, whatever the amount of content (docs/specification.md#home-page). */
export const LISTING = {
  /** Posts in the home page's blog carousel, newest first. */
  homePosts: 6,
  /** Case studies in the home page's section, newest first. */
  homeCaseStudies: 3,
  /** Cards on each page of the blog index and of a tag's page. */
  pageSize: 9,
  /** Posts suggested at the end of a post. */
  relatedPosts: 3,
  /**
   * The path segment before a page number (/financialblogs/blogs/page/2). A blog post may not take
   * it as its slug, so that no post's address can be mistaken for a page of the index.
   */
  pageSegment: 'page',
} as const

function listingPage(base: string, page: number): string {
  return page === 1 ? base : `${base}/${LISTING.pageSegment}/${page}`
}

/** Section ids of the home page, in page order; the menu highlights one of them. */
export const HOME_SECTIONS = ['headermenu', 'aboutus', 'services', 'contact'] as const
export type HomeSectionId = (typeof HOME_SECTIONS)[number]
export const DEFAULT_SECTION: HomeSectionId = 'headermenu'

export const BEHAVIOUR = {
  /** Below this window width the menu lives in a drawer. */
  mobileBreakpointPx: 992,
  /** Added to the scroll position when finding the section the reader is in. */
  activeSectionScrollOffsetPx: 150,
  /** Share of a section that must be visible for it to become active. */
  sectionVisibilityThreshold: 0.1,
  /** A menu click scrolls after this delay. */
  menuScrollDelayMs: 100,
  /** A menu click sets the active section again after this delay. */
  activeSectionResetDelayMs: 200,
  /** Animated widgets are (re)started this long after each navigation. */
  widgetReinitDelayMs: 1000,
} as const

/**
 * Site-wide files at fixed addresses: kept in static/ (favicon, share image, icons drawn by
 * tools/make-icons.ts) or written by the build (sitemap by gatsby-plugin-sitemap; feed, robots.txt
 * and manifest by src/node/discovery-files.ts).
 */
export const SITE_FILES = {
  favicon: '/favicon.svg',
  /** The Open Graph image of pages that have no image of their own. */
  shareImage: '/og-default.jpg',
  logo: '/icons/icon-512.png',
  appleTouchIcon: '/icons/apple-touch-icon.png',
  manifest: '/manifest.webmanifest',
  feed: '/rss.xml',
  robots: '/robots.txt',
  sitemap: '/sitemap-index.xml',
} as const

/** Browser and app-icon colours: --color-ink and --color-surface of src/styles/tokens.css. */
export const BRAND_COLORS = {
  theme: '#0b2239',
  background: '#ffffff',
} as const

/** Where content lives, relative to the project root. */
export const CONTENT_DIR = 'content'

/** The only origin the site embeds frames from (the services video); also allowed by the CSP. */
export const VIDEO_EMBED_ORIGIN = 'https://www.youtube-nocookie.com'

/** Where the editors' admin is served (built from admin/ into public/admin by plugins/admin-bundle). */
export const ADMIN_PATH = '/admin/'

/** Where a browser keeps the admin's language the editor chose (localStorage): the admin and its pages beside it read it. */
export const ADMIN_LANGUAGE_KEY = 'admin.language'

/** The editors' publishing schedule beside the admin: what goes live and comes down when (src/node/schedule-page.ts). */
export const SCHEDULE_PAGE_PATH = `${ADMIN_PATH}schedule/`
