import fs from 'fs'
import path from 'path'
import { test as unguarded } from '@playwright/test'
import { expect, test } from '../support/fixtures'
import { DESKTOP_ONLY } from '../support/tags'
import { builtPages } from '../../scripts/lib/site-pages'
import { parseHeadersFile, headersForPath } from '../../src/host/headers'

const PAGES = builtPages()
// What the built files and the server answer is the same in any window: the desktop project checks it.
test('the site has every page of the spec and the Markdown collections', { tag: DESKTOP_ONLY }, () => {
  expect(PAGES.length).toBeGreaterThanOrEqual(22)
  expect(PAGES).toContain('/')
  expect(PAGES).toContain('/financialblogs/blogs/5')
})

// axe, layout stability, the skip link, focus order and the drawer's keyboard use, and the
// no-JavaScript reading of every page are checks of the visits of pages.spec.ts.

/** The slider moves every AUTOPLAY_MS (src/components/HeroSlider) once the widgets start, a second after load. */
const LONGER_THAN_WIDGET_DELAY_AND_AUTOPLAY = 8000

test.describe('motion', () => {
  test.use({ reducedMotion: 'reduce' })

  test('motion stops for readers who ask for less of it', async ({ page }) => {
    // The page's clock is Playwright's: time moves on at once instead of being waited for.
    await page.clock.install()
    await page.goto('/')
    await page.waitForLoadState('networkidle')
    const current = () => page.locator('.slick-slide.slick-active').getAttribute('data-index')
    const after = async (ms: number) => {
      await page.clock.runFor(ms)
      // What the timers changed, rendered: React renders from a message task, which the clock does not hold back.
      await page.evaluate(
        () =>
          new Promise((done) => {
            const channel = new MessageChannel()
            channel.port1.onmessage = done
            channel.port2.postMessage(null)
          }),
      )
      return current()
    }
    const first = await current()
    expect(await after(LONGER_THAN_WIDGET_DELAY_AND_AUTOPLAY)).toBe(first)
    // Counters show their final values at once.
    await expect(page.getByRole('region', { name: 'Our figures' })).toContainText('+25K')

    // The same wait moves the slider of a reader who has not asked: the check above can fail. Here
    // time flows by itself (running the clock paused it): the first move waits for react-slick,
    // fetched shortly before it over the network, and react-slick's own timers then interleave
    // with that fetch as they do for a reader, which a clock run in jumps does not reproduce.
    await page.emulateMedia({ reducedMotion: 'no-preference' })
    await page.clock.resume()
    await page.reload()
    // Autoplay has started (its pause control shows): the next move is one autoplay interval away.
    await expect(page.getByRole('button', { name: 'Pause slideshow' })).toBeVisible()
    expect(await current()).toBe(first)
    await expect.poll(current, { timeout: LONGER_THAN_WIDGET_DELAY_AND_AUTOPLAY }).not.toBe(first)
  })
})

test.describe('security headers', () => {
  const rules = parseHeadersFile(fs.readFileSync(path.resolve(__dirname, '../../public/_headers'), 'utf8'))

  test('every page is served with the generated headers', { tag: DESKTOP_ONLY }, async ({ request }) => {
    for (const page of ['/', '/financialblogs/blogs/1', '/no-such-page']) {
      const headers = (await request.get(page)).headers()
      for (const [name, value] of Object.entries(headersForPath(page, rules))) expect(headers[name.toLowerCase()]).toBe(value)
    }
    expect(headersForPath('/', rules)['Content-Security-Policy']).toMatch(/frame-ancestors 'none'/)
  })

  // Without the guard: this test causes a violation on purpose. The page comes without its
  // Content-Security-Policy header, as from a host that drops headers: its own <meta> policy blocks.
  unguarded('the policy blocks a script injected into the page, even where the host drops the header', async ({ page }) => {
    const violations: string[] = []
    page.on('console', (message) => {
      if (/content security policy/i.test(message.text())) violations.push(message.text())
    })
    await page.route('/', async (route) => {
      const response = await route.fetch()
      const headers = { ...response.headers() }
      delete headers['content-security-policy']
      await route.fulfill({ response, headers })
    })
    await page.goto('/')
    expect(await page.evaluate(() => document.head.querySelector('meta[http-equiv="Content-Security-Policy"]') !== null)).toBe(true)
    const ran = await page.evaluate(() => {
      const script = document.createElement('script')
      script.textContent = 'window.injected = true'
      document.body.append(script)
      return (window as unknown as { injected?: boolean }).injected === true
    })
    expect(ran).toBe(false)
    await expect.poll(() => violations.length).toBeGreaterThan(0)
  })
})
