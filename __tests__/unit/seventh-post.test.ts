/** @jest-environment node */
/**
 * "Adding a seventh Markdown file adds a seventh page without code changes": a copy of the real
 * content gets a seventh blog post (in English only), then the real build hooks run over it
 * (content check, onCreateNode's entry nodes, createPages) with Gatsby's data layer replaced by the
 * parsed files.
 */
import fs from 'fs'
import path from 'path'
import matter from 'gray-matter'
import yaml from 'js-yaml'
import { copyOfContent } from '../support/content-copy'
import { checkContent } from '../../src/node/check-content-files'
import { onCreateNode } from '../../src/node/on-create-node'
import { createPages } from '../../src/node/create-pages'
import { listFiles } from '../../src/lib/build/list-files'
import { tagSlug } from '../../src/lib/shared/tag-slug'
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
    locale?: string
    id?: string
    previous?: { path: string } | null
    next?: { path: string } | null
    structuredData?: Array<Record<string, unknown>>
  }
}

type Hook = (args: Record<string, unknown>) => unknown

const SEVENTH = {
  file: 'blog/zakat-and-giving.en.md',
  slug: 'zakat-and-giving',
  title: 'Planning Zakat and Charitable Giving in the UAE',
}

/** The entry nodes onCreateNode creates for every Markdown file, as Gatsby would run it. */
async function markdownNodes(contentDir: string): Promise<EntryNode[]> {
  const files = new Map<string, { relativeDirectory: string; base: string; internal: { type: string } }>()
  const nodes: FakeNode[] = listFiles(contentDir, '.md').map((absolute, i) => {
    files.set(`file-${i}`, {
      relativeDirectory: path.relative(contentDir, path.dirname(absolute)),
      base: path.basename(absolute),
      internal: { type: 'File' },
    })
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

/** The settings createPages queries besides the entries, from the real content, in one edition. */
const settings = (contentDir: string, locale: string) => {
  const edition = (file: string) => (yaml.load(fs.readFileSync(path.join(contentDir, file), 'utf8')) as Record<string, unknown>)[locale]
  return {
    company: edition('settings/company.yaml'),
    banners: edition('settings/banners.yaml'),
    blogSection: edition('home/home.yaml'),
    interface: edition('settings/interface.yaml'),
  }
}

/** Runs createPages against the given nodes, each collection sorted as its query asks (date descending, then slug). */
async function pagesFor(nodes: EntryNode[], contentDir: string): Promise<CreatedPage[]> {
  const sorted = [...nodes].sort((a, b) => isoDate(b.date).localeCompare(isoDate(a.date)) || a.slug.localeCompare(b.slug))
  const listing = (type: string, locale: string) => ({
    nodes: sorted.filter((n) => n.internal.type === type && n.locale === locale).map(asQueried),
  })
  const created: CreatedPage[] = []
  await (createPages as unknown as Hook)({
    graphql: async (_query: string, { locale }: { locale: string }) => ({
      data: {
        ...settings(contentDir, locale),
        blog: listing('BlogPost', locale),
        caseStudies: listing('CaseStudy', locale),
        companyPages: listing('CompanyPage', locale),
      },
    }),
    actions: { createPage: (page: CreatedPage) => created.push(page) },
    reporter: {
      panicOnBuild: (message: string) => {
        throw new Error(message)
      },
      info: () => undefined,
    },
  })
  return created
}

const inEdition = (locale: string) => (pages: CreatedPage[]) => pages.filter((p) => p.context.locale === locale)
const english = inEdition('en')
const arabic = inEdition('ar')
const blogPages = (pages: CreatedPage[]) => english(pages).filter((p) => p.component.endsWith('blog-post.tsx'))

describe('adding a seventh blog post', () => {
  let root: string

  beforeAll(() => {
    root = copyOfContent()
    const template = fs.readFileSync(path.join(root, 'content/blog/tax-savings.en.md'), 'utf8')
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
    const listed = english(pages).filter(
      (p) => p.component.endsWith('post-listing.tsx') && (p.context as { ids?: string[] }).ids?.includes(String(id)),
    )
    const tags = (matter.read(path.join(root, 'content', SEVENTH.file)).data.tags as string[]).map((t) => paths.tag(tagSlug(t)))
    expect(listed.map((p) => p.path).sort()).toEqual([paths.blogIndex(), ...tags].sort())
  })

  it('has no Arabic page, written in English only, and is listed nowhere in Arabic', async () => {
    const pages = await pagesFor(await markdownNodes(path.join(root, 'content')), path.join(root, 'content'))
    const id = blogPages(pages).find((p) => p.path === `/financialblogs/blogs/${SEVENTH.slug}`)?.context.id
    expect(arabic(pages).filter((p) => p.component.endsWith('blog-post.tsx'))).toHaveLength(6)
    expect(pages.some((p) => p.path === `/ar/financialblogs/blogs/${SEVENTH.slug}`)).toBe(false)
    const mentions = (p: CreatedPage) => JSON.stringify(p.context).includes(String(id)) || JSON.stringify(p.context).includes(SEVENTH.slug)
    expect(arabic(pages).filter(mentions)).toEqual([])
  })

  it('leaves the other collections as they were', async () => {
    const pages = english(await pagesFor(await markdownNodes(path.join(root, 'content')), path.join(root, 'content')))
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
