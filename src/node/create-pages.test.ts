/** @jest-environment node */
/**
 * Both editions from the real content: onCreateNode's entry nodes and createPages run with Gatsby's
 * data layer replaced by the parsed files, as the build would run them.
 */
import fs from 'fs'
import path from 'path'
import matter from 'gray-matter'
import yaml from 'js-yaml'
import { onCreateNode } from './on-create-node'
import { createPages } from './create-pages'
import { listFiles } from '../lib/build/list-files'
import { tagSlug } from '../lib/shared/tag-slug'
import { paths } from '../config/constants'

type Hook = (args: Record<string, unknown>) => unknown
type Entry = Record<string, unknown> & { id: string; path: string; slug: string; locale: string; date: string; internal: { type: string } }
interface Page {
  path: string
  component: string
  context: Record<string, unknown> & { locale: string; ids?: string[]; related?: string[]; previous?: { path: string } | null }
}

const contentDir = path.resolve(__dirname, '../../content')

async function entries(): Promise<Entry[]> {
  const created: Entry[] = []
  const files = listFiles(contentDir, '.md')
  for (const [i, absolute] of files.entries()) {
    const file = {
      relativeDirectory: path.relative(contentDir, path.dirname(absolute)),
      base: path.basename(absolute),
      internal: { type: 'File' },
    }
    await (onCreateNode as unknown as Hook)({
      node: { id: `md-${i}`, parent: 'file', internal: { type: 'MarkdownRemark' }, frontmatter: matter.read(absolute).data },
      getNode: () => file,
      createNodeId: (seed: string) => seed,
      actions: { createNode: (entry: Entry) => created.push(entry), createParentChildLink: () => undefined },
    })
  }
  return created.map((e) => ({ ...e, date: String(e.date) }))
}

/** The pages createPages makes of the entries that `keep` keeps (all of them unless told). */
async function pages(keep: (entry: Entry) => boolean = () => true): Promise<Page[]> {
  const all = (await entries()).filter(keep)
  const edition = (file: string, locale: string) =>
    (yaml.load(fs.readFileSync(path.join(contentDir, file), 'utf8')) as Record<string, unknown>)[locale]
  const listing = (type: string, locale: string) => ({
    nodes: all
      .filter((n) => n.internal.type === type && n.locale === locale)
      .sort((a, b) => b.date.localeCompare(a.date) || a.slug.localeCompare(b.slug))
      .map((n) => ({ ...n, image: { publicURL: String(n.image) } })),
  })
  const created: Page[] = []
  await (createPages as unknown as Hook)({
    graphql: async (_query: string, { locale }: { locale: string }) => ({
      data: {
        company: edition('settings/company.yaml', locale),
        banners: edition('settings/banners.yaml', locale),
        blogSection: edition('home/home.yaml', locale),
        interface: edition('settings/interface.yaml', locale),
        blog: listing('BlogPost', locale),
        caseStudies: listing('CaseStudy', locale),
        companyPages: listing('CompanyPage', locale),
      },
    }),
    actions: { createPage: (page: Page) => created.push(page) },
    reporter: {
      panicOnBuild: (message: string) => {
        throw new Error(message)
      },
      info: () => undefined,
    },
  })
  return created
}

