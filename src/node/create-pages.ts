import path from 'path'
import type { GatsbyNode } from 'gatsby'
import { paths } from '../config/constants'
import { siteUrl } from '../config/site-url'
import {
  SITE_FACTS_SELECTION,
  entryStructuredData,
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

/** Which template renders an entry of each Markdown collection. */
const TEMPLATE_BY_COLLECTION: Record<string, string> = {
  blog: template('blog-post'),
  caseStudies: template('case-study'),
  companyPages: template('company-page'),
}

interface EntryNode extends EntryData {
  id: string
}

const linkTo = (entry?: EntryNode) => (entry ? { title: entry.frontmatter.title, path: entry.fields.path } : null)

export const createPages: GatsbyNode['createPages'] = async ({ graphql, actions, reporter }) => {
  const result = await graphql<SiteFactsData & { allMarkdownRemark: { nodes: EntryNode[] } }>(`
    query EntriesForPages {
      ${SITE_FACTS_SELECTION}
      allMarkdownRemark(sort: [{ frontmatter: { date: DESC } }, { fields: { slug: ASC } }]) {
        nodes {
          id
          fields {
            collection
            path
          }
          frontmatter {
            title
            date(formatString: "YYYY-MM-DD")
            excerpt
            author
            category
            tags
            image {
              publicURL
            }
          }
        }
      }
    }
  `)
  if (result.errors || !result.data) {
    reporter.panicOnBuild('Could not query content entries for page creation', result.errors)
    return
  }
  const site = siteFacts(siteUrl, result.data)

  for (const page of STATIC_PAGES) {
    actions.createPage({ ...page, context: { structuredData: staticPageStructuredData(site, page.path, result.data.bannersYaml) } })
  }

  for (const [collection, component] of Object.entries(TEMPLATE_BY_COLLECTION)) {
    const entries = result.data.allMarkdownRemark.nodes.filter((n) => n.fields.collection === collection)
    entries.forEach((entry, i) => {
      actions.createPage({
        path: entry.fields.path,
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
