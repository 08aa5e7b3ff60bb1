import type { Page } from '@playwright/test'
import { expect, test } from './fixtures'

/** Every route of docs/specification.md#routes with the banner watermark it must show (null: no banner). */
const ROUTES: Array<{ path: string; watermark: string | null; heading: string | RegExp }> = [
  { path: '/', watermark: null, heading: /licensed and ready to trade/ },
  { path: '/financialsolutions/mission', watermark: 'It Solution', heading: 'Our Mission' },
  { path: '/financialsolutions/services', watermark: 'It Solution', heading: 'Our Services' },
  { path: '/financialsolutions/services/detail', watermark: 'It Solution', heading: 'Service Details' },
  { path: '/financialsolutions/portfolio/1', watermark: 'It Solution', heading: /start-up/i },
  { path: '/financialsolutions/portfolio/2', watermark: 'It Solution', heading: /manufactur/i },
  { path: '/financialsolutions/portfolio/detail', watermark: 'It Solution', heading: /retail/i },
  { path: '/financialblogs/blogs/detail', watermark: 'Financial Solutions', heading: /cash flow/i },
  { path: '/financialblogs/blogs/1', watermark: 'Financial Solutions', heading: /tax/i },
  { path: '/financialblogs/blogs/2', watermark: 'Financial Solutions', heading: /debt/i },
  { path: '/financialblogs/blogs/3', watermark: 'Financial Solutions', heading: /budget/i },
  { path: '/financialblogs/blogs/4', watermark: 'Financial Solutions', heading: /GCC/ },
  { path: '/financialblogs/blogs/5', watermark: 'Financial Solutions', heading: /retire/i },
]

/** Console errors and uncaught exceptions seen while a test runs. */
function collectErrors(page: Page): string[] {
  const errors: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text())
  })
  page.on('pageerror', (error) => errors.push(error.message))
  return errors
}

for (const route of ROUTES) {
  test(`${route.path} renders with header, footer and the right banner`, async ({ page }) => {
    const errors = collectErrors(page)
    const response = await page.goto(route.path)
    expect(response?.status()).toBe(200)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(route.heading)
    await expect(page.getByRole('banner')).toContainText('+971 55 418 2730')
    await expect(page.getByRole('banner')).toContainText('hello@meridiangulf.ae')
    await expect(page.getByRole('contentinfo')).toContainText('Have questions? Our team is ready to assist.')
    const banner = page.locator('section[aria-label]', { hasText: 'Learn. Plan. Grow' })
    if (route.watermark) {
      await expect(banner).toContainText('Master Your Money. Secure Your Future.')
      await expect(banner).toContainText(route.watermark)
      await expect(banner.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/')
    } else {
      await expect(banner).toHaveCount(0)
    }
    // Wait for hydration so that hydration errors are reported too.
    await page.waitForLoadState('networkidle')
    expect(errors).toEqual([])
  })
}

test('/index shows the home page', async ({ page }) => {
  await page.goto('/index')
  await expect(page).toHaveURL(/\/$/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/licensed and ready to trade/)
})

test('an unknown path ends at the root', async ({ page }) => {
  const errors = collectErrors(page)
  await page.goto('/no/such/page')
  await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/licensed and ready to trade/)
  expect(errors.filter((e) => !e.includes('404'))).toEqual([])
})

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('an unknown path and /index still reach the root', async ({ page }) => {
    await page.goto('/no/such/page')
    await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/)
    await page.goto('/index')
    await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/licensed and ready to trade/)
  })
})

test('scroll position is restored on back navigation', async ({ page }) => {
  await page.goto('/financialblogs/blogs/1')
  await page.waitForLoadState('networkidle')
  await page.evaluate(() => window.scrollTo(0, 900))
  await page.waitForTimeout(300)
  await page.getByRole('link', { name: /Next/ }).click()
  await expect(page).toHaveURL(/blogs\/2$/)
  await page.goBack()
  await expect(page).toHaveURL(/blogs\/1$/)
  await expect.poll(() => page.evaluate(() => Math.round(window.scrollY))).toBeGreaterThan(800)
})

test('every chat trigger opens the shared chat link in a new tab', async ({ page }) => {
  await page.goto('/financialsolutions/services')
  const phone = page.getByRole('contentinfo').getByRole('link', { name: /\+971 55 418 2730/ })
  await expect(phone).toHaveAttribute(
    'href',
    'https://wa.me/971554182730?text=Hi%20Meridian%20Gulf%20Advisory%20Team%2C%20I%20have%20a%20requirement',
  )
  await expect(phone).toHaveAttribute('target', '_blank')
  await expect(phone).toHaveAttribute('rel', 'noopener noreferrer')
})

test('a page reached by client-side navigation is styled as when loaded directly', async ({ page }) => {
  // Each template's CSS travels with its own chunk, so navigation must fetch it.
  const look = () =>
    page.evaluate(() => {
      const h1 = getComputedStyle(document.querySelector('main h1')!)
      const tags = document.querySelector('ul[aria-label="Tags"]')
      return { h1Size: h1.fontSize, h1Color: h1.color, tagsDisplay: tags ? getComputedStyle(tags).display : null }
    })
  await page.goto('/financialblogs/blogs/1')
  const direct = await look()

  await page.goto('/')
  await page.waitForLoadState('networkidle')
  await page.evaluate(() => ((window as unknown as { __sameDocument: boolean }).__sameDocument = true))
  await page.locator('main a[href="/financialblogs/blogs/1"]').dispatchEvent('click')
  await expect(page).toHaveURL(/\/financialblogs\/blogs\/1$/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/tax/i)
  expect(await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).toBe(true)
  await expect.poll(look).toEqual(direct)
  expect(direct.tagsDisplay).toBe('flex')
})
