import type { GatsbyNode } from 'gatsby'
import { LISTING, paths } from '../config/constants'
import { siteUrl } from '../config/site-url'
import { homeStructuredData, siteFacts, type SiteFactsData } from './page-structured-data'

/**
 * Gives the home page (src/pages/index.tsx, created by Gatsby itself rather than by createPages)
 * the company's structured data and the limits of its lists (LISTING), which its query takes as
 * variables so that its page data stays the same size however many posts and case studies there are. Hooks that create pages cannot run GraphQL here, so the settings
 * come straight from their nodes, whose fields the content model names exactly as GraphQL does.
 */
export const onCreatePage: GatsbyNode['onCreatePage'] = ({ page, actions, getNodesByType }) => {
  if (page.path !== paths.home) return
  const [company] = getNodesByType('CompanyYaml') as unknown as Array<SiteFactsData['company']>
  const [banners] = getNodesByType('BannersYaml') as unknown as Array<SiteFactsData['banners']>
  if (!company || !banners) throw new Error('The company settings and page banners must be sourced before the home page is created')
  actions.deletePage(page)
  actions.createPage({
    ...page,
    context: {
      ...page.context,
      postLimit: LISTING.homePosts,
      caseStudyLimit: LISTING.homeCaseStudies,
      structuredData: homeStructuredData(siteFacts(siteUrl, { company, banners })),
    },
  })
}
