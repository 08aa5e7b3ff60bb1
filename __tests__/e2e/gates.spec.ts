import fs from 'fs'
import os from 'os'
import path from 'path'
import { startStaticServer } from '../../scripts/lib/static-server'
import { crawlSite } from '../support/crawl'
import { axeViolations } from '../support/axe'
import { expect, test } from '../support/fixtures'
import { NEGLIGIBLE_SHIFT, shiftsOnJumpToEnd } from '../support/page-visit'
import { DESKTOP_ONLY } from '../support/tags'

/**
 * A gate that cannot fail proves nothing: each one is shown failing on a deliberate violation.
 * (The others: an inline onclick in Markdown, __tests__/build/shared/hostile-post.ts; a 900 KB
 * image in content, the bad-content corpus of the validation tests; a 200 KB script,
 * __tests__/build/byte-budgets.test.ts.)
 */
// They show a gate at work, which no window changes: one project is enough.
test.describe('the gates catch deliberate violations', { tag: DESKTOP_ONLY }, () => {
  test('axe reports an image without alt text', async ({ page }) => {
    await page.goto('/financialblogs/blogs/5')
    await page.waitForLoadState('networkidle')
    expect(await axeViolations(page)).toEqual([])

    await page.locator('main').evaluate((main) => {
      const image = document.createElement('img')
      image.src = '/icons/icon-192.png'
      main.prepend(image)
    })

    expect(await axeViolations(page)).toEqual(['image-alt (critical): img[src$="icon-192.png"]'])
  })

  test('the layout-stability check measures a block that grows late while the reader is at the end of the page', async ({ page }) => {
    const score = async () => (await shiftsOnJumpToEnd(page)).reduce((sum, shift) => sum + shift.value, 0)
    await page.goto('/company/faq')
    expect(await score()).toBeLessThan(NEGLIGIBLE_SHIFT)

    await page.evaluate(() => window.scrollTo(0, 0))
    // A block of the footer that takes its real height once the reader is on the way, as an image without reserved space would.
    await page.evaluate(() =>
      window.addEventListener(
        'scroll',
        () => setTimeout(() => document.querySelector<HTMLElement>('footer p')!.style.setProperty('padding-block-start', '300px'), 100),
        { once: true },
      ),
    )
    expect(await score()).toBeGreaterThan(NEGLIGIBLE_SHIFT)
  })

  test('the crawl reports a dead link and a 900 KB image', async ({ request }) => {
    // A two-page site is enough to show the crawl at work; the real site's crawl is links.spec.ts.
    const site = fs.mkdtempSync(path.join(os.tmpdir(), 'broken-site-'))
    try {
      const page = (body: string) =>
        `<!doctype html><html lang="en"><head><title>Page</title></head><body><main>${body}</main></body></html>`
      fs.mkdirSync(path.join(site, 'about'))
      fs.mkdirSync(path.join(site, 'static'))
      fs.writeFileSync(path.join(site, 'about/index.html'), page('<p>About</p><a href="/">Home</a>'))
      fs.writeFileSync(path.join(site, 'static/photo.jpg'), Buffer.alloc(20_000))
      fs.writeFileSync(
        path.join(site, 'index.html'),
        page(
          '<a href="/about/">About</a><img src="/static/photo.jpg" alt="A photo">' +
            '<a href="/financialblogs/no-such-post">A post</a><img src="/static/oversized.jpg" alt="An oversized photo">',
        ),
      )
      fs.writeFileSync(path.join(site, 'static/oversized.jpg'), Buffer.alloc(900_000))
      const server = await startStaticServer({ dir: site, port: 0 })
      try {
        const { failures, pages } = await crawlSite(request, new URL(server.url).origin)
        expect(pages, 'both pages crawled').toBe(2)
        expect(failures.sort()).toEqual(['/static/oversized.jpg weighs 900 KB, more than 250 KB', '404 /financialblogs/no-such-post'])
      } finally {
        await server.close()
      }
    } finally {
      fs.rmSync(site, { recursive: true, force: true })
    }
  })
})
