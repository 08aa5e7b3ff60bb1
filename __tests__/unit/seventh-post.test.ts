/** @jest-environment node */
/**
 * "Adding a seventh Markdown file adds a seventh page without code changes": a copy of the real
 * content gets a seventh blog post, then the real build hooks run over it (content check,
 * onCreateNode's entry nodes, createPages) with Gatsby's data layer replaced by the parsed files.
 */
import fs from 'fs'
import path from 'path'
import matter from 'gray-matter'
import yaml from 'js-yaml'
import { copyOfContent } from '../support/content-copy'
import { checkContent } from '../../src/node/check-content'
import { onCreateNode } from '../../src/node/on-create-node'
import { createPages } from '../../src/node/create-pages'
import { listFiles } from '../../src/lib/list-files'
import { tagSlug } from '../../src/lib/tag-slug'
import { paths } from '../../src/config/constants'

interface FakeNode {
  id: string
  parent: string
  internal: { type: string }
  frontmatter: Record<string, unknown>
}

/** An entry node as onCreateNode creates it: the front matter, its page path and its type. */
type EntryNode = Record<string, unknown> & {
  id: string
  path: string
  slug: string
  date: unknown
  image?: unknown
  internal: { type: string }
}

interface CreatedPage {
  path: string
  component: string
  context: {
    id?: string
    previous?: { path: string } | null
    next?: { path: string } | null
    structuredData?: Array<Record<string, unknown>>
  }
}

type Hook = (args: Record<string, unknown>) => unknown

const SEVENTH = {
  file: 'blog/zakat-and-giving.md',
  slug: 'zakat-and-giving',
  title: 'Planning Zakat and Charitable Giving in the UAE',
}

/** The entry nodes onCreateNode creates for every Markdown file, as Gatsby would run it. */
async function markdownNodes(contentDir: string): Promise<EntryNode[]> {
  const files = new Map<string, { relativeDirectory: string }>()
  const nodes: FakeNode[] = listFiles(contentDir, '.md').map((absolute, i) => {
    files.set(`file-${i}`, { relativeDirectory: path.relative(contentDir, path.dirname(absolute)) })
    const { data } = matter(fs.readFileSync(absolute, 'utf8'))
    return { id: `md-${i}`, parent: `file-${i}`, internal: { type: 'MarkdownRemark' }, frontmatter: data }
  })
  const entries: EntryNode[] = []
  for (const node of nodes) {
    await (onCreateNode as unknown as Hook)({
      node,
      getNode: (id: string) => files.get(id),
      createNodeId: (seed: string) => `entry-${seed}`,
      actions: {
        createNode: (entry: EntryNode) => entries.push(entry),
        createParentChildLink: () => undefined,
      },
    })
  }
  return entries
}

const isoDate = (value: unknown) => (value instanceof Date ? value.toISOString() : String(value ?? '')).slice(0, 10)

/** A node as createPages' query returns it: dates formatted, image paths resolved to their public URL. */
const asQueried = (node: EntryNode) => ({
  ...node,
  date: isoDate(node.date),
  image: node.image ? { publicURL: String(node.image) } : null,
})

/** The settings createPages queries besides the entries, from the real content. */
const settings = (contentDir: string) => ({
  company: yaml.load(fs.readFileSync(path.join(contentDir, 'settings/company.yaml'), 'utf8')),
  banners: yaml.load(fs.readFileSync(path.join(contentDir, 'settings/banners.yaml'), 'utf8')),
  blogSection: yaml.load(fs.readFileSync(path.join(contentDir, 'home/home.yaml'), 'utf8')),
  interface: yaml.load(fs.readFileSync(path.join(contentDir, 'settings/interface.yaml'), 'utf8')),
})

