import path from 'path'
import type { GatsbyNode } from 'gatsby'
import { folderCollections } from '../content-model/collections'

/**
 * Gives each Markdown entry a child node of its collection's type (BlogPost, CaseStudy, …) holding
 * its front matter and page path, so queries ask for `allBlogPost` and templates never derive paths.
 */
export const onCreateNode: GatsbyNode['onCreateNode'] = ({ node, getNode, actions, createNodeId }) => {
  if (node.internal.type !== 'MarkdownRemark' || !node.parent) return
  const file = getNode(node.parent) as unknown as { relativeDirectory: string } | undefined
  if (!file) return
  const topFolder = file.relativeDirectory.split(path.sep)[0]
  const collection = folderCollections.find((c) => c.folder === topFolder)
  if (!collection) return
  const frontmatter = node.frontmatter as Record<string, unknown>
  const entry = {
    ...frontmatter,
    path: collection.pathFor(String(frontmatter[collection.slugField])),
    id: createNodeId(`${node.id} >>> ${collection.typeName}`),
    parent: node.id,
    children: [],
    internal: { type: collection.typeName, contentDigest: node.internal.contentDigest },
  }
  actions.createNode(entry)
  actions.createParentChildLink({ parent: node, child: entry })
}
