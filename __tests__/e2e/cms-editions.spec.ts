/**
 * English and Arabic in the real admin, as editors use it: a blog post (one Markdown file per
 * language) and a YAML file holding both editions are edited side by side, each language saved where
 * the site reads it; the preview of the Arabic side is an Arabic page, right to left in the Kufi face,
 * with the Arabic interface words and, on the home page, the Arabic halves of the other files. Against
 * the built admin and decap-server in its file mode on a copy of content/, as cms.spec.ts.
 */
import fs from 'node:fs'
import path from 'node:path'
import yaml from 'js-yaml'
import matter from 'gray-matter'
import type { FrameLocator, Page } from '@playwright/test'
import { checkContent } from '../../src/node/check-content-files'
import { adminOnContentCopy, openAdmin, preview, ROOT } from './cms-admin'
import { expect, test } from '../support/fixtures'

const DECAP_PORT = Number(process.env.DECAP_EDITIONS_TEST_PORT ?? 8094)
const POST = { slug: 'tax-savings', en: 'content/blog/tax-savings.en.md', ar: 'content/blog/tax-savings.ar.md' }
const COMPANY = 'content/settings/company.yaml'

const front = (file: string, dir = ROOT) => matter(fs.readFileSync(path.join(dir, file), 'utf8')).data as Record<string, unknown>
type Editions = Record<'en' | 'ar', Record<string, unknown>>
const editions = (file: string, dir = ROOT) => yaml.load(fs.readFileSync(path.join(dir, file), 'utf8')) as Editions
const interfaceAr = editions('content/settings/interface.yaml').ar as { articles: Record<string, string> }

const contentCopy = adminOnContentCopy(DECAP_PORT)

async function publish(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Publish', exact: true }).click()
  await page.getByText('Publish now', { exact: true }).click()
}

/** Switches the one-language editor (and with it the preview) to a language: Decap's "Writing in EN" menu. */
async function writeIn(page: Page, locale: 'en' | 'ar'): Promise<void> {
  await page.getByRole('button', { name: /^Writing in / }).click()
  await page.getByRole('menuitem', { name: locale, exact: true }).click()
  await expect(page.getByRole('button', { name: `Writing in ${locale.toUpperCase()}` })).toBeVisible()
}

const documentLanguage = (frame: FrameLocator) =>
  frame.locator('html').evaluate((html) => ({ lang: html.getAttribute('lang'), dir: html.getAttribute('dir') }))

test('a post is edited in English and Arabic side by side, each language saved to its own file', async ({ page }) => {
  await openAdmin(page, { port: DECAP_PORT, sideBySide: true, hash: `#/collections/blog/entries/${POST.slug}` })
  const titles = page.getByLabel('Title', { exact: true })
  await expect(titles).toHaveCount(2)
  await expect(titles.nth(0)).toHaveValue(String(front(POST.en).title))
  await expect(titles.nth(1)).toHaveValue(String(front(POST.ar).title))
  await expect(page.getByRole('button', { name: 'Writing in EN' })).toBeVisible()
  await expect(page.getByRole('button', { name: 'Writing in AR' })).toBeVisible()

  const edited = `${String(front(POST.ar).title)} (مراجعة)`
  await titles.nth(1).fill(edited)
  await publish(page)
  await expect.poll(() => front(POST.ar, contentCopy()).title, { timeout: 15_000 }).toBe(edited)
  // Decap writes the two files one after the other: the English one is read once it is whole again.
  await expect.poll(() => front(POST.en, contentCopy()).title, { timeout: 15_000 }).toBe(front(POST.en).title)
  expect(checkContent(contentCopy(), 'content')).toEqual([])
})

test('a YAML file with both editions (company details) is edited side by side, the Arabic half saved under ar:', async ({ page }) => {
  await openAdmin(page, { port: DECAP_PORT, sideBySide: true, hash: '#/collections/company/entries/company' })
  const names = page.getByLabel('Company name', { exact: true })
  await expect(names).toHaveCount(2)
  const saved = editions(COMPANY)
  await expect(names.nth(0)).toHaveValue(String(saved.en.name))
  await expect(names.nth(1)).toHaveValue(String(saved.ar.name))

  const edited = `${String(saved.ar.name)} ذ.م.م`
  await names.nth(1).fill(edited)
  await publish(page)
  // decap-server writes the file anew: read while it writes, the file is empty and holds no edition yet.
  await expect.poll(() => editions(COMPANY, contentCopy())?.ar?.name, { timeout: 15_000 }).toBe(edited)
  expect(editions(COMPANY, contentCopy()).en).toEqual(saved.en)
  // The file keeps its layout: the one line of the changed name differs, nothing else.
  const [before, after] = [ROOT, contentCopy()].map((dir) => fs.readFileSync(path.join(dir, COMPANY), 'utf8').split('\n'))
  expect(after.length).toBe(before.length)
  expect(after.filter((line, i) => line !== before[i])).toEqual([`  name: ${edited}`])
  expect(checkContent(contentCopy(), 'content')).toEqual([])
})

