/**
 * A new editor's walk through the admin, as the editors' guide leads it, against decap-server on a
 * copy of content/: the bad inputs the content check refuses are refused in the admin, beside their
 * field and before anything is written; the shared facts are written once; a photo from a phone is
 * taken; headings and lists typed as Markdown stay headings and lists; the list shows each post's
 * date and schedule. Everything saved passes the build's content check.
 */
import fs from 'node:fs'
import path from 'node:path'
import sharp from 'sharp'
import yaml from 'js-yaml'
import type { Page } from '@playwright/test'
import { checkContent } from '../../src/node/check-content'
import { TITLE_MAX_LENGTH } from '../../src/content-model/collections'
import { LARGEST_IMAGE_WIDTH, MAX_IMAGE_BYTES } from '../../src/content-model/validate'
import { adminOnContentCopy, openAdmin } from './cms-admin'
import { phonePhoto, publishBadPost } from '../support/admin-walkthrough'
import { expect, test } from './fixtures'

const DECAP_PORT = Number(process.env.DECAP_RULES_TEST_PORT ?? 8095)
const POST = { file: 'blog/tax-savings.en.md', slug: 'tax-savings', title: 'Legitimate Tax Savings for UAE Businesses' }
const OTHER_POST = { file: 'blog/gcc-investment.en.md', address: '4' }

const contentCopy = adminOnContentCopy(DECAP_PORT)
const read = (file: string) => fs.readFileSync(path.join(contentCopy(), 'content', file), 'utf8')

async function publish(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Publish', exact: true }).click()
  await page.getByText('Publish now', { exact: true }).click()
}

test('the bad inputs of a new editor are refused beside their field, and nothing is written', async ({ page }) => {
  const before = read(POST.file)
  await openAdmin(page, { port: DECAP_PORT, hash: `#/collections/blog/entries/${POST.slug}` })
  await expect(page.getByLabel('Title', { exact: true })).toHaveValue(POST.title)
  await publishBadPost(page, { title: 'A'.repeat(500), address: OTHER_POST.address })
  await expect(page.getByText(new RegExp(`at most ${TITLE_MAX_LENGTH} characters`)).first()).toBeVisible()
  await expect(page.getByText(/already used by/).first()).toBeVisible()
  await expect(page.getByText(/after Publish at/).first()).toBeVisible()
  expect(read(POST.file)).toBe(before)
})

test('a post with a heading and a list typed as Markdown and a phone photo is saved whole in both editions, its shared facts copied', async ({
  page,
}) => {
  await openAdmin(page, { port: DECAP_PORT, hash: `#/collections/blog/entries/${POST.slug}` })
  await expect(page.getByLabel('Title', { exact: true })).toHaveValue(POST.title)
  // Headings and lists typed as Markdown, at the end of the article.
  const body = page.locator('[data-slate-editor="true"]').first()
  await body.click()
  // The cursor at the end of the article's last paragraph (the End key goes to the end of a line on screen).
  await body.evaluate((editor) => {
    const range = document.createRange()
    range.selectNodeContents([...editor.querySelectorAll('p')].at(-1)!)
    range.collapse(false)
    getSelection()!.removeAllRanges()
    getSelection()!.addRange(range)
  })
  await page.keyboard.press('Enter')
  await page.keyboard.type('## What to compare', { delay: 20 })
  await page.keyboard.press('Enter')
  await page.keyboard.type('- Cost of the licence', { delay: 20 })
  await expect(body.getByRole('heading', { name: 'What to compare' })).toBeVisible()
  await expect(body.getByRole('listitem').filter({ hasText: 'Cost of the licence' })).toBeVisible()

  // A photo straight from a phone, made smaller before it is uploaded.
  const photo = await phonePhoto(path.join(contentCopy(), 'IMG_2041.jpg'))
  expect(fs.statSync(photo).size).toBeGreaterThan(3_000_000)
  await page.getByLabel('Upload a photo').first().setInputFiles(photo)
  await expect(page.getByText(/saved with the entry/).first()).toBeVisible({ timeout: 30_000 })

  await publish(page)
  await expect.poll(() => read(POST.file), { timeout: 20_000 }).toMatch(/^## What to compare$/m)
  const english = read(POST.file)
  expect(english).toMatch(/^[-*] Cost of the licence$/m)
  expect(english).not.toContain('\\#')
  const image = /^image: ["']?(\/images\/img-2041-[0-9a-f]{6}\.jpg)/m.exec(english)?.[1]
  expect(image).toBeDefined()
  const stored = path.join(contentCopy(), 'content', image!)
  expect(fs.statSync(stored).size).toBeLessThanOrEqual(MAX_IMAGE_BYTES)
  // As wide as the site draws it at most, smaller still where a detailed photo needs it to fit; its proportions kept.
  const { width, height } = await sharp(stored).metadata()
  expect(width).toBeLessThanOrEqual(LARGEST_IMAGE_WIDTH)
  expect(width! / height!).toBeCloseTo(4032 / 3024, 2)
  // The image is a fact both editions share: the Arabic file has it too.
  expect(read(POST.file.replace('.en.md', '.ar.md'))).toContain(image!)
  expect(checkContent(contentCopy(), 'content')).toEqual([])
})

test('a price changed in English is the Arabic price', async ({ page }) => {
  await openAdmin(page, { port: DECAP_PORT, sideBySide: true, hash: '#/collections/pricing/entries/pricing' })
  const prices = page.getByLabel('Price per period', { exact: true })
  await expect(prices.first()).toBeAttached()
  // Open the plan Ultimate by the chevron of its item, as an editor does.
  const item = page
    .locator('div')
    .filter({ has: page.getByText('Ultimate', { exact: true }) })
    .filter({ has: page.locator('button') })
    .last()
  await item.locator('button').first().click()
  await prices.filter({ visible: true }).first().fill('59.50')
  await publish(page)
  await expect
    .poll(() => yaml.load(read('pricing/pricing.yaml')) as never, { timeout: 20_000 })
    .toMatchObject({
      ar: { plans: expect.arrayContaining([expect.objectContaining({ price: '59.50' })]) },
    })
  // Every Arabic plan has its English plan's price.
  const file = yaml.load(read('pricing/pricing.yaml')) as { en: { plans: unknown[] }; ar: { plans: unknown[] } }
  expect(file.ar.plans.map((plan) => (plan as { price: string }).price)).toEqual(
    file.en.plans.map((plan) => (plan as { price: string }).price),
  )
  expect(checkContent(contentCopy(), 'content')).toEqual([])
})

test('the blog list shows each post’s date and schedule, and sorts by publish time', async ({ page }) => {
  await openAdmin(page, { port: DECAP_PORT, hash: '#/collections/blog' })
  await expect(page.getByText(/· \d{4}-\d{2}-\d{2}/).first()).toBeVisible()
  await page.getByRole('button', { name: /Sort by/ }).click()
  await expect(page.getByRole('menuitem', { name: /Publish at/ })).toBeVisible()
})
