/** @jest-environment node */
/**
 * Drafts: a copy of the real content marks its newest blog post and newest case study `draft: true`
 * (both editions);
 * the real hooks (content check, onCreateNode, sourceNodes, createPages) then run as a production
 * build and as the development server would run them.
 */
import fs from 'fs'
import path from 'path'
import matter from 'gray-matter'
import yaml from 'js-yaml'
import { copyOfContent } from '../support/content-copy'
import { checkContent } from '../../src/node/check-content'
import { onCreateNode, sourceNodes } from '../../src/node/on-create-node'
import { createPages } from '../../src/node/create-pages'
import { listFiles } from '../../src/lib/list-files'

type Hook = (args: Record<string, unknown>) => unknown
type Node = Record<string, unknown> & {
  id: string
  parent?: string
  internal: { type: string; contentDigest?: string }
  frontmatter?: Record<string, unknown>
}
interface CreatedPage {
  path: string
  component: string
  context: { locale?: string; previous?: { path: string } | null; next?: { path: string } | null }
}

const isoDate = (value: unknown) => (value instanceof Date ? value.toISOString() : String(value ?? '')).slice(0, 10)

/** The newest entry of a content folder, as listings order them (its English file). */
function newest(contentDir: string, folder: string): { file: string; slug: string } {
  const entries = listFiles(path.join(contentDir, folder), '.en.md').map((file) => ({
    file,
    data: matter(fs.readFileSync(file, 'utf8')).data,
  }))
  entries.sort((a, b) => isoDate(b.data.date).localeCompare(isoDate(a.data.date)) || String(a.data.slug).localeCompare(String(b.data.slug)))
  return { file: entries[0].file, slug: String(entries[0].data.slug) }
}

/** A tiny node store: the Markdown nodes of the content (with their files), and the entry nodes the hooks create. */
function storeFor(contentDir: string) {
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
async function withEnv<T>(env: Record<string, string | undefined>, run: () => Promise<T>): Promise<T> {
  const saved = { ...process.env }
  Object.assign(process.env, env)
  try {
    return await run()
  } finally {
    process.env = saved
  }
}

const PRODUCTION = { gatsby_executing_command: 'build', NODE_ENV: 'production' }
const DEVELOPMENT = { gatsby_executing_command: 'develop', NODE_ENV: 'development' }

async function createEntries(store: ReturnType<typeof storeFor>) {
  for (const node of store.markdownNodes()) await (onCreateNode as unknown as Hook)({ node, ...store.helpers })
}

/** createPages over the store's entry nodes, each collection sorted as its query sorts it. */
async function pagesFor(store: ReturnType<typeof storeFor>, contentDir: string): Promise<CreatedPage[]> {
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
    reporter: { panicOnBuild: (message: string) => Promise.reject(new Error(message)) },
  })
  return created
}

describe('drafts', () => {
  let root: string
  let contentDir: string
  let post: { file: string; slug: string }
  let study: { file: string; slug: string }
  const markDraft = (english: string) => {
    for (const file of [english, english.replace(/\.en\.md$/, '.ar.md')]) {
      fs.writeFileSync(file, fs.readFileSync(file, 'utf8').replace(/^---\n/, '---\ndraft: true\n'))
    }
  }

  beforeAll(() => {
    root = copyOfContent()
    contentDir = path.join(root, 'content')
    post = newest(contentDir, 'blog')
    study = newest(contentDir, 'case-studies')
    markDraft(post.file)
    markDraft(study.file)
  })

  afterAll(() => fs.rmSync(root, { recursive: true, force: true }))

  it('pass the content check like any other entry', () => {
    expect(checkContent(root, 'content')).toEqual([])
  })

  it('are still checked against every rule of the model', () => {
    const broken = copyOfContent()
    try {
      const file = path.join(broken, 'content', path.relative(contentDir, post.file))
      fs.writeFileSync(
        file,
        fs
          .readFileSync(post.file, 'utf8')
          .replace(/^title: .*\n/m, '')
          .replace('draft: true', 'draft: "yes"'),
      )
      const issues = checkContent(broken, 'content').filter((i) => i.file.endsWith(path.basename(file)))
      expect(issues.map((i) => i.field).sort()).toEqual(['draft', 'title'])
    } finally {
      fs.rmSync(broken, { recursive: true, force: true })
    }
  })

  it('get no entry node, so no page and no neighbour link, in a production build', async () => {
    const store = storeFor(contentDir)
    await withEnv(PRODUCTION, () => createEntries(store))
    expect(store.entries('BlogPost').map((n) => n.slug)).not.toContain(post.slug)
    expect(store.entries('CaseStudy').map((n) => n.slug)).not.toContain(study.slug)
    // Both editions of each draft are left out.
    expect(store.entries('BlogPost')).toHaveLength(listFiles(path.join(contentDir, 'blog'), '.md').length - 2)

    const pages = await pagesFor(store, contentDir)
    const english = [`/financialblogs/blogs/${post.slug}`, `/financialsolutions/portfolio/${study.slug}`]
    const draftPaths = [...english, ...english.map((p) => `/ar${p}`)]
    expect(pages.filter((p) => p.context.locale === 'ar').length).toBeGreaterThan(0)
    const linked = pages.flatMap((p) => [p.path, p.context.previous?.path, p.context.next?.path])
    expect(linked.filter((p) => draftPaths.includes(String(p)))).toEqual([])
  })

  it('are shown, marked as drafts, by the development server', async () => {
    const store = storeFor(contentDir)
    await withEnv(DEVELOPMENT, () => createEntries(store))
    expect(store.entries('BlogPost').find((n) => n.slug === post.slug)).toMatchObject({ draft: true })
    expect(store.entries('CaseStudy').find((n) => n.slug === study.slug)).toMatchObject({ draft: true })
    const pages = await pagesFor(store, contentDir)
    expect(pages.map((p) => p.path)).toContain(`/financialblogs/blogs/${post.slug}`)
    expect(pages.map((p) => p.path)).toContain(`/ar/financialblogs/blogs/${post.slug}`)
  })

  it('left in the cache by the development server are removed before a production build', async () => {
    const store = storeFor(contentDir)
    await withEnv(DEVELOPMENT, () => createEntries(store))
    await withEnv(PRODUCTION, async () => (sourceNodes as unknown as Hook)(store.helpers))
    expect(store.entries('BlogPost').some((n) => n.draft === true)).toBe(false)
    expect(store.entries('CaseStudy').some((n) => n.draft === true)).toBe(false)
    expect(store.entries('BlogPost').length).toBeGreaterThan(0)
  })

  it('missing from the cache of a production build are added back by the development server', async () => {
    const store = storeFor(contentDir)
    await withEnv(PRODUCTION, () => createEntries(store))
    await withEnv(DEVELOPMENT, async () => (sourceNodes as unknown as Hook)(store.helpers))
    expect(store.entries('BlogPost').map((n) => n.slug)).toContain(post.slug)
    expect(
      store
        .entries('BlogPost')
        .map((n) => n.slug)
        .sort(),
    ).toEqual(
      listFiles(path.join(contentDir, 'blog'), '.md')
        .map((f) => String(matter(fs.readFileSync(f, 'utf8')).data.slug))
        .sort(),
    )
  })
})
