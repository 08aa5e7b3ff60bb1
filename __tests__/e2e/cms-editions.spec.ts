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
import { collections } from '../../src/content-model/collections'
import { changedLines } from '../support/line-diff'
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
  const adds = page.getByRole('button', { name: /^Add redirect$/i })
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

/**
 * One field of each collection, edited in one edition: the collection (and the entry of a folder),
 * the field's label, the edition and where in the edition's data the field is. The entry's address
 * in the admin and its file follow from the content model (savedWhere).
 */
const ONE_FIELD_SAVES: ReadonlyArray<{
  collection: string
  entry?: string
  label: string
  locale: 'en' | 'ar'
  at: readonly (string | number)[]
}> = [
  { collection: 'company', label: 'Company name', locale: 'en', at: ['name'] },
  { collection: 'navigation', label: 'Contact button label', locale: 'ar', at: ['contact_label'] },
  { collection: 'banners', label: 'Tagline', locale: 'en', at: ['tagline'] },
  { collection: 'interface', label: 'Skip link', locale: 'ar', at: ['page', 'skip_to_content'] },
  { collection: 'home', label: 'Heading', locale: 'en', at: ['about', 'heading'] },
  { collection: 'services', label: 'Title', locale: 'ar', at: ['items', 0, 'title'] },
  { collection: 'testimonials', label: 'Name', locale: 'en', at: ['items', 0, 'name'] },
  { collection: 'pricing', label: 'Billing period', locale: 'ar', at: ['period'] },
  { collection: 'clients', label: 'Claim label', locale: 'en', at: ['claim_label'] },
  { collection: 'servicesPage', label: 'Heading', locale: 'ar', at: ['why_choose_us', 'heading'] },
  { collection: 'blog', entry: POST.slug, label: 'Title', locale: 'en', at: ['title'] },
  { collection: 'caseStudies', entry: 'retail-cash-flow', label: 'Title', locale: 'ar', at: ['title'] },
  { collection: 'companyPages', entry: 'about', label: 'Title', locale: 'en', at: ['title'] },
]

/** An entry's address in the admin (after `#/collections/`) and the file of its edition, as the content model has them. */
function savedWhere({ collection, entry, locale }: (typeof ONE_FIELD_SAVES)[number]): { address: string; file: string } {
  const model = collections.find((c) => c.name === collection)
  if (!model) throw new Error(`The content model has no collection ${collection}`)
  if (model.kind === 'file') return { address: `${collection}/entries/${collection}`, file: `content/${model.file}` }
  return { address: `${collection}/entries/${entry}`, file: `content/${model.folder}/${entry}.${locale}.md` }
}

