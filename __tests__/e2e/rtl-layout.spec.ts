import type { Locator, Page } from '@playwright/test'
import { expect, test } from '../support/fixtures'
import { PHONE_ONLY } from '../support/tags'
import { hydrated, turnRightToLeft } from '../support/page-visit'

/**
 * The layout right to left, on English pages turned right to left after loading (as an Arabic page
 * renders: the document and what the page marks `dir="ltr"`, react-slick's own root aside). Whether
 * pages are wider than a 360 px window turned right to left is a check of their visits at 360 px
 * in pages.spec.ts.
 */
async function openRtl(page: Page, route: string) {
  await page.goto(route)
  // Turned once hydrated: what React renders after hydration would come back left to right.
  await hydrated(page)
  await turnRightToLeft(page)
}

/** Where an element sits across the window: its left and right edges. */
const edges = (element: Locator) =>
  element.evaluate((el) => {
    const box = el.getBoundingClientRect()
    return { left: box.left, right: window.innerWidth - box.right }
  })

test.describe('right to left', () => {
  test('the scroll-to-top button sits in the bottom left corner and the chat button in the bottom right', async ({ page }) => {
    await openRtl(page, '/')
    await page.evaluate(() => window.scrollTo(0, 2500))
    await expect(page.getByRole('button', { name: 'Back to top' })).toBeVisible()
    const top = await edges(page.getByRole('button', { name: 'Back to top' }))
    const chat = await edges(page.getByRole('link', { name: 'Contact Us (opens a chat in a new tab)' }).last())
    expect(top.left).toBeLessThan(40)
    expect(chat.right).toBeLessThan(40)
  })

  test('arrows and chevrons point the other way, a phone number still reads left to right', async ({ page }) => {
    await openRtl(page, '/financialblogs/blogs/1')
    const crumb = page.locator('nav[aria-label="Breadcrumb"] svg')
    expect(await crumb.evaluate((svg) => getComputedStyle(svg).transform)).toBe('matrix(-1, 0, 0, 1, 0, 0)')
    const phone = page.locator('footer .ltr').first()
    expect(await phone.evaluate((el) => [getComputedStyle(el).direction, getComputedStyle(el).unicodeBidi])).toEqual(['ltr', 'isolate'])
    // Icons that depict something are not mirrored.
    expect(
      await page
        .locator('footer svg')
        .first()
        .evaluate((svg) => getComputedStyle(svg).transform),
    ).toBe('none')
  })

  test('the blog carousel starts at the right and its next button scrolls towards the left', async ({ page }) => {
    await openRtl(page, '/')
    const track = page.getByRole('list', { name: 'Latest from our blog' })
    await track.scrollIntoViewIfNeeded()
    const first = await track
      .locator('li')
      .first()
      .evaluate((li) => window.innerWidth - li.getBoundingClientRect().right)
    const second = await track
      .locator('li')
      .nth(1)
      .evaluate((li) => window.innerWidth - li.getBoundingClientRect().right)
    expect(second).toBeGreaterThan(first)
    await page.getByRole('button', { name: 'Next posts' }).click()
    await expect.poll(() => track.evaluate((el) => el.scrollLeft)).toBeLessThan(-100)
    await expect(page.getByRole('button', { name: 'Previous posts' })).toBeEnabled()
    await page.getByRole('button', { name: 'Previous posts' }).click()
    await expect.poll(() => track.evaluate((el) => el.scrollLeft)).toBe(0)
  })

  test('below 992 px the drawer opens across the width under the header, items aligned right', { tag: PHONE_ONLY }, async ({ page }) => {
    // The window is set here: one project is enough, the phone one.
    await page.setViewportSize({ width: 390, height: 844 })
    await openRtl(page, '/company/contact')
    const toggle = page.getByRole('button', { name: 'Menu' })
    expect((await edges(toggle)).left).toBeLessThan(60)
    await toggle.click()
    const drawer = page.locator(`[id="${await toggle.getAttribute('aria-controls')}"]`)
    await expect(drawer).toBeVisible()
    expect(await edges(drawer)).toEqual({ left: 0, right: 0 })
    const item = drawer.getByRole('link').first()
    const text = await item.evaluate((a) => {
      const range = document.createRange()
      range.selectNodeContents(a)
      const r = range.getBoundingClientRect()
      const own = a.getBoundingClientRect()
      return { startGap: own.right - r.right, endGap: r.left - own.left }
    })
    expect(text.startGap).toBeLessThan(text.endGap)
  })
})
