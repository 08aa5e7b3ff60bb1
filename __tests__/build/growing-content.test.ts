/** @jest-environment node */
/**
 * The site with ten times its posts and more case studies than the home page shows, built for real
 * in a scratch copy: the home page keeps the limits of docs/specification.md#home-page (the newest
 * posts and case studies only), and every post can be reached from the blog index by following its
 * pages.
 */
import fs from 'fs'
import path from 'path'
import matter from 'gray-matter'
import { LISTING, paths } from '../../src/config/constants'
import { makeScratchSite, siteBuild } from '../support/scratch-site'
import { addedPost, postText, shiftDate, syntheticPosts, type FrontMatter } from '../../scripts/lib/synthetic-posts'

const TOTAL_POSTS = 60
const EXTRA_CASE_STUDIES = 2

interface Entry {
  slug: string
  date: string
  draft?: boolean
}

const isoDate = (value: unknown): string => (value instanceof Date ? value.toISOString() : String(value)).slice(0, 10)

function entriesIn(dir: string): Entry[] {
  return fs
    .readdirSync(dir)
    .filter((file) => file.endsWith('.md'))
    .map((file) => matter(fs.readFileSync(path.join(dir, file), 'utf8')).data)
    .filter((data) => data.draft !== true)
    .map((data) => ({ slug: String(data.slug), date: isoDate(data.date) }))
}

/** Newest first, then by slug: the order of every listing. */
const newestFirst = (entries: Entry[]) => [...entries].sort((a, b) => b.date.localeCompare(a.date) || a.slug.localeCompare(b.slug))

const html = (publicDir: string, route: string) => fs.readFileSync(path.join(publicDir, route, 'index.html'), 'utf8')
const hrefs = (page: string) => new Set([...page.matchAll(/href="([^"#?]+)"/g)].map((m) => m[1]))
const nextPage = (page: string) => /<link[^>]+rel="next"[^>]+href="([^"]+)"|<link[^>]+href="([^"]+)"[^>]+rel="next"/.exec(page)

describe('a site with many posts and case studies', () => {
  let root: string
  let publicDir: string
  let posts: Entry[]
  let caseStudies: Entry[]

  beforeAll(() => {
    root = makeScratchSite()
    publicDir = path.join(root, 'public')
    const blogDir = path.join(root, 'content/blog')
    const templates = fs
      .readdirSync(blogDir)
      .filter((file) => file.endsWith('.md'))
      .sort()
      .map((file) => matter(fs.readFileSync(path.join(blogDir, file), 'utf8')).data as FrontMatter)
      .filter((data) => data.draft !== true)
    // Older posts, and one newer than all: the newest six are then not simply the shipped ones.
    for (const post of [...syntheticPosts(TOTAL_POSTS - templates.length - 1, templates), addedPost(templates)]) {
      fs.writeFileSync(path.join(blogDir, post.file), post.text)
    }
    // Case studies newer than the shipped ones, cloned from the newest of them.
    const studyDir = path.join(root, 'content/case-studies')
    const [newest] = newestFirst(entriesIn(studyDir))
    const source = fs
      .readdirSync(studyDir)
      .find((file) => matter(fs.readFileSync(path.join(studyDir, file), 'utf8')).data.slug === newest.slug)
    const { data, content } = matter(fs.readFileSync(path.join(studyDir, String(source)), 'utf8'))
    for (let i = 1; i <= EXTRA_CASE_STUDIES; i++) {
      const slug = `growing-${i}`
      const frontMatter = { ...data, slug, title: `${String(data.title)}, follow-up ${i}`, date: shiftDate(newest.date, i) }
      fs.writeFileSync(path.join(studyDir, `${slug}.md`), postText(frontMatter, content.trim()))
    }
    posts = newestFirst(entriesIn(blogDir))
    caseStudies = newestFirst(entriesIn(studyDir))

    const { status, output } = siteBuild(root)
    if (status !== 0) throw new Error(`The build with ${posts.length} posts failed:\n${output.slice(-4000)}`)
  }, 900_000)

  afterAll(() => {
    if (root) fs.rmSync(root, { recursive: true, force: true })
  })

  it('has the posts and case studies it was given', () => {
    expect(posts).toHaveLength(TOTAL_POSTS)
    expect(caseStudies.length).toBeGreaterThan(LISTING.homeCaseStudies)
  })

  it('shows the newest posts and case studies on the home page, as many as the specification says', () => {
    const links = hrefs(html(publicDir, '/'))
    const postLinks = posts.map((post) => paths.blogPost(post.slug)).filter((href) => links.has(href))
    const studyLinks = caseStudies.map((study) => paths.caseStudy(study.slug)).filter((href) => links.has(href))
    expect(postLinks).toEqual(posts.slice(0, LISTING.homePosts).map((post) => paths.blogPost(post.slug)))
    expect(studyLinks).toEqual(caseStudies.slice(0, LISTING.homeCaseStudies).map((study) => paths.caseStudy(study.slug)))
  })

  it('keeps the home page data within 2 % of its size with the shipped content (npm run build)', () => {
    const shipped = path.resolve(__dirname, '../../public/page-data/index/page-data.json')
    const pageData = fs.statSync(path.join(publicDir, 'page-data/index/page-data.json')).size
    expect(pageData / fs.statSync(shipped).size).toBeLessThanOrEqual(1.02)
  })

  it('reaches every post from the blog index by following its pages', () => {
    const reached = new Set<string>()
    const visited: string[] = []
    let route: string | undefined = paths.blogIndex()
    while (route) {
      visited.push(route)
      const page = html(publicDir, route)
      for (const href of hrefs(page)) reached.add(href)
      const next = nextPage(page)
      // The link is absolute (on the site's address); its path is the page in public/.
      route = next ? new URL(next[1] ?? next[2]).pathname : undefined
    }
    expect(visited).toEqual(Array.from({ length: Math.ceil(TOTAL_POSTS / LISTING.pageSize) }, (_, i) => paths.blogIndex(i + 1)))
    expect(posts.map((post) => paths.blogPost(post.slug)).filter((href) => !reached.has(href))).toEqual([])
  })
})
