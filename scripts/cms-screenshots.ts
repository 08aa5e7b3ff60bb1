/**
 * The screenshots of docs/editing.md, taken from the real admin of the built site with the local
 * backend, so the guide shows what editors see. Builds nothing (run `npm run build` first) and
 * saves nothing: every form is left unpublished, content/ is not touched.
 *
 *   npm run screenshots:cms          # into docs/images/
 */
import { spawn } from 'node:child_process'
import { mkdirSync } from 'node:fs'
import { createServer } from 'node:net'
import { join, resolve } from 'node:path'
import { chromium, type Page } from '@playwright/test'
import { CHROMIUM_FLAGS, chromiumPath } from './lib/chromium'
import { startStaticServer } from './lib/static-server'

const ROOT = resolve(__dirname, '..')
const OUT_DIR = join(ROOT, 'docs/images')
const VIEWPORT = { width: 1280, height: 800 }

function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const probe = createServer()
    probe.once('error', fail)
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number }
      probe.close(() => done(port))
    })
  })
}

async function waitForDecapServer(url: string): Promise<void> {
  for (let attempt = 0; attempt < 50; attempt++) {
    try {
      const response = await fetch(url, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ action: 'info' }),
      })
      if (response.ok) return
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200))
  }
  throw new Error(`decap-server did not answer at ${url}`)
}

async function shot(page: Page, name: string): Promise<void> {
  // Let the preview frame and the media library load their images (the library keeps loading
  // thumbnails for a while, so the wait is bounded).
  await page.waitForLoadState('networkidle', { timeout: 5_000 }).catch(() => undefined)
  await page.waitForTimeout(1000)
  await page.screenshot({ path: join(OUT_DIR, `${name}.png`) })
  console.log(`docs/images/${name}.png`)
}

/** Opens an entry from the collections page: going from one open entry straight to another keeps the first one's form. */
async function openEntry(page: Page, base: string, hash: string, firstField: string): Promise<void> {
  await page.goto(`${base}/admin/${hash.replace(/\/entries\/.*$/, '')}`)
  await page.getByRole('heading', { name: 'Collections' }).waitFor()
  await page.goto(`${base}/admin/${hash}`)
  await page.getByLabel(firstField, { exact: true }).first().waitFor()
}

async function main(): Promise<void> {
  mkdirSync(OUT_DIR, { recursive: true })
  const decapPort = await freePort()
  const decapUrl = `http://127.0.0.1:${decapPort}/api/v1`
  const decapServer = spawn(join(ROOT, 'node_modules/.bin/decap-server'), [], {
    cwd: ROOT,
    env: { ...process.env, PORT: String(decapPort), BIND_HOST: '127.0.0.1', MODE: 'fs', GIT_REPO_DIRECTORY: ROOT, LOG_LEVEL: 'warn' },
    stdio: 'inherit',
  })
  const site = await startStaticServer({ dir: join(ROOT, 'public') })
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_FLAGS })
  try {
    await waitForDecapServer(decapUrl)
    const page = await browser.newPage({ viewport: VIEWPORT })
    // Leaving an unpublished form asks for confirmation: yes, discard it.
    page.on('dialog', (dialog) => void dialog.accept())
    // The admin looks for decap-server on the port it was built for; this one runs elsewhere.
    await page.route(/^http:\/\/127\.0\.0\.1:\d+\/api\/v1$/, async (route) =>
      route.fulfill({ response: await route.fetch({ url: decapUrl }) }),
    )
    // Saving is never what a screenshot needs: refuse it, so content/ stays as it is.
    await page.route(decapUrl, async (route) => {
      if (/"action":"(persistEntry|persistMedia|deleteFile|deleteFiles)"/.test(route.request().postData() ?? '')) return route.abort()
      return route.continue()
    })

    await page.goto(`${site.url}/admin/`)
    await shot(page, 'cms-login')
    await page.getByRole('button', { name: 'Login' }).click()
    await page.getByRole('link', { name: 'Blog posts', exact: true }).click()
    await page.getByRole('link', { name: /Legitimate Tax Savings/ }).waitFor()
    await shot(page, 'cms-collections')

    // A new post, partly filled in, with its preview.
    await page.getByRole('link', { name: 'New Blog post' }).click()
    await page.getByLabel('Address', { exact: true }).fill('7')
    await page.getByLabel('Title', { exact: true }).fill('Five Questions Before You Choose a Free Zone')
    await page.getByRole('button', { name: 'Now' }).click()
    await page
      .getByLabel('Summary', { exact: true })
      .fill('Activity lists, visas, office space and banking: what to settle before you apply.')
    await page.getByLabel('Category', { exact: true }).fill('Business Setup')
    await page.getByLabel('Author', { exact: true }).fill('Meridian Gulf Advisory')
    await shot(page, 'cms-new-post')

    // The pricing file: a plan opened at its price, the table in the preview.
    await openEntry(page, site.url, '#/collections/pricing/entries/pricing', 'Currency sign')
    // Open the plan by the chevron of its item.
    const ultimate = page
      .locator('div')
      .filter({ has: page.getByText('Ultimate', { exact: true }) })
      .filter({ has: page.locator('button') })
      .last()
    await ultimate.scrollIntoViewIfNeeded()
    await ultimate.locator('button').first().click()
    const price = page.getByLabel('Price per period', { exact: true }).filter({ visible: true })
    await price.scrollIntoViewIfNeeded()
    await price.fill('24.99')
    await page.frameLocator('#preview-pane').getByText('24.99').scrollIntoViewIfNeeded()
    await shot(page, 'cms-pricing')

    // Publishing: the menu of the Publish button.
    await page.getByRole('button', { name: 'Publish', exact: true }).click()
    await page.getByText('Publish now', { exact: true }).waitFor()
    await shot(page, 'cms-publish')
    await page.keyboard.press('Escape')

    // A price written the wrong way is refused before anything is saved.
    await price.click({ clickCount: 3 })
    await price.pressSequentially('24.9')
    await page.getByRole('button', { name: 'Publish', exact: true }).click()
    await page.getByText('Publish now', { exact: true }).click()
    await price.scrollIntoViewIfNeeded()
    await shot(page, 'cms-price-error')

    // Replacing an image: the media library opened from a post's image field.
    await openEntry(page, site.url, '#/collections/blog/entries/tax-savings', 'Title')
    await page.getByRole('button', { name: /Choose different image/ }).click()
    await page
      .getByRole('button', { name: /Upload/ })
      .first()
      .waitFor()
    await shot(page, 'cms-media-library')
  } finally {
    await browser.close()
    await site.close()
    decapServer.kill()
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.stack : error)
  process.exit(1)
})
