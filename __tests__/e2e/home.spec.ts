import { expect, test } from '../support/fixtures'
import { check, openDrawer } from '../support/page-visit'
import { DESKTOP_ONLY } from '../support/tags'

type Page = import('@playwright/test').Page
const nav = (page: Page) => page.getByRole('navigation', { name: 'Main' })
/** A menu link, found even while the closed drawer hides it from the accessibility tree. */
const menuItem = (page: Page, name: string) => page.locator('nav[aria-label="Main"] a', { hasText: name })

// The home page showing every section of the spec in order, its chat triggers, and the order and
// visibility of keyboard focus are checks of its visit in pages.spec.ts (route-content.ts).

test('home page: menu, scroll highlight, scroll-to-top, slider controls, blog carousel and counters, in one visit', async ({
  page,
  viewport,
}) => {
  await page.goto('/')
  await page.waitForLoadState('networkidle')
  // Widgets (slider autoplay, counters) start 1000 ms after navigation (docs/specification.md#widgets):
  // the slider's pause control shows once they have.
  await expect(page.getByRole('button', { name: 'Pause slideshow' })).toBeVisible()
  const narrow = viewport!.width < 992

  await check('/', 'the slider can be paused and moves with its controls', async () => {
    // The control pauses autoplay, so that it cannot move the slider between the steps below on a slow machine.
    await page.getByRole('button', { name: 'Pause slideshow' }).click()
    await expect(page.getByRole('button', { name: 'Play slideshow' })).toBeVisible()
    // Where it stands once paused (autoplay may have moved it once already), then the other slide and back.
    const position = page.locator('[aria-live="polite"]', { hasText: '/ 2' })
    const shown = (await position.textContent())?.trim()
    expect(['1 / 2', '2 / 2']).toContain(shown)
    const other = shown === '1 / 2' ? '2 / 2' : '1 / 2'
    await page.getByRole('button', { name: 'Next slide' }).click()
    await expect(position).toHaveText(other)
    await page.waitForTimeout(700) // the fade finishes before the slider takes another move
    await page.getByRole('button', { name: 'Previous slide' }).click()
    await expect(position).toHaveText(shown!)
  })

  await check('/', 'scroll-to-top appears after scrolling, clear of the footer’s last line, and returns to the top', async () => {
    const button = page.getByRole('button', { name: 'Back to top' })
    await expect(button).toBeHidden()
    await page.evaluate(() => window.scrollTo(0, 2500))
    await expect(button).toBeVisible()
    // At the very end (again once the sections on the way have their real heights), in a tablet's window,
    // where the footer's last line reaches the button's corner.
    const size = page.viewportSize()!
    await page.setViewportSize({ width: 768, height: size.height })
    await page.evaluate(async () => {
      for (let i = 0; i < 3; i++) {
        window.scrollTo(0, document.documentElement.scrollHeight)
        await new Promise((drawn) => requestAnimationFrame(drawn))
      }
    })
    const covered = await button.evaluate((element) => {
      const box = element.getBoundingClientRect()
      const range = document.createRange()
      range.selectNodeContents([...document.querySelectorAll('footer p')].at(-1)!)
      const under = (line: DOMRect) => line.right > box.left && line.left < box.right && line.bottom > box.top && line.top < box.bottom
      return [...range.getClientRects()].filter(under).length
    })
    expect(covered, 'lines of the footer’s last paragraph under the button').toBe(0)
    await page.setViewportSize(size)
    await button.click()
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0)
  })

  await check('/', 'a menu click highlights the item and scrolls to its section; Home returns to the top', async () => {
    if (narrow) await openDrawer(page)
    await nav(page).getByRole('link', { name: 'Our Services' }).click()
    await expect(menuItem(page, 'Our Services')).toHaveAttribute('aria-current', 'location')
    // Lands on the section (just below the sticky header), not short of it or past it.
    const servicesTop = () => page.evaluate(() => Math.round(document.getElementById('services')!.getBoundingClientRect().top))
    await expect.poll(servicesTop).toBeLessThan(200)
    await page.waitForTimeout(600) // let the smooth scroll settle
    expect(await servicesTop()).toBeGreaterThanOrEqual(0)
    expect(await servicesTop()).toBeLessThan(200)
    await expect(page).toHaveURL(/\/$/) // no jump, no hash

    if (narrow) await openDrawer(page)
    await nav(page).getByRole('link', { name: 'Home' }).click()
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0)
    await expect(menuItem(page, 'Home')).toHaveAttribute('aria-current', 'location')
  })

  await check('/', 'scrolling moves the highlight to the section in view', async () => {
    await page.evaluate(() => document.getElementById('aboutus')!.scrollIntoView())
    await expect(menuItem(page, 'About Us')).toHaveAttribute('aria-current', 'location')
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight))
    await expect(menuItem(page, 'Contact Us')).toHaveAttribute('aria-current', 'location')
  })

  await check('/', 'the blog carousel scrolls to the next posts and back', async () => {
    const track = page.getByRole('list', { name: 'Latest from our blog' })
    await track.scrollIntoViewIfNeeded()
    const previous = page.getByRole('button', { name: 'Previous posts' })
    await expect(previous).toBeDisabled()
    await page.getByRole('button', { name: 'Next posts' }).click()
    await expect.poll(() => track.evaluate((el) => el.scrollLeft)).toBeGreaterThan(100)
    await expect(previous).toBeEnabled()
    await previous.click()
    await expect.poll(() => track.evaluate((el) => el.scrollLeft)).toBe(0)
  })

  await check('/', 'counters hold their final values in the page and end on them after counting', async () => {
    const values = page.locator('dl dd [aria-hidden="true"]:not(:first-child)')
    await page.evaluate(() => document.querySelector('dl')!.scrollIntoView())
    await expect(values).toHaveText(['100%', '+25K', '+200', '18%'], { timeout: 5000 })
  })
})

// These set their window: one project is enough, the desktop one (a browser window narrowed to the breakpoint).
test.describe('below 992 px', { tag: DESKTOP_ONLY }, () => {
  test.use({ viewport: { width: 991, height: 800 } })

  test('the drawer opens from the toggle and closes on an item click, Escape and a click outside', async ({ page }) => {
    await page.goto('/')
    const toggle = page.getByRole('button', { name: 'Menu' })
    await expect(nav(page)).toBeHidden()
    await openDrawer(page)
    await expect(nav(page)).toBeVisible()
    await nav(page).getByRole('link', { name: 'About Us' }).click()
    await expect(nav(page)).toBeHidden()
    // The jump ends by moving focus to its section (docs/specification.md#active-section).
    await expect(page.locator('#aboutus')).toBeFocused()

    await toggle.click()
    await page.keyboard.press('Escape')
    await expect(nav(page)).toBeHidden()
    await expect(toggle).toBeFocused()

    await toggle.click()
    await page.mouse.click(500, 700)
    await expect(nav(page)).toBeHidden()
  })
})

test.describe('at 992 px and wider', { tag: DESKTOP_ONLY }, () => {
  test.use({ viewport: { width: 992, height: 800 } })

  test('the menu is inline and has no toggle', async ({ page }) => {
    await page.goto('/')
    await expect(page.getByRole('button', { name: 'Menu' })).toBeHidden()
    await expect(nav(page).getByRole('link', { name: 'Our Services' })).toBeVisible()
  })
})

// The home page's content and final counter values without JavaScript: its no-JavaScript visit in pages.spec.ts.
