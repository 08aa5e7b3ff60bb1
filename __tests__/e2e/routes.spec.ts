import { expect, test } from '../support/fixtures'
import { collectErrors, hydrated } from '../support/page-visit'

// Each route of docs/specification.md#routes rendering with header, footer and the right banner, and
// its chat link, are checks of its visit in pages.spec.ts (route-content.ts).

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

test('a page reached by client-side navigation is styled as when loaded directly', async ({ page }) => {
  type Drawn = { later: number; footer: boolean }
  // The later sections of the page's content (src/lib/shared/later-section.ts) in the document, and its footer.
  const drawn = () =>
    page.evaluate(() => ({ later: document.querySelectorAll('main > [data-later]').length, footer: !!document.querySelector('footer') }))
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
  // Hydrated, so that Gatsby's link handles the click.
  await hydrated(page)
  const served = await drawn()
  await page.evaluate(() => ((window as unknown as { __sameDocument: boolean }).__sameDocument = true))
  await page.locator('main a[href="/financialblogs/blogs/1"]').dispatchEvent('click')
  await expect(page).toHaveURL(/\/financialblogs\/blogs\/1$/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/tax/i)
  expect(await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).toBe(true)
  await expect.poll(look).toEqual(direct)
  expect(direct.tagsDisplay).toBe('flex')

  // Back to the home page by the header's link: the frame that first draws it holds its first screen
  // alone, and the sections below it and the footer follow (useFirstScreenOnly, src/lib/browser/deferred-sections.ts).
  await page.evaluate(() => {
    const win = window as unknown as { __firstFrame: Promise<Drawn> }
    win.__firstFrame = new Promise((resolve) => {
      const observer = new MutationObserver(() => {
        if (!document.getElementById('aboutus')) return
        observer.disconnect()
        requestAnimationFrame(() =>
          resolve({ later: document.querySelectorAll('main > [data-later]').length, footer: !!document.querySelector('footer') }),
        )
      })
      observer.observe(document.body, { childList: true, subtree: true })
    })
  })
  await page.locator('header a[href="/"]').first().dispatchEvent('click')
  expect(await page.evaluate(() => (window as unknown as { __firstFrame: Promise<Drawn> }).__firstFrame)).toEqual({
    later: 0,
    footer: false,
  })
  await expect.poll(drawn).toEqual(served)
  expect(await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).toBe(true)
})
