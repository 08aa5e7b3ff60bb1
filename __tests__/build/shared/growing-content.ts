/**
 * The site with five times its posts and more case studies than the home page shows: the home page
 * keeps the limits of docs/specification.md#home-page (the newest posts and case studies only), and
 * every post can be reached from the blog index by following its pages.
 */
import fs from 'fs'
import path from 'path'
import matter from 'gray-matter'
import { LISTING, paths } from '@src/config/constants'
import { PROJECT_ROOT } from '../../support/scratch-site'
import { addedPost, postText, shiftDate, syntheticPosts, type FrontMatter } from '@scripts/lib/synthetic-posts'
import { builtHtml as html, frontMatterIn, hrefs, isoDate, publishedInScratch, type BuildPart } from './site'

/** Published posts of the shared site, counting those other parts add before this one. */
export const TOTAL_POSTS = 30
const EXTRA_CASE_STUDIES = 2

interface Entry {
  slug: string
  date: string
}

const entriesIn = (dir: string): Entry[] =>
  frontMatterIn(dir)
    .filter(publishedInScratch)
    .map((data) => ({ slug: String(data.slug), date: isoDate(data.date) }))

/** Newest first, then by slug: the order of every listing. */
const newestFirst = (entries: Entry[]) => [...entries].sort((a, b) => b.date.localeCompare(a.date) || a.slug.localeCompare(b.slug))

const nextPage = (page: string) => /<link[^>]+rel="next"[^>]+href="([^"]+)"|<link[^>]+href="([^"]+)"[^>]+rel="next"/.exec(page)

export const growingContent: BuildPart = {
  prepare(root) {
    const blogDir = path.join(root, 'content/blog')
    // The shipped posts are the templates, whatever other parts have added or changed.
    const templates = frontMatterIn(path.join(PROJECT_ROOT, 'content/blog')).filter((data) => data.draft !== true) as FrontMatter[]
    // Older posts, and one newer than all: the newest six are then not simply the shipped ones.
    const older = TOTAL_POSTS - entriesIn(blogDir).length - 1
    for (const post of [...syntheticPosts(older, templates), ...addedPost(templates)]) {
      fs.writeFileSync(path.join(blogDir, post.file), post.text)
    }
    // Case studies newer than the shipped ones, cloned from the newest of them.
    const studyDir = path.join(root, 'content/case-studies')
    const [newest] = newestFirst(entriesIn(studyDir))
    const source = fs
      .readdirSync(studyDir)
      .filter((file) => file.endsWith('.en.md'))
      .find((file) => matter(fs.readFileSync(path.join(studyDir, file), 'utf8')).data.slug === newest.slug)
    const { data, content } = matter(fs.readFileSync(path.join(studyDir, String(source)), 'utf8'))
    for (let i = 1; i <= EXTRA_CASE_STUDIES; i++) {
      const slug = `growing-${i}`
      const frontMatter = { ...data, slug, title: `${String(data.title)}, follow-up ${i}`, date: shiftDate(newest.date, i) }
      fs.writeFileSync(path.join(studyDir, `${slug}.en.md`), postText(frontMatter, content.trim()))
    }
  },

  tests(site) {
    describe('a site with many posts and case studies', () => {
      let publicDir: string
      let posts: Entry[]
      let caseStudies: Entry[]

      beforeAll(() => {
        const { root } = site()
        publicDir = site().publicDir
        posts = newestFirst(entriesIn(path.join(root, 'content/blog')))
        caseStudies = newestFirst(entriesIn(path.join(root, 'content/case-studies')))
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
        const shipped = path.join(PROJECT_ROOT, 'public/page-data/index/page-data.json')
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
  },
}
