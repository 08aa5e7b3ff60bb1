/**
 * Drafts in a real production build (src/lib/build/drafts.ts): a post and a case study marked
 * `draft: true`, each newer than everything published and sharing a tag with published posts (so
 * that, were they published, they would head the home page, the indexes, a tag page, the feed and
 * a neighbour's previous link), leave no trace: no page, no card, no tag entry, no sitemap entry,
 * no feed item and no previous/next link.
 */
import fs from 'fs'
import path from 'path'
import matter from 'gray-matter'
import { LISTING, SITE_FILES, paths } from '@src/config/constants'
import { tagSlug } from '@src/lib/shared/tag-slug'
import { PROJECT_ROOT } from '../../support/scratch-site'
import { postText, shiftDate } from '@scripts/lib/synthetic-posts'
import { anchors, builtHtml, frontMatterIn, hrefs, isoDate, publishedInScratch, tracesIn, xmlPaths, type BuildPart } from './site'

/** Only the draft entries use these; each must appear nowhere in the built site. */
const DRAFT_POST = { slug: 'draft-post-check', title: 'Unpublished Draft Post Check', tag: 'Unpublished Draft Topic' }
const DRAFT_STUDY = { slug: 'draft-case-study-check', title: 'Unpublished Draft Case Study Check' }
const DRAFT_POST_PATH = paths.blogPost(DRAFT_POST.slug)
const DRAFT_STUDY_PATH = paths.caseStudy(DRAFT_STUDY.slug)
const DRAFT_TAG_PATH = paths.tag(tagSlug(DRAFT_POST.tag))

interface Entry {
  slug: string
  date: string
  tags: string[]
}

const published = (dir: string): Entry[] =>
  frontMatterIn(dir)
    .filter(publishedInScratch)
    .map((data) => ({ slug: String(data.slug), date: isoDate(data.date), tags: (data.tags as string[] | undefined) ?? [] }))
    .sort((a, b) => b.date.localeCompare(a.date) || a.slug.localeCompare(b.slug))

/** A draft cloned from the first shipped entry of a folder, dated a month after the newest shipped one. */
function writeDraft(root: string, folder: string, fields: Record<string, unknown>): void {
  const source = path.join(PROJECT_ROOT, 'content', folder)
  const [file] = fs
    .readdirSync(source)
    .filter((name) => name.endsWith('.en.md'))
    .sort()
  const { data, content } = matter(fs.readFileSync(path.join(source, file), 'utf8'))
  const newest = frontMatterIn(source)
    .map((entry) => isoDate(entry.date))
    .sort()
    .pop()!
  const tags = data.tags ? { tags: [(data.tags as string[])[0], DRAFT_POST.tag] } : {}
  const frontMatter = { ...data, ...tags, ...fields, date: shiftDate(newest, 30), draft: true }
  fs.writeFileSync(path.join(root, 'content', folder, `${String(fields.slug)}.en.md`), postText(frontMatter, content.trim()))
}