test('the preview of the Arabic side is an Arabic page: right to left, in the Kufi face, with the Arabic interface words', async ({
  page,
}) => {
  await openAdmin(page, { port: DECAP_PORT, hash: `#/collections/blog/entries/${POST.slug}` })
  const heading = preview(page).getByRole('heading', { level: 1 })
  // The admin's few megabytes of JavaScript take a while on a busy machine.
  await expect(heading).toHaveText(String(front(POST.en, contentCopy()).title), { timeout: 30_000 })
  expect(await documentLanguage(preview(page))).toEqual({ lang: 'en', dir: 'ltr' })

  await writeIn(page, 'ar')
  const arabic = front(POST.ar, contentCopy())
  await expect(heading).toHaveText(String(arabic.title))
  expect(await documentLanguage(preview(page))).toEqual({ lang: 'ar', dir: 'rtl' })
  await expect(heading).toHaveCSS('direction', 'rtl')
  expect(await heading.evaluate((h) => getComputedStyle(h).fontFamily)).toMatch(/^"?Noto Kufi Arabic Variable"?,/)
  // The face itself is loaded in the frame, not only named.
  await expect
    .poll(() => heading.evaluate((h) => h.ownerDocument.fonts.check('700 32px "Noto Kufi Arabic Variable"', h.textContent ?? '')), {
      timeout: 10_000,
    })
    .toBe(true)
  await expect(preview(page).getByRole('list', { name: interfaceAr.articles.tags })).toBeVisible()
  for (const tag of arabic.tags as string[]) {
    await expect(preview(page).getByRole('link', { name: tag, exact: true })).toHaveAttribute('href', /^\/ar\//)
  }

  await writeIn(page, 'en')
  await expect(heading).toHaveText(String(front(POST.en, contentCopy()).title))
  expect(await documentLanguage(preview(page))).toEqual({ lang: 'en', dir: 'ltr' })
  await expect(heading).toHaveCSS('direction', 'ltr')
})

test('the Arabic home page preview shows the Arabic halves of the other files and the Arabic posts', async ({ page }) => {
  await openAdmin(page, { port: DECAP_PORT, hash: '#/collections/home/entries/home' })
  const services = editions('content/services/services.yaml')
  const firstService = (edition: 'en' | 'ar') => String((services[edition].items as Array<{ title: string }>)[0].title)
  await expect(preview(page).getByRole('heading', { name: firstService('en') })).toBeVisible({ timeout: 30_000 })

  await writeIn(page, 'ar')
  // The Arabic form draws every group of the entry, its About section's fields with their Arabic words.
  const aboutHeading = String((editions('content/home/home.yaml', contentCopy()).ar.about as { heading: string }).heading)
  await expect
    .poll(() =>
      page
        .locator('input, textarea')
        .evaluateAll(
          (fields, wanted) =>
            fields.some((field) => (field as HTMLInputElement).value === wanted && field.getBoundingClientRect().height > 0),
          aboutHeading,
        ),
    )
    .toBe(true)
  await expect(preview(page).getByRole('heading', { name: firstService('ar') })).toBeVisible({ timeout: 30_000 })
  await expect(preview(page).getByRole('heading', { name: firstService('en') })).toHaveCount(0)
  expect(await documentLanguage(preview(page))).toEqual({ lang: 'ar', dir: 'rtl' })
  const arabicPostTitles = fs
    .readdirSync(path.join(contentCopy(), 'content/blog'))
    .filter((f) => f.endsWith('.ar.md'))
    .map((f) => String(front(`content/blog/${f}`, contentCopy()).title))
  const postLinks = preview(page).locator('a[href^="/ar/financialblogs/blogs/"]')
  await expect(postLinks.first()).toBeAttached()
  const shown = await postLinks.allTextContents()
  expect(shown.some((text) => arabicPostTitles.some((title) => text.includes(title)))).toBe(true)
})

test('a post without its Arabic file stays without one when its English and its address are edited', async ({ page }) => {
  const folder = path.join(contentCopy(), 'content/blog')
  fs.rmSync(path.join(folder, 'gcc-investment.ar.md'))
  await openAdmin(page, { port: DECAP_PORT, sideBySide: true, hash: '#/collections/blog/entries/gcc-investment' })
  const titles = page.getByLabel('Title', { exact: true })
  await expect(titles.nth(1)).toHaveValue('')
  await titles.nth(0).fill('Edited title')
  // Decap copies a changed address into the Arabic side (the field is shared): still no Arabic file.
  await page.getByLabel('Address', { exact: true }).nth(0).fill('99')
  await publish(page)
  await expect.poll(() => front('content/blog/gcc-investment.en.md', contentCopy()).title, { timeout: 15_000 }).toBe('Edited title')
  expect(fs.readdirSync(folder).filter((f) => f.startsWith('gcc-investment'))).toEqual(['gcc-investment.en.md'])
  expect(checkContent(contentCopy(), 'content')).toEqual([])
})

test('a redirect added on the Arabic side of Redirects is saved under ar: and passes the content check', async ({ page }) => {
  const from = '/ar/company/old-about'
  await openAdmin(page, { port: DECAP_PORT, sideBySide: true, hash: '#/collections/redirects/entries/redirects' })
  const adds = page.getByRole('button', { name: /^Add redirects$/i })
  await expect(adds).toHaveCount(2)
  await adds.nth(1).click()
  await page.getByLabel('Old address', { exact: true }).fill(from)
  await page.getByLabel('New address', { exact: true }).fill('/ar/company/about')
  await page.getByLabel('Why', { exact: true }).click()
  await page.getByText('merged', { exact: true }).click()
  await publish(page)
  const file = 'content/settings/redirects.yaml'
  await expect
    .poll(() => editions(file, contentCopy())?.ar, { timeout: 15_000 })
    .toEqual({ redirects: [{ from, to: '/ar/company/about', reason: 'merged' }] })
  expect(editions(file, contentCopy()).en).toEqual(editions(file).en)
  expect(checkContent(contentCopy(), 'content')).toEqual([])
})
