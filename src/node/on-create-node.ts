import path from 'path'
import type { GatsbyNode } from 'gatsby'
import { folderCollections } from '../content-model/collections'

/** Gives each Markdown entry its collection, slug and page path, so templates never derive them. */
export const onCreateNode: GatsbyNode['onCreateNode'] = ({ node, getNode, actions }) => {
  if (node.internal.type !== 'MarkdownRemark' || !node.parent) return
  const file = getNode(node.parent) as unknown as { relativeDirectory: string } | undefined
  if (!file) return
  const topFolder = file.relativeDirectory.split(path.sep)[0]
  const collection = folderCollections.find((c) => c.folder === topFolder)
  if (!collection) return
  const frontmatter = node.frontmatter as Record<string, unknown>
  const slug = String(frontmatter[collection.slugField])
  actions.createNodeField({ node, name: 'collection', value: collection.name })
  actions.createNodeField({ node, name: 'slug', value: slug })
  actions.createNodeField({ node, name: 'path', value: collection.pathFor(slug) })
}
