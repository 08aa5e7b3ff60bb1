import path from 'path'
import type { GatsbyNode, Node } from 'gatsby'
import { folderCollections } from '../content-model/collections'
import { includeDrafts, isPublished } from '../lib/drafts'

type EntryNode = Record<string, unknown> & { id: string; parent: string; internal: { type: string; contentDigest: string } }

/**
 * The entry node (BlogPost, CaseStudy, …) of a Markdown node: its front matter and page path, or
 * nothing when the node belongs to no collection or is a draft the build leaves out.
 */
function entryFor(
  node: Node,
  getNode: (id: string) => Node | undefined,
  createNodeId: (seed: string) => string,
  showDrafts: boolean,
): EntryNode | undefined {
  if (node.internal.type !== 'MarkdownRemark' || !node.parent) return
  const file = getNode(node.parent) as unknown as { relativeDirectory: string } | undefined
  if (!file) return
  const topFolder = file.relativeDirectory.split(path.sep)[0]
  const collection = folderCollections.find((c) => c.folder === topFolder)
  if (!collection) return
  const frontmatter = node.frontmatter as Record<string, unknown>
  if (!isPublished(frontmatter, showDrafts)) return
  return {
    ...frontmatter,
    path: collection.pathFor(String(frontmatter[collection.slugField])),
    id: createNodeId(`${node.id} >>> ${collection.typeName}`),
    parent: node.id,
    children: [],
    internal: { type: collection.typeName, contentDigest: node.internal.contentDigest },
  }
}

/**
 * Gives each Markdown entry a child node of its collection's type (BlogPost, CaseStudy, …) holding
 * its front matter and page path, so queries ask for `allBlogPost` and templates never derive paths.
 * A draft (`draft: true`) gets no entry node in a production build (src/lib/drafts.ts), so no page,
 * card, listing, feed item or previous/next link can show it; the development server shows drafts.
 */
export const onCreateNode: GatsbyNode['onCreateNode'] = ({ node, getNode, actions, createNodeId }) => {
  const entry = entryFor(node, getNode, createNodeId, includeDrafts(process.env))
  if (!entry) return
  actions.createNode(entry)
  actions.createParentChildLink({ parent: node, child: entry as unknown as Node })
}

/**
 * Gatsby keeps the nodes of unchanged files from its last run without calling onCreateNode again,
 * so after `npm start` a production build would still hold the drafts' entry nodes (and after a
 * build the development server would miss them). Each run therefore brings the cached entries in
 * line with its own draft rule before Gatsby builds the schema.
 */
export const sourceNodes: GatsbyNode['sourceNodes'] = ({ getNode, getNodesByType, actions, createNodeId }) => {
  const showDrafts = includeDrafts(process.env)
  for (const { typeName } of folderCollections) {
    for (const entry of getNodesByType(typeName)) {
      if (!isPublished(entry, showDrafts)) actions.deleteNode(entry)
    }
  }
  if (!showDrafts) return
  for (const node of getNodesByType('MarkdownRemark')) {
    const entry = entryFor(node, getNode, createNodeId, showDrafts)
    if (!entry || getNode(entry.id)) continue
    actions.createNode(entry)
    actions.createParentChildLink({ parent: node, child: entry as unknown as Node })
  }
}
