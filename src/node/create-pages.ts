import path from 'path'
import type { GatsbyNode } from 'gatsby'
import { paths } from '../config/constants'

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

interface EntryNode {
  id: string
  fields: { collection: string; path: string }
  frontmatter: { title: string }
}

const linkTo = (entry?: EntryNode) => (entry ? { title: entry.frontmatter.title, path: entry.fields.path } : null)

export const createPages: GatsbyNode['createPages'] = async ({ graphql, actions, reporter }) => {
  for (const page of STATIC_PAGES) actions.createPage({ ...page, context: {} })

  const result = await graphql<{ allMarkdownRemark: { nodes: EntryNode[] } }>(`
    query EntriesForPages {
      allMarkdownRemark(sort: [{ frontmatter: { date: DESC } }, { fields: { slug: ASC } }]) {
        nodes {
          id
          fields {
            collection
            path
          }
          frontmatter {
            title
          }
        }
      }
    }
  `)
  if (result.errors || !result.data) {
    reporter.panicOnBuild('Could not query content entries for page creation', result.errors)
    return
  }

  for (const [collection, component] of Object.entries(TEMPLATE_BY_COLLECTION)) {
    const entries = result.data.allMarkdownRemark.nodes.filter((n) => n.fields.collection === collection)
    entries.forEach((entry, i) => {
      actions.createPage({
        path: entry.fields.path,
        component,
        // Neighbours in the same order as listings, for previous/next links.
        context: { id: entry.id, previous: linkTo(entries[i - 1]), next: linkTo(entries[i + 1]) },
      })
    })
  }
}
