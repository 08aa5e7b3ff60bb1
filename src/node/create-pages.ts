import path from 'path'
import type { GatsbyNode } from 'gatsby'
import { paths } from '../config/constants'
import { siteUrl } from '../config/site-url'
import { folderCollections } from '../content-model/collections'
import {
  SITE_FACTS_SELECTION,
  entryStructuredData,
  indexPageStructuredData,
  siteFacts,
  staticPageStructuredData,
  type EntryData,
  type SiteFactsData,
} from './page-structured-data'

const template = (name: string) => path.resolve(`src/templates/${name}.tsx`)

/** Pages of the solutions group that are not backed by a Markdown entry. */
export const STATIC_PAGES = [
  { path: paths.mission, component: template('mission') },
  { path: paths.services, component: template('services') },
  { path: paths.serviceDetail, component: template('service-detail') },
]

/** The index of every case study, newest first (its query sorts as createPages does). */
export const CASE_STUDY_INDEX = { path: paths.caseStudyIndex, component: template('case-study-index') }

const ARTICLE_SELECTION = 'title date(formatString: "YYYY-MM-DD") excerpt author category image { publicURL }'

/** Which template renders an entry of each Markdown collection, and what its page context needs of the entry. */
const ENTRY_PAGES = [
  { collection: 'blog', component: template('blog-post'), selection: `${ARTICLE_SELECTION} tags` },
  { collection: 'caseStudies', component: template('case-study'), selection: ARTICLE_SELECTION },
  { collection: 'companyPages', component: template('company-page'), selection: 'title' },
] as const

type EntryNode = EntryData & { id: string }
type EntriesData = Record<EntryData['collection'], { nodes: Array<Omit<EntryNode, 'collection'>> }>

/** One listing per collection (aliased by its name), in the order listings show them. */
const entryListings = ENTRY_PAGES.map(({ collection, selection }) => {
  const { typeName } = folderCollections.find((c) => c.name === collection)!
  return `${collection}: all${typeName}(sort: [{ date: DESC }, { slug: ASC }]) { nodes { id path ${selection} } }`
})

const linkTo = (entry?: EntryNode) => (entry ? { title: entry.title, path: entry.path } : null)

export const createPages: GatsbyNode['createPages'] = async ({ graphql, actions, reporter }) => {
  const result = await graphql<SiteFactsData & EntriesData>(`
    query EntriesForPages {
      ${SITE_FACTS_SELECTION}
      ${entryListings.join('\n')}
    }
  `)
  if (result.errors || !result.data) {
    reporter.panicOnBuild('Could not query content entries for page creation', result.errors)
    return
  }
  const site = siteFacts(siteUrl, result.data)

  for (const page of STATIC_PAGES) {
    actions.createPage({ ...page, context: { structuredData: staticPageStructuredData(site, page.path, result.data.banners) } })
  }

  actions.createPage({
    ...CASE_STUDY_INDEX,
    context: { structuredData: indexPageStructuredData(site, CASE_STUDY_INDEX.path, result.data.banners, result.data.caseStudies.nodes) },
  })

  for (const { collection, component } of ENTRY_PAGES) {
    const entries = result.data[collection].nodes.map((node) => ({ ...node, collection }) as EntryNode)
    entries.forEach((entry, i) => {
      actions.createPage({
        path: entry.path,
        component,
        context: {
          id: entry.id,
          // Neighbours in the same order as listings, for previous/next links.
          previous: linkTo(entries[i - 1]),
          next: linkTo(entries[i + 1]),
          structuredData: entryStructuredData(site, entry),
        },
      })
    })
  }
}
