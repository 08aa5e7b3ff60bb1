/**
 * A reader's way through the growing blog, in Chromium, with JavaScript and without: the footer's
 * link to the blog index → page 2 of the index → a tag of a post there → a post of that tag → the
 * first of its related posts. The shipped site has too few posts for a page 2, so this walks the
 * shared 30-post build, served as a static host would (scripts/lib/static-server.ts). Labels and
 * titles come from the scratch site's content, addresses from src/config/constants.ts.
 */
import fs from 'fs'
import path from 'path'
import yaml from 'js-yaml'
import { chromium, expect, type Browser, type Page } from '@playwright/test'
import { LISTING, paths } from '@src/config/constants'
import { listingTitle } from '@src/lib/shared/paginate'
import { relatedPosts } from '@src/lib/build/related-posts'
import { groupTags, tagSlug } from '@src/lib/shared/tag-slug'
import { CHROMIUM_FLAGS, testBrowserPath } from '@scripts/lib/chromium'
import { startStaticServer, type StaticServer } from '@scripts/lib/static-server'
import { frontMatterIn, isoDate, publishedInScratch, type BuildPart } from './site'

interface Post {
  id: string
  title: string
  date: string
  tags: string[]
}

const STEP_TIMEOUT = 30_000

/** The published posts of the scratch site, newest first (the order of every listing). */
const publishedPosts = (root: string): Post[] =>
  frontMatterIn(path.join(root, 'content/blog'))
    .filter(publishedInScratch)
    .map((data) => ({ id: String(data.slug), title: String(data.title), date: isoDate(data.date), tags: (data.tags as string[]) ?? [] }))
    .sort((a, b) => b.date.localeCompare(a.date) || a.id.localeCompare(b.id))

/** The English edition of a YAML file of the site. */
const readYaml = <T>(root: string, file: string) => (yaml.load(fs.readFileSync(path.join(root, 'content', file), 'utf8')) as { en: T }).en

/** The path the page is at, decoded (tag slugs may hold any letter). */
const pathOf = (page: Page) => decodeURIComponent(new URL(page.url()).pathname)

async function expectAt(page: Page, route: string, heading: string): Promise<void> {
  await expect.poll(() => pathOf(page), { timeout: STEP_TIMEOUT }).toBe(route)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading, { timeout: STEP_TIMEOUT })
}

/** The card titles of the post list called `name`, in order. */
const cardTitles = (page: Page, name: string) =>
  page.locator('main').getByRole('list', { name, exact: true }).getByRole('heading', { level: 2 })

export const journey: BuildPart = {
  prepare() {},

  tests(site) {
    describe('a reader going through the blog of the 30-post site', () => {
      let server: StaticServer
      let browser: Browser
      let posts: Post[]
      let footerLabel: string
      let blogHeading: string
      /** The title of a later page of a list (the interface phrase listings.page_title). */
      let pageTitle: string

      beforeAll(async () => {
        const { root, publicDir } = site()
        posts = publishedPosts(root)
        const navigation = readYaml<{ footer_links: Array<{ label: string; to: string }> }>(root, 'settings/navigation.yaml')
        footerLabel = navigation.footer_links.find((link) => link.to === paths.blogIndex())!.label
        blogHeading = readYaml<{ blog_section: { heading: string } }>(root, 'home/home.yaml').blog_section.heading
        pageTitle = readYaml<{ listings: { page_title: string } }>(root, 'settings/interface.yaml').listings.page_title
        expect(posts.length).toBeGreaterThan(LISTING.pageSize)
        server = await startStaticServer({ dir: publicDir, compression: 'fast' })
        browser = await chromium.launch({ executablePath: testBrowserPath(), args: CHROMIUM_FLAGS })
      }, 120_000)

      afterAll(async () => {
        await browser?.close()
        await server?.close()
      })

      for (const javaScriptEnabled of [true, false]) {
        it(`goes footer → blog index → page 2 → a tag → a post → a related post ${javaScriptEnabled ? 'with' : 'without'} JavaScript`, async () => {
          const context = await browser.newContext({ javaScriptEnabled, baseURL: server.url, viewport: { width: 1440, height: 900 } })
          const page = await context.newPage()
          const cspViolations: string[] = []
          page.on('console', (message) => {
            if (/content security policy/i.test(message.text())) cspViolations.push(message.text())
          })
          try {
            await page.goto(paths.home, { waitUntil: javaScriptEnabled ? 'networkidle' : 'load' })
            // With JavaScript, the reader stays on one document: Gatsby's router changes the pages.
            if (javaScriptEnabled) await page.evaluate(() => Object.assign(window, { journeyMarker: true }))

            await page.locator('footer').getByRole('link', { name: footerLabel, exact: true }).click()
            await expectAt(page, paths.blogIndex(), blogHeading)
            await expect(cardTitles(page, listingTitle(blogHeading, 1, pageTitle))).toHaveText(
              posts.slice(0, LISTING.pageSize).map((p) => p.title),
            )

            await page.locator(`main nav a[href="${paths.blogIndex(2)}"]:not([rel])`).click()
            const onPage2 = posts.slice(LISTING.pageSize, 2 * LISTING.pageSize)
            await expectAt(page, paths.blogIndex(2), blogHeading)
            await expect(page).toHaveTitle(new RegExp(listingTitle(blogHeading, 2, pageTitle).replace(/[()]/g, '\\$&')))
            await expect(cardTitles(page, listingTitle(blogHeading, 2, pageTitle))).toHaveText(onPage2.map((p) => p.title))

            // The first tag of the first post on page 2, clicked on that post's card.
            const [from] = onPage2
            const tag = groupTags(posts, (p) => p.id).find((group) => group.slug === tagSlug(from.tags[0]))!
            await page
              .locator('main')
              .getByRole('listitem')
              .filter({ has: page.getByRole('heading', { name: from.title, exact: true }) })
              .getByRole('link', { name: from.tags[0], exact: true })
              .click()
            await expectAt(page, paths.tag(tag.slug), tag.name)
            await expect(cardTitles(page, tag.name)).toHaveText(tag.posts.slice(0, LISTING.pageSize).map((p) => p.title))

            const [post] = tag.posts
            await cardTitles(page, tag.name).getByRole('link', { name: post.title, exact: true }).click()
            await expectAt(page, paths.blogPost(post.id), post.title)

            const related = relatedPosts(posts, LISTING.relatedPosts)[posts.indexOf(post)]
            const relatedCards = page.locator('main').getByRole('region').getByRole('heading', { level: 3 })
            await expect(relatedCards).toHaveText(related.map((p) => p.title))
            await relatedCards.getByRole('link', { name: related[0].title, exact: true }).click()
            await expectAt(page, paths.blogPost(related[0].id), related[0].title)

            if (javaScriptEnabled) expect(await page.evaluate(() => 'journeyMarker' in window)).toBe(true)
            expect(cspViolations).toEqual([])
          } finally {
            await context.close()
          }
        }, 240_000)
      }
    })
  },
}
