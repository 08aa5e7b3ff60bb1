/**
 * The site search (Pagefind over the built pages): what a reader finds, in both editions, by mouse,
 * keyboard and address, and what it costs a page that does not search. (The search page without
 * JavaScript is checked in its visit without JavaScript, pages.spec.ts.)
 */
import { expect, test } from '../support/fixtures'
import { axeViolations } from '../support/axe'
import { hydrated, overflow } from '../support/page-visit'
import { arabicStemmedWord, englishBodyWord } from '../../scripts/lib/search-words'
import { DESKTOP_ONLY, PHONE_ONLY } from '../support/tags'

type Page = import('@playwright/test').Page

const results = (page: Page) => page.locator('[data-search-result]')
const field = (page: Page) => page.getByRole('searchbox', { name: /search the site|ابحث في الموقع/i }).filter({ visible: true })
const status = (page: Page) => page.locator('main [role="status"]')
test('a word of one post’s body finds that post first; the address keeps the query, and Back returns to it', async ({ page }) => {
  const { word, path } = englishBodyWord()
  await page.goto(`/search?q=${word}`)
  await hydrated(page)

  await expect(field(page)).toHaveValue(word)
  await expect(results(page).first()).toHaveAttribute('href', path)
  const first = results(page).first()
  await expect.soft(first.locator('mark').first()).toHaveText(new RegExp(word, 'i'))
  await expect.soft(first).toContainText('Post')
  await expect.soft(status(page)).toHaveText(new RegExp(`results? for “${word}”`))
  expect.soft(await axeViolations(page), 'axe on the search page with results').toEqual([])

  await first.click()
  await expect(page).toHaveURL(new RegExp(`${path}$`))
  await page.goBack()
  await expect(page).toHaveURL(new RegExp(`/search\\?q=${word}$`))
  await expect(field(page)).toHaveValue(word)
  await expect(results(page).first()).toHaveAttribute('href', path)
})

test('an Arabic word in another form finds the Arabic post, right to left and within the window', async ({ page }) => {
  const { query, path } = arabicStemmedWord()
  await page.goto(`/ar/search?q=${encodeURIComponent(query)}`)
  await hydrated(page)

  await expect(page.locator(`main [data-search-result][href="${path}"]`)).toHaveCount(1)
  await expect.soft(page.locator('html')).toHaveAttribute('dir', 'rtl')
  await expect.soft(status(page)).toContainText(`«${query}»`)
  await expect.soft(results(page).first()).toContainText('مقال')
  expect.soft(await overflow(page), 'nothing past the window').toEqual({ scroll: 0, outside: [] })
  expect.soft(await axeViolations(page), 'axe on the Arabic search page with results').toEqual([])
})

test(
  'keyboard only: from the header’s link to the search page, the field, through the results and into one',
  { tag: DESKTOP_ONLY },
  async ({ page }) => {
    const { word, path } = englishBodyWord()
    await page.goto('/company/faq')
    await hydrated(page)
    const link = page.locator('header a[href="/search"]')
    for (let i = 0; i < 30 && !(await link.evaluate((el) => el === document.activeElement)); i++) await page.keyboard.press('Tab')
    await expect(link).toBeFocused()
    await page.keyboard.press('Enter')

    await expect(page).toHaveURL(/\/search$/)
    await expect(field(page)).toBeFocused()
    // Results arriving move nothing the reader sees: what follows them starts below the window.
    const footer = await page.locator('footer').boundingBox()
    expect.soft(footer!.y, 'the footer of the empty search page, below the window').toBeGreaterThanOrEqual(page.viewportSize()!.height)
    await page.keyboard.type(word)
    await expect(results(page).first()).toHaveAttribute('href', path)
    await expect(page).toHaveURL(new RegExp(`/search\\?q=${word}$`))

    await page.keyboard.press('ArrowDown')
    await expect(results(page).first()).toBeFocused()
    await page.keyboard.press('ArrowUp')
    await expect(field(page)).toBeFocused()
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL(new RegExp(`${path}$`))
  },
)

test('the field in the menu on phones loads the search only when the reader is in it', { tag: PHONE_ONLY }, async ({ page }) => {
  const { word, path } = englishBodyWord()
  const fetched: string[] = []
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/pagefind/')) fetched.push(request.url())
  })
  await page.goto('/')
  await hydrated(page)
  await page.waitForLoadState('networkidle')
  expect(fetched, 'nothing of the search before the field is used').toEqual([])

  await page.locator('header button[aria-controls]').click()
  await field(page).focus()
  await expect.poll(() => fetched.some((url) => url.includes('/pagefind/pagefind.js'))).toBe(true)
  await field(page).fill(word)
  await expect(page.locator('header [data-search-result]').first()).toHaveAttribute('href', path)
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(new RegExp(`${path}$`))
})