/** Runs createPages against the given nodes, each collection sorted as its query asks (date descending, then slug). */
async function pagesFor(nodes: EntryNode[], contentDir: string): Promise<CreatedPage[]> {
  const sorted = [...nodes].sort((a, b) => isoDate(b.date).localeCompare(isoDate(a.date)) || a.slug.localeCompare(b.slug))
  const listing = (type: string) => ({ nodes: sorted.filter((n) => n.internal.type === type).map(asQueried) })
  const created: CreatedPage[] = []
  await (createPages as unknown as Hook)({
    graphql: async () => ({
      data: { ...settings(contentDir), blog: listing('BlogPost'), caseStudies: listing('CaseStudy'), companyPages: listing('CompanyPage') },
    }),
    actions: { createPage: (page: CreatedPage) => created.push(page) },
    reporter: {
      panicOnBuild: (message: string) => {
        throw new Error(message)
      },
    },
  })
  return created
}

const blogPages = (pages: CreatedPage[]) => pages.filter((p) => p.component.endsWith('blog-post.tsx'))

describe('adding a seventh blog post', () => {
  let root: string

  beforeAll(() => {
    root = copyOfContent()
    const template = fs.readFileSync(path.join(root, 'content/blog/tax-savings.md'), 'utf8')
    fs.writeFileSync(
      path.join(root, 'content', SEVENTH.file),
      template.replace(/^slug: .*$/m, `slug: "${SEVENTH.slug}"`).replace(/^title: .*$/m, `title: "${SEVENTH.title}"`),
    )
  })

  afterAll(() => fs.rmSync(root, { recursive: true, force: true }))

  it('passes the content check', () => {
    expect(checkContent(root, 'content')).toEqual([])
  })

  it('creates a seventh blog page at the new address from the blog template, linked from its neighbours', async () => {
    const realContent = path.resolve(__dirname, '../../content')
    const before = blogPages(await pagesFor(await markdownNodes(realContent), realContent))
    const after = blogPages(await pagesFor(await markdownNodes(path.join(root, 'content')), path.join(root, 'content')))
    expect(before).toHaveLength(6)
    expect(after).toHaveLength(7)

    const added = after.find((p) => p.path === `/financialblogs/blogs/${SEVENTH.slug}`)
    expect(added).toBeDefined()
    expect(new Set(after.map((p) => p.path)).size).toBe(7)

    // Its neighbours link to it, so previous/next reach the new post too.
    const linked = after.filter((p) => p.context.previous?.path === added?.path || p.context.next?.path === added?.path)
    expect(linked.length).toBeGreaterThan(0)

    // Its page describes it to search engines as a blog post.
    expect(added?.context.structuredData?.map((d) => d['@type'])).toEqual(['BlogPosting', 'BreadcrumbList'])
    expect(added?.context.structuredData?.[0]).toMatchObject({ headline: SEVENTH.title })
  })

  it('lists the seventh post on the blog index and on the page of each of its tags', async () => {
    const pages = await pagesFor(await markdownNodes(path.join(root, 'content')), path.join(root, 'content'))
    const added = blogPages(pages).find((p) => p.path === `/financialblogs/blogs/${SEVENTH.slug}`)
    const id = (added?.context as { id?: string } | undefined)?.id
    const listed = pages.filter(
      (p) => p.component.endsWith('post-listing.tsx') && (p.context as { ids?: string[] }).ids?.includes(String(id)),
    )
    const tags = (matter.read(path.join(root, 'content', SEVENTH.file)).data.tags as string[]).map((t) => paths.tag(tagSlug(t)))
    expect(listed.map((p) => p.path).sort()).toEqual([paths.blogIndex(), ...tags].sort())
  })

  it('leaves the other collections as they were', async () => {
    const pages = await pagesFor(await markdownNodes(path.join(root, 'content')), path.join(root, 'content'))
    expect(pages.filter((p) => p.component.endsWith('case-study.tsx'))).toHaveLength(3)
    expect(
      pages
        .filter((p) => p.component.endsWith('company-page.tsx'))
        .map((p) => p.path)
        .sort(),
    ).toEqual(
      ['about', 'contact', 'faq', 'gallery', 'icons', 'pricing', 'team', 'testimonials', 'why-choose-us'].map((s) => `/company/${s}`),
    )
  })
})