export const drafts: BuildPart = {
  prepare(root) {
    writeDraft(root, 'blog', { slug: DRAFT_POST.slug, title: DRAFT_POST.title })
    writeDraft(root, 'case-studies', { slug: DRAFT_STUDY.slug, title: DRAFT_STUDY.title })
  },

  tests(site) {
    describe('a post and a case study marked as drafts, in a production build', () => {
      let publicDir: string
      let posts: Entry[]
      let studies: Entry[]
      /** The published tag the draft post shares. */
      let sharedTag: string
      const html = (route: string) => builtHtml(publicDir, route)

      beforeAll(() => {
        const { root } = site()
        publicDir = site().publicDir
        posts = published(path.join(root, 'content/blog'))
        studies = published(path.join(root, 'content/case-studies'))
        const draft = matter(fs.readFileSync(path.join(root, 'content/blog', `${DRAFT_POST.slug}.en.md`), 'utf8')).data
        expect(draft.draft).toBe(true)
        sharedTag = (draft.tags as string[]).find((tag) => tag !== DRAFT_POST.tag)!
        // Were they published, they would come first everywhere.
        expect(isoDate(draft.date) > posts[0].date).toBe(true)
        expect(posts.some((post) => post.tags.some((tag) => tagSlug(tag) === tagSlug(sharedTag)))).toBe(true)
      })

      it('have no page', () => {
        for (const route of [DRAFT_POST_PATH, DRAFT_STUDY_PATH]) {
          expect(fs.existsSync(path.join(publicDir, route, 'index.html'))).toBe(false)
          expect(fs.existsSync(path.join(publicDir, 'page-data', route, 'page-data.json'))).toBe(false)
        }
        // The published entries built beside them do have theirs.
        expect(fs.existsSync(path.join(publicDir, paths.blogPost(posts[0].slug), 'index.html'))).toBe(true)
        expect(fs.existsSync(path.join(publicDir, paths.caseStudy(studies[0].slug), 'index.html'))).toBe(true)
      })

      it('have no card on the home page, the blog index or the case-study index', () => {
        const home = hrefs(html(paths.home))
        expect(home.has(paths.blogPost(posts[0].slug))).toBe(true)
        expect(home.has(paths.caseStudy(studies[0].slug))).toBe(true)
        const blogPages = Array.from({ length: Math.ceil(posts.length / LISTING.pageSize) }, (_, i) => hrefs(html(paths.blogIndex(i + 1))))
        expect(blogPages[0].has(paths.blogPost(posts[0].slug))).toBe(true)
        const studyIndex = hrefs(html(paths.caseStudyIndex))
        expect(studyIndex.has(paths.caseStudy(studies[0].slug))).toBe(true)

        for (const links of [home, ...blogPages, studyIndex]) {
          expect([DRAFT_POST_PATH, DRAFT_STUDY_PATH].filter((draft) => links.has(draft))).toEqual([])
        }
        for (const route of [paths.home, paths.blogIndex(), paths.caseStudyIndex]) {
          expect(html(route)).not.toContain(DRAFT_POST.title)
          expect(html(route)).not.toContain(DRAFT_STUDY.title)
        }
      })

      it('have no entry on a tag page or in the index of tags', () => {
        expect(fs.existsSync(path.join(publicDir, DRAFT_TAG_PATH))).toBe(false)
        const tagIndex = hrefs(html(paths.tagIndex))
        expect(tagIndex.has(paths.tag(tagSlug(sharedTag)))).toBe(true)
        expect(tagIndex.has(DRAFT_TAG_PATH)).toBe(false)

        const tagged = posts.filter((post) => post.tags.some((tag) => tagSlug(tag) === tagSlug(sharedTag)))
        const tagPages = Array.from({ length: Math.ceil(tagged.length / LISTING.pageSize) }, (_, i) =>
          hrefs(html(paths.tag(tagSlug(sharedTag), i + 1))),
        )
        expect(tagPages[0].has(paths.blogPost(tagged[0].slug))).toBe(true)
        for (const links of tagPages) expect(links.has(DRAFT_POST_PATH)).toBe(false)
      })

      it('are not in the sitemap', () => {
        const sitemaps = xmlPaths(publicDir, SITE_FILES.sitemap, 'loc')
        const listed = new Set(sitemaps.flatMap((sitemap) => xmlPaths(publicDir, sitemap, 'loc')))
        expect(listed.has(paths.blogPost(posts[0].slug))).toBe(true)
        expect(listed.has(paths.caseStudy(studies[0].slug))).toBe(true)
        expect([DRAFT_POST_PATH, DRAFT_STUDY_PATH, DRAFT_TAG_PATH].filter((route) => listed.has(route))).toEqual([])
      })

      it('are not in the feed', () => {
        const items = xmlPaths(publicDir, SITE_FILES.feed, 'link')
        expect(items).toContain(paths.blogPost(posts[0].slug))
        expect(items).not.toContain(DRAFT_POST_PATH)
        expect(fs.readFileSync(path.join(publicDir, SITE_FILES.feed), 'utf8')).not.toContain(DRAFT_POST.title)
      })

      it('are not the previous or next article of the entries they would have stood beside', () => {
        for (const [route, second] of [
          [paths.blogPost(posts[0].slug), paths.blogPost(posts[1].slug)],
          [paths.caseStudy(studies[0].slug), paths.caseStudy(studies[1].slug)],
        ]) {
          const pager = anchors(html(route)).filter((link) => link.rel === 'prev' || link.rel === 'next')
          // The newest published entry is the first: it links on to the next one only.
          expect(pager).toEqual([{ href: second, rel: 'next' }])
        }
      })

      it('leave no trace anywhere in the built site, its search index included', () => {
        const traces = [DRAFT_POST.slug, DRAFT_POST.title, DRAFT_POST.tag, tagSlug(DRAFT_POST.tag), DRAFT_STUDY.slug, DRAFT_STUDY.title]
        expect(tracesIn(publicDir, traces)).toEqual([])
      })
    })
  },
}
