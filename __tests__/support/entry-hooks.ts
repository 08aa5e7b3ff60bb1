/**
 * The entry hooks of gatsby-node (onCreateNode, sourceNodes, createPages) run over a copy of the
 * content without Gatsby: a small node store of the Markdown files and the entries the hooks create.
 */
import fs from 'fs'
import path from 'path'
import matter from 'gray-matter'
import yaml from 'js-yaml'
import { onCreateNode } from '../../src/node/on-create-node'
import { createPages } from '../../src/node/create-pages'
import { listFiles } from '../../src/lib/build/list-files'

export type Hook = (args: Record<string, unknown>) => unknown
type Node = Record<string, unknown> & {
  id: string
  parent?: string
  internal: { type: string; contentDigest?: string }
  frontmatter?: Record<string, unknown>
}
export interface CreatedPage {
  path: string
  component: string
  context: { locale?: string; previous?: { path: string } | null; next?: { path: string } | null }
}

export const isoDate = (value: unknown) => (value instanceof Date ? value.toISOString() : String(value ?? '')).slice(0, 10)

/** A tiny node store: the Markdown nodes of the content (with their files), and the entry nodes the hooks create. */
export function storeFor(contentDir: string) {
  const nodes = new Map<string, Node>()
  listFiles(contentDir, '.md').forEach((absolute, i) => {
    nodes.set(`file-${i}`, {
      id: `file-${i}`,
      relativeDirectory: path.relative(contentDir, path.dirname(absolute)),
      base: path.basename(absolute),
      internal: { type: 'File' },
    })
    const { data } = matter(fs.readFileSync(absolute, 'utf8'))
    nodes.set(`md-${i}`, {
      id: `md-${i}`,
      parent: `file-${i}`,
      internal: { type: 'MarkdownRemark', contentDigest: `${i}` },
      frontmatter: data,
    })
  })
  const helpers = {
    getNode: (id: string) => nodes.get(id),
    getNodesByType: (type: string) => [...nodes.values()].filter((n) => n.internal.type === type),
    createNodeId: (seed: string) => `entry-${seed}`,
    actions: {
      createNode: (node: Node) => nodes.set(node.id, node),
      deleteNode: (node: Node) => nodes.delete(node.id),
      createParentChildLink: () => undefined,
    },
  }
  return {
    helpers,
    markdownNodes: () => helpers.getNodesByType('MarkdownRemark'),
    entries: (type: string) => helpers.getNodesByType(type),
  }
}

/** Runs a hook with Gatsby's environment variables set as for the given command. */
export async function withEnv<T>(env: Record<string, string | undefined>, run: () => Promise<T>): Promise<T> {
  const saved = { ...process.env }
  Object.assign(process.env, env)
  try {
    return await run()
  } finally {
    process.env = saved
  }
}

export const PRODUCTION = { gatsby_executing_command: 'build', NODE_ENV: 'production' }
export const DEVELOPMENT = { gatsby_executing_command: 'develop', NODE_ENV: 'development' }

export async function createEntries(store: ReturnType<typeof storeFor>) {
  for (const node of store.markdownNodes()) await (onCreateNode as unknown as Hook)({ node, ...store.helpers })
}

/** createPages over the store's entry nodes, each collection sorted as its query sorts it. */
export async function pagesFor(store: ReturnType<typeof storeFor>, contentDir: string): Promise<CreatedPage[]> {
  const listing = (type: string, locale: string) => ({
    nodes: store
      .entries(type)
      .filter((n) => n.locale === locale)
      .sort((a, b) => isoDate(b.date).localeCompare(isoDate(a.date)) || String(a.slug).localeCompare(String(b.slug)))
      .map((n) => ({ ...n, date: isoDate(n.date), image: { publicURL: String(n.image) } })),
  })
  const edition = (file: string, locale: string) =>
    (yaml.load(fs.readFileSync(path.join(contentDir, file), 'utf8')) as Record<string, unknown>)[locale]
  const created: CreatedPage[] = []
  await (createPages as unknown as Hook)({
    graphql: async (_query: string, { locale }: { locale: string }) => ({
      data: {
        company: edition('settings/company.yaml', locale),
        banners: edition('settings/banners.yaml', locale),
        blog: listing('BlogPost', locale),
        caseStudies: listing('CaseStudy', locale),
        companyPages: listing('CompanyPage', locale),
        blogSection: edition('home/home.yaml', locale),
        interface: edition('settings/interface.yaml', locale),
      },
    }),
    actions: { createPage: (page: CreatedPage) => created.push(page) },
    reporter: { panicOnBuild: (message: string) => Promise.reject(new Error(message)), info: () => undefined },
  })
  return created
}
