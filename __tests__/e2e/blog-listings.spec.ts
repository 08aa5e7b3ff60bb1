import fs from 'fs'
import path from 'path'
import yaml from 'js-yaml'
import matter from 'gray-matter'
import type { Locator } from '@playwright/test'
import { expect, test } from '../support/fixtures'
import { LISTING, paths } from '../../src/config/constants'
import { tagSlug } from '../../src/lib/shared/tag-slug'

const content = path.resolve(__dirname, '../../content')
/** The English edition of a YAML file. */
const english = <T>(file: string) => (yaml.load(fs.readFileSync(path.join(content, file), 'utf8')) as { en: T }).en
const navigation = english<{ footer_links: Array<{ label: string; to: string }> }>('settings/navigation.yaml')
const home = english<{ blog_section: { heading: string; link_label: string }; case_studies_section: { heading: string } }>('home/home.yaml')
const blogLink = navigation.footer_links.find((link) => link.to === paths.blogIndex())
const posts = fs
  .readdirSync(path.join(content, 'blog'))
  .filter((file) => file.endsWith('.en.md'))
  .map((file) => matter.read(path.join(content, 'blog', file)).data)

for (const javaScriptEnabled of [true, false]) {
  test.describe(`the blog's listings ${javaScriptEnabled ? 'with' : 'without'} JavaScript`, () => {
    test.use({ javaScriptEnabled })

    test('footer → blog index → a tag → a post → a related post', async ({ page }) => {
      expect(blogLink, 'a footer link to the blog index').toBeDefined()
      await page.goto('/')
      // With JavaScript, click once the page has hydrated, as a reader would after it has loaded.
      await page.waitForLoadState('networkidle')
      // Every list of entries draws its cards with the one entry card: the title links of the home
      // page's two lists and of the blog index carry the same classes.
      const titleLinkClass = (list: Locator) =>
        list.getByRole('listitem').getByRole('heading').first().getByRole('link').getAttribute('class')
      const caseStudies = page.locator('section', { has: page.getByRole('heading', { name: home.case_studies_section.heading }) })
      const cardLink = await titleLinkClass(page.getByRole('list', { name: home.blog_section.heading }))
      expect(await titleLinkClass(caseStudies.getByRole('list'))).toBe(cardLink)
      await page.locator('footer').getByRole('link', { name: blogLink!.label }).click()
      await expect(page).toHaveURL(new RegExp(`${paths.blogIndex()}/?$`), { timeout: 15_000 })
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(home.blog_section.heading)
      const cards = page
        .getByRole('list', { name: home.blog_section.heading })
        .getByRole('listitem')
        .filter({ has: page.getByRole('heading') })
      await expect(cards).toHaveCount(Math.min(posts.length, LISTING.pageSize))
      expect(await titleLinkClass(page.getByRole('list', { name: home.blog_section.heading }))).toBe(cardLink)

      const first = posts.find((p) => p.tags.length > 0)!
      const tag = (first.tags as string[])[0]
      await page.locator('main').getByRole('link', { name: tag, exact: true }).first().click()
      await expect(page).toHaveURL(new RegExp(`${encodeURI(paths.tag(tagSlug(tag)))}/?$`), { timeout: 15_000 })
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(tag)

      await page
        .locator('main')
        .getByRole('link', { name: String(first.title) })
        .first()
        .click()
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(String(first.title))
      const related = page.getByRole('list', { name: 'Related reading' }).getByRole('heading')
      await expect(related).toHaveCount(Math.min(LISTING.relatedPosts, posts.length - 1))
      const next = (await related.first().textContent())!.trim()
      await related.first().getByRole('link').click()
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(next)
    })

    test('the home carousel links to the blog index and tags link to their pages with rel="tag"', async ({ page }) => {
      await page.goto('/')
      await expect(page.getByRole('link', { name: home.blog_section.link_label })).toHaveAttribute('href', paths.blogIndex())
      await page.goto(paths.tagIndex)
      const tags = page.locator('main a[rel="tag"]')
      await expect(tags).toHaveCount(new Set(posts.flatMap((p) => (p.tags as string[]).map(tagSlug))).size)
    })

    test('an unknown tag or page number ends at the home page', async ({ page }) => {
      for (const route of [paths.tag('no-such-tag'), paths.blogIndex(99)]) {
        await page.goto(route)
        await expect(page).toHaveURL(/\/$/)
      }
    })
  })
}