describe('the pages of both editions', () => {
  let created: Page[]
  let nodes: Entry[]
  beforeAll(async () => {
    created = await pages()
    nodes = await entries()
  })
  const inEdition = (locale: string) => created.filter((p) => p.context.locale === locale)

  it('gives every entry its locale and its address in its edition, from its file name', () => {
    const tax = nodes.filter((n) => n.internal.type === 'BlogPost' && n.slug === '1')
    expect(tax.map((n) => [n.locale, n.path]).sort()).toEqual([
      ['ar', '/ar/financialblogs/blogs/1'],
      ['en', '/financialblogs/blogs/1'],
    ])
  })

  it('creates every English page again under /ar, with its locale in the page context', () => {
    const english = inEdition('en').map((p) => p.path)
    const arabicPaths = inEdition('ar').map((p) => p.path)
    // Tag pages have the Arabic tags' own slugs; every other page mirrors its English twin.
    const notTags = (p: string) => !p.includes('/financialblogs/tags/')
    expect(arabicPaths.filter(notTags).sort()).toEqual(
      english
        .filter(notTags)
        .map((p) => `/ar${p}`)
        .sort(),
    )
    expect(created).toHaveLength(english.length + arabicPaths.length)
    for (const page of [
      paths.services,
      paths.mission,
      paths.serviceDetail,
      paths.caseStudyIndex,
      paths.blogIndex(),
      paths.tagIndex,
      '/company/faq',
    ]) {
      expect(arabicPaths).toContain(`/ar${page}`)
    }
  })

  it("makes the Arabic tag pages from the Arabic posts' tags, at Arabic slugs, in Arabic dictionary order", () => {
    const arabicTags = [
      ...new Set(nodes.filter((n) => n.internal.type === 'BlogPost' && n.locale === 'ar').flatMap((n) => n.tags as string[])),
    ]
    const tagPages = inEdition('ar').filter((p) => p.component.endsWith('post-listing.tsx') && p.context.tag)
    expect(tagPages.map((p) => decodeURI(p.path)).sort()).toEqual(arabicTags.map((t) => `/ar${paths.tag(tagSlug(t))}`).sort())
    expect(tagPages.some((p) => p.path.includes('ضريبة-الشركات'))).toBe(true)
    const index = inEdition('ar').find((p) => p.component.endsWith('tag-index.tsx'))!
    const names = (index.context.tags as Array<{ name: string }>).map((t) => t.name)
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'ar')))
  })

  it('keeps listings, related posts and previous/next links inside the edition of the page', () => {
    for (const locale of ['en', 'ar']) {
      const own = new Set(nodes.filter((n) => n.locale === locale).map((n) => n.id))
      for (const page of inEdition(locale)) {
        for (const id of [...(page.context.ids ?? []), ...(page.context.related ?? [])])
          expect([page.path, own.has(id)]).toEqual([page.path, true])
        for (const link of [page.context.previous, page.context.next] as Array<{ path: string } | null | undefined>) {
          if (link) expect(link.path.startsWith('/ar/')).toBe(locale === 'ar')
        }
      }
    }
  })

  it('gives every page the same page in each edition that has it: a translated page both, the others themselves alone', () => {
    const byPath = new Map(created.map((p) => [p.path, p]))
    const editions = (p: Page) => p.context.editions as Array<{ locale: string; path: string }>
    for (const page of created) {
      const own = editions(page)
      expect(own).toContainEqual({ locale: page.context.locale, path: page.path })
      // Reciprocal: every edition named exists and names the same editions.
      for (const other of own) expect([page.path, editions(byPath.get(other.path)!)]).toEqual([page.path, own])
    }
    const faq = [
      { locale: 'en', path: '/company/faq' },
      { locale: 'ar', path: '/ar/company/faq' },
    ]
    expect(editions(byPath.get('/company/faq')!)).toEqual(faq)
    // Tags have each edition's own slugs: an English tag page has no Arabic twin.
    const englishTag = created.find((p) => p.context.locale === 'en' && p.component.endsWith('post-listing.tsx') && p.context.tag)!
    expect(editions(englishTag)).toEqual([{ locale: 'en', path: englishTag.path }])
  })

  it('gives an English post without its .ar.md itself alone, and its Arabic twin no page', async () => {
    const withoutArabic = await pages((n) => !(n.internal.type === 'BlogPost' && n.slug === '1' && n.locale === 'ar'))
    const english = withoutArabic.find((p) => p.path === '/financialblogs/blogs/1')!
    expect(english.context.editions).toEqual([{ locale: 'en', path: '/financialblogs/blogs/1' }])
    expect(withoutArabic.map((p) => p.path)).not.toContain('/ar/financialblogs/blogs/1')
    const other = withoutArabic.find((p) => p.path === '/financialblogs/blogs/2')!
    expect(other.context.editions).toEqual([
      { locale: 'en', path: '/financialblogs/blogs/2' },
      { locale: 'ar', path: '/ar/financialblogs/blogs/2' },
    ])
  })

  it('names each Arabic page in its structured data with the Arabic content and the Arabic home crumb', () => {
    const faq = inEdition('ar').find((p) => p.path === '/ar/company/faq')!
    const crumbs = JSON.stringify(faq.context.structuredData)
    const banners = (yaml.load(fs.readFileSync(path.join(contentDir, 'settings/banners.yaml'), 'utf8')) as { ar: { home_crumb: string } })
      .ar
    expect(crumbs).toContain(banners.home_crumb)
    expect(crumbs).toContain('/ar/company/faq')
  })
})
