import type { GatsbyNode } from 'gatsby'
import { LISTING, paths } from '../config/constants'
import { LOCALE_CODES, localisedPath, type Locale } from '../config/locales'
import { siteUrl } from '../config/site-url'
import { pageEditions } from '../lib/shared/page-editions'
import { homeStructuredData, siteFacts, type SiteFactsData } from './page-structured-data'

/**
 * Gives the home page (src/pages/index.tsx, created by Gatsby itself rather than by createPages)
 * its edition, the company's structured data and the limits of its lists (LISTING), which its query
 * takes as variables so that its page data stays the same size however many posts and case studies
 * there are; and makes the same page for every other edition (`/ar`), each knowing the others
(`editions`, as createPages gives every page). Hooks that create pages
 * cannot run GraphQL here, so the settings come straight from their nodes (one per edition), whose
 * fields the content model names exactly as GraphQL does. The 404 page has no locale and no
 * editions: it serves both editions and sends the reader on to a home page (src/pages/404.tsx).
 */
export const onCreatePage: GatsbyNode['onCreatePage'] = ({ page, actions, getNodesByType }) => {
  if (page.path !== paths.home) return
  const edition = <T>(type: string, locale: Locale) =>
    (getNodesByType(type) as unknown as Array<T & { locale: Locale }>).find((node) => node.locale === locale)
  actions.deletePage(page)
  // Every edition has its home page: each is the other's translation.
  const homes = new Set(LOCALE_CODES.map((locale) => localisedPath(locale, paths.home)))
  for (const locale of LOCALE_CODES) {
    const company = edition<SiteFactsData['company']>('CompanyYaml', locale)
    const banners = edition<SiteFactsData['banners']>('BannersYaml', locale)
    if (!company || !banners)
      throw new Error(`The company settings and page banners (${locale}) must be sourced before the home page is created`)
    const path = localisedPath(locale, paths.home)
    actions.createPage({
      ...page,
      path,
      context: {
        ...page.context,
        locale,
        editions: pageEditions(path, homes),
        postLimit: LISTING.homePosts,
        caseStudyLimit: LISTING.homeCaseStudies,
        structuredData: homeStructuredData(siteFacts(siteUrl, { company, banners }, locale)),
      },
    })
  }
}