test('saving one field of each collection changes only that line of its edition; an edition left alone is not written, nor a file saved with no change; a new address adds no empty field', async ({
  page,
}) => {
  test.setTimeout(300_000)
  const copy = (file: string) => path.join(contentCopy(), file)
  const read = (file: string) => fs.readFileSync(copy(file), 'utf8')
  const value = (file: string, at: readonly (string | number)[], locale: 'en' | 'ar') =>
    String(
      at.reduce<unknown>(
        (data, key) => (data as Record<string | number, unknown>)[key],
        file.endsWith('.md') ? front(file, contentCopy()) : editions(file, contentCopy())[locale],
      ),
    )
  /** The other edition's file of a Markdown entry, or the file itself (a YAML file holds both). */
  const otherFile = (file: string) => file.replace(/\.(en|ar)\.md$/, (_, locale: string) => `.${locale === 'en' ? 'ar' : 'en'}.md`)
  const go = async (entry: string) => {
    await page.evaluate((hash) => (window.location.hash = hash), `#/collections/${entry}`)
  }
  /** The field in the pane of an edition (side by side: the English pane's fields come first). */
  const field = async (label: string, locale: 'en' | 'ar', old: string) => {
    const fields = page.getByLabel(label, { exact: true })
    const nth = async () => fields.nth(locale === 'en' ? 0 : (await fields.count()) / 2)
    // Both panes drawn, the entry's own values in them (not the last entry's).
    await expect
      .poll(async () => (await fields.count()) % 2 === 0 && (await (await nth()).inputValue({ timeout: 1_000 }).catch(() => '')) === old, {
        timeout: 30_000,
        message: `the ${locale} field ${label}`,
      })
      .toBe(true)
    const control = await nth()
    // A list's item is drawn closed: opened by the chevron of the item summarised by the value.
    if (!(await control.isVisible())) {
      const item = page
        .locator('div')
        .filter({ has: page.getByText(old, { exact: true }) })
        .filter({ has: page.locator('button') })
        .last()
      await item.locator('button').first().click()
    }
    return control
  }

  await openAdmin(page, { port: DECAP_PORT, sideBySide: true })
  for (const save of ONE_FIELD_SAVES) {
    const { label, locale, at } = save
    const { address, file } = savedWhere(save)
    const before = read(file)
    const otherStamp = fs.statSync(copy(otherFile(file))).mtimeMs
    const old = value(file, at, locale)
    const edited = `${old} ${locale === 'en' ? 'revised' : 'مراجع'}`
    await go(address)
    const control = await field(label, locale, old)
    await control.fill(edited)
    await publish(page)
    // The field's line: in its edition's half of a YAML file.
    const lines = before.split('\n')
    const key = `${String(at[at.length - 1])}: `
    const oldLine = lines
      .slice(file.endsWith('.md') ? 0 : lines.indexOf(`${locale}:`))
      .find((line) => line.includes(key) && line.includes(old))
    await expect
      .poll(() => changedLines(before, read(file)), { timeout: 20_000, message: `${file}: the one line of ${at.join('.')}` })
      .toEqual({ removed: [oldLine], added: [oldLine?.replace(old, edited)] })
    expect(value(file, at, locale)).toBe(edited)
    // The other edition's file is not written at all.
    if (file.endsWith('.md')) expect(fs.statSync(copy(otherFile(file))).mtimeMs).toBe(otherStamp)
    else
      expect(editions(file, contentCopy())[locale === 'en' ? 'ar' : 'en']).toEqual(
        (yaml.load(before) as Editions)[locale === 'en' ? 'ar' : 'en'],
      )
    if (file !== COMPANY) continue
    // Saved again with no change (the field typed over and back to what was saved): nothing is written.
    const saved = { text: read(file), stamp: fs.statSync(copy(file)).mtimeMs }
    await control.fill(`${edited} again`)
    await control.fill(edited)
    await publish(page)
    await expect(page.getByRole('button', { name: 'Published', exact: true })).toBeVisible()
    expect({ text: read(file), stamp: fs.statSync(copy(file)).mtimeMs }).toEqual(saved)
  }

  // Redirects holds no item to change: one is added, and the English list's line gives way to it.
  const redirects = 'content/settings/redirects.yaml'
  const redirectsBefore = read(redirects)
  await go('redirects/entries/redirects')
  await page
    .getByRole('button', { name: /^Add redirect$/i })
    .first()
    .click()
  await page.getByLabel('Old address', { exact: true }).first().fill('/company/old-about')
  await page.getByLabel('New address', { exact: true }).first().fill('/company/about')
  await page.getByLabel('Why', { exact: true }).first().click()
  await page.getByRole('option', { name: 'merged', exact: true }).click()
  await publish(page)
  await expect
    .poll(() => changedLines(redirectsBefore, read(redirects)), { timeout: 20_000 })
    .toEqual({
      removed: ['  redirects: []'],
      added: ['  redirects:', '    - from: /company/old-about', '      to: /company/about', '      reason: merged'],
    })

  // A new address: the one line of the address in both editions, no empty field added.
  const renamed = ['content/blog/budgeting-in-the-uae.en.md', 'content/blog/budgeting-in-the-uae.ar.md']
  const texts = renamed.map(read)
  const slug = value(renamed[0], ['slug'], 'en')
  await go('blog/entries/budgeting-in-the-uae')
  await (await field('Address', 'en', slug)).fill('budgeting-renamed')
  await publish(page)
  for (const [i, file] of renamed.entries()) {
    await expect
      .poll(() => changedLines(texts[i], read(file)), { timeout: 20_000, message: `${file}: the one line of the address` })
      .toEqual({ removed: [`slug: "${slug}"`], added: ['slug: "budgeting-renamed"'] })
    expect(read(file)).not.toMatch(/: null$/m)
  }
  expect(checkContent(contentCopy(), 'content')).toEqual([])
})
