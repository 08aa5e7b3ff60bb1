/**
 * Scheduled publishing in a real production build, the clock set by SITE_NOW (SCRATCH_NOW): three
 * posts in both editions, newer than everything shipped, whose times fall before, around and after
 * the build's moment. The one whose window holds the moment is everywhere a post is (page, home
 * page, blog index, tag page, sitemap, feed, its neighbour's link), in both editions; the one still
 * to come and the one taken down leave no trace. The editors' schedule page lists all three.
 */
import fs from 'fs'
import path from 'path'
import matter from 'gray-matter'
import { SITE_FILES, paths } from '@src/config/constants'
import { localisedPath, type Locale } from '@src/config/locales'
import { listFiles } from '@src/lib/build/list-files'
import { dubaiMoment, parseMoment } from '@src/lib/shared/schedule'
import { tagSlug } from '@src/lib/shared/tag-slug'
import { PROJECT_ROOT, SCRATCH_NOW } from '../../support/scratch-site'
import { postText, shiftDate } from '@scripts/lib/synthetic-posts'
import { anchors, builtHtml, frontMatterIn, hrefs, isoDate, searchFragments, tracesIn, xmlPaths, type BuildPart } from './site'

const NOW = parseMoment(SCRATCH_NOW)!
const minutes = (n: number) => dubaiMoment(NOW + n * 60_000)
const LOCALES: readonly Locale[] = ['en', 'ar']

/** Each post's slug, title and tag are its own, so a trace of it anywhere is found. */
const POSTS = {
  live: {
    slug: 'scheduled-live-check',
    title: 'Scheduled Window Post Check',
    tag: 'Scheduled Window Topic',
    publish_at: minutes(-1),
    unpublish_at: minutes(1),
  },
  upcoming: {
    slug: 'scheduled-upcoming-check',
    title: 'Scheduled Upcoming Post Check',
    tag: 'Scheduled Upcoming Topic',
    publish_at: minutes(1),
  },
  ended: {
    slug: 'scheduled-ended-check',
    title: 'Scheduled Ended Post Check',
    tag: 'Scheduled Ended Topic',
    publish_at: minutes(-2 * 24 * 60),
    unpublish_at: minutes(-1),
  },
}

/** A post in both editions cloned from the first shipped one, dated 20 days after the newest shipped post (the drafts are 30). */
function writeScheduled(root: string, { tag, ...fields }: Record<string, string>): void {
  const source = path.join(PROJECT_ROOT, 'content/blog')
  const [file] = fs
    .readdirSync(source)
    .filter((name) => name.endsWith('.en.md'))
    .sort()
  const newest = frontMatterIn(source)
    .map((entry) => isoDate(entry.date))
    .sort()
    .pop()!
  for (const locale of LOCALES) {
    const { data, content } = matter(fs.readFileSync(path.join(source, file.replace('.en.md', `.${locale}.md`)), 'utf8'))
    const frontMatter = { ...data, ...fields, tags: [tag], date: shiftDate(newest, 20) }
    fs.writeFileSync(path.join(root, 'content/blog', `${fields.slug}.${locale}.md`), postText(frontMatter, content.trim()))
  }
}

export const scheduled: BuildPart = {
  prepare(root) {
    for (const post of Object.values(POSTS)) writeScheduled(root, post)
  },

  tests(site) {
    describe('posts with a publish and an unpublish time, in a production build at a set moment', () => {
      let publicDir: string
      const html = (route: string) => builtHtml(publicDir, route)
      const inEdition = (locale: Locale, route: string) => localisedPath(locale, route)

      beforeAll(() => {
        publicDir = site().publicDir
      })

      it('shows the post whose window holds the moment everywhere a post is, its search index included, in both editions', () => {
        const { slug, tag } = POSTS.live
        for (const locale of LOCALES) {
          const post = inEdition(locale, paths.blogPost(slug))
          expect(fs.existsSync(path.join(publicDir, post, 'index.html'))).toBe(true)
          // The newest post: first on the home page and the blog index, and on its tag's page.
          for (const route of [paths.home, paths.blogIndex()]) expect(hrefs(html(inEdition(locale, route))).has(post)).toBe(true)
          expect(hrefs(html(inEdition(locale, paths.tag(tagSlug(tag))))).has(post)).toBe(true)
          const feed = locale === 'en' ? SITE_FILES.feed : `/ar${SITE_FILES.feed}`
          expect(xmlPaths(publicDir, feed, 'link')).toContain(post)
        }
        const sitemaps = xmlPaths(publicDir, SITE_FILES.sitemap, 'loc')
        const listed = new Set(sitemaps.flatMap((sitemap) => xmlPaths(publicDir, sitemap, 'loc')))
        expect(LOCALES.map((locale) => listed.has(inEdition(locale, paths.blogPost(slug))))).toEqual([true, true])
        // The post it stands before links on to it.
        const linkedBy = listFiles(path.join(publicDir, 'financialblogs/blogs'), '.html').filter((file) =>
          anchors(fs.readFileSync(file, 'utf8')).some((link) => link.rel === 'prev' && link.href === paths.blogPost(slug)),
        )
        expect(linkedBy).toHaveLength(1)
        // And it can be searched for, in both editions.
        const indexed = searchFragments(publicDir).map(({ text }) => JSON.parse(text) as { url: string })
        expect(LOCALES.map((locale) => indexed.some(({ url }) => url === `${inEdition(locale, paths.blogPost(slug))}/`))).toEqual([
          true,
          true,
        ])
      })

      it('leaves no trace of the post still to come or the one taken down, in the search index neither', () => {
        const traces = [POSTS.upcoming, POSTS.ended].flatMap(({ slug, title, tag }) => [slug, title, tag, tagSlug(tag)])
        expect(tracesIn(publicDir, traces, { admin: false })).toEqual([])
      })

      it('lists all three, in both editions, on the editors’ schedule page', () => {
        const page = fs.readFileSync(path.join(publicDir, 'admin/schedule/index.html'), 'utf8')
        const rows = [...page.matchAll(/<tr><td>(.*?)<\/tr>/g)].map(([row]) => row.replace(/<[^>]+>/g, '|').replace(/\|+/g, '|'))
        const row = (title: string, language: string) => rows.find((r) => r.includes(`|${title}|`) && r.includes(`|${language}|`))
        for (const language of ['English', 'Arabic']) {
          expect(row(POSTS.upcoming.title, language)).toContain(
            `|${POSTS.upcoming.publish_at.slice(0, 10)} ${POSTS.upcoming.publish_at.slice(11, 16)}|`,
          )
          expect(row(POSTS.upcoming.title, language)).toContain('|Scheduled|')
          expect(row(POSTS.live.title, language)).toContain('|Live|')
          expect(row(POSTS.ended.title, language)).toContain('|Taken down|')
        }
        // Soonest change first: the live post's unpublish time and the upcoming post's publish time, a minute away.
        expect(rows.slice(-2).every((r) => r.includes(POSTS.ended.title))).toBe(true)
      })
    })
  },
}
