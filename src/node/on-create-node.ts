import path from 'path'
import yaml from 'js-yaml'
import type { GatsbyNode, Node } from 'gatsby'
import { CONTENT_DIR } from '../config/constants'
import { localisedPath } from '../config/locales'
import { fileCollections, folderCollections } from '../content-model/collections'
import { editionOfFile, editionsOf } from '../content-model/i18n'
import { siteNow } from '../lib/build/clock'
import { includeDrafts, isPublished } from '../lib/build/drafts'
import { liveState, scheduleOf } from '../lib/shared/schedule'

type EntryNode = Record<string, unknown> & { id: string; parent: string; internal: { type: string; contentDigest: string } }

/**
 * The entry node (BlogPost, CaseStudy, …) of a Markdown node: its front matter and page path, or
 * nothing when the node belongs to no collection or is a draft or outside its schedule at `now`, and
 * the build leaves those out. `scheduled` says an entry shown outside its schedule (the development
 * server shows it) is "upcoming" or has "ended".
 */
function entryFor(
  node: Node,
  getNode: (id: string) => Node | undefined,
  createNodeId: (seed: string) => string,
  showDrafts: boolean,
  now: number,
): EntryNode | undefined {
  if (node.internal.type !== 'MarkdownRemark' || !node.parent) return
  const file = getNode(node.parent) as unknown as { relativeDirectory: string; base: string } | undefined
  if (!file) return
  const topFolder = file.relativeDirectory.split(path.sep)[0]
  const collection = folderCollections.find((c) => c.folder === topFolder)
  // The content check (check-content-files.ts) refuses a file without its language in the name before anything is sourced.
  const edition = editionOfFile(file.base)
  if (!collection || !edition) return
  const frontmatter = node.frontmatter as Record<string, unknown>
  if (!isPublished(frontmatter, showDrafts, now)) return
  const state = liveState(scheduleOf(frontmatter), now)
  return {
    ...frontmatter,
    scheduled: state === 'live' ? null : state,
    locale: edition.locale,
    path: localisedPath(edition.locale, collection.pathFor(String(frontmatter[collection.slugField]))),
    id: createNodeId(`${node.id} >>> ${collection.typeName}`),
    parent: node.id,
    children: [],
    internal: { type: collection.typeName, contentDigest: node.internal.contentDigest },
  }
}

interface ContentFileNode {
  id: string
  sourceInstanceName?: string
  relativePath?: string
  internal: { type: string }
}

/**
 * Gives each YAML file of a file collection one child node per edition, of the collection's type
 * (HomeYaml, …) with its `locale`: the fields under `en:` and under `ar:` (src/content-model/i18n.ts),
 * or the whole file for a collection that has no editions.
 */
async function createFileEditions(
  { node, actions, createNodeId, createContentDigest, loadNodeContent }: Parameters<NonNullable<GatsbyNode['onCreateNode']>>[0],
  file: ContentFileNode,
): Promise<void> {
  const collection = fileCollections.find((c) => c.file === file.relativePath)
  if (!collection) return
  const data = yaml.load(await loadNodeContent(node)) as Record<string, Record<string, unknown>>
  for (const locale of editionsOf(collection)) {
    const fields = collection.i18n ? data[locale] : data
    const edition = {
      ...fields,
      locale,
      id: createNodeId(`${file.id} >>> ${collection.typeName} ${locale}`),
      parent: file.id,
      children: [],
      internal: { type: collection.typeName, contentDigest: createContentDigest({ fields, locale }) },
    }
    actions.createNode(edition)
    actions.createParentChildLink({ parent: node, child: edition as unknown as Node })
  }
}

/**
 * Gives each Markdown entry a child node of its collection's type (BlogPost, CaseStudy, …) holding
 * its front matter, locale and page path in its edition (`/ar/…` for an `.ar.md` file), so queries
 * ask for `allBlogPost` and templates never derive paths; and each YAML file its editions' nodes.
 * A draft (`draft: true`), or an entry before its publish_at or from its unpublish_at on, gets no
 * entry node in a production build (src/lib/build/drafts.ts), so no page, card, listing, feed item or
 * previous/next link can show it; the development server shows them.
 */
export const onCreateNode: GatsbyNode['onCreateNode'] = async (args) => {
  const { node, getNode, actions, createNodeId } = args
  const file = node as unknown as ContentFileNode
  if (file.internal.type === 'File' && file.sourceInstanceName === CONTENT_DIR) return createFileEditions(args, file)
  const entry = entryFor(node, getNode, createNodeId, includeDrafts(process.env), siteNow())
  if (!entry) return
  actions.createNode(entry)
  actions.createParentChildLink({ parent: node, child: entry as unknown as Node })
}

/**
 * Gatsby keeps the nodes of unchanged files from its last run without calling onCreateNode again,
 * so after `npm start` a production build would still hold the drafts' entry nodes (and after a
 * build the development server would miss them), and a scheduled entry would keep the state of the
 * build before. Each run therefore rebuilds the cached entries by its own rule and clock before
 * Gatsby builds the schema.
 */
export const sourceNodes: GatsbyNode['sourceNodes'] = ({ getNode, getNodesByType, actions, createNodeId }) => {
  const showDrafts = includeDrafts(process.env)
  const now = siteNow()
  const kept = new Set<string>()
  for (const { typeName } of folderCollections) {
    for (const entry of getNodesByType(typeName)) {
      const parent = entry.parent ? getNode(entry.parent) : undefined
      const current = parent && entryFor(parent, getNode, createNodeId, showDrafts, now)
      if (current && current.scheduled === (entry as Record<string, unknown>).scheduled) kept.add(entry.id)
      else actions.deleteNode(entry)
    }
  }
  for (const node of getNodesByType('MarkdownRemark')) {
    const entry = entryFor(node, getNode, createNodeId, showDrafts, now)
    if (!entry || kept.has(entry.id)) continue
    actions.createNode(entry)
    actions.createParentChildLink({ parent: node, child: entry as unknown as Node })
  }
}
