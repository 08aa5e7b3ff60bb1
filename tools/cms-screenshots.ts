/**
 * The screenshots of docs/editing.md, taken from the real admin of the built site, so the guide
 * shows what editors see. The admin runs with drafts and review as on the live site: decap-server
 * in its git mode on a scratch repository holding a copy of content/ (drafts become branches
 * there; content/ and the working repository are never touched). Builds nothing: run
 * `npm run build` first.
 *
 *   npm run screenshots:cms          # into docs/images/
 */
import { spawn } from 'node:child_process'
import { mkdirSync, rmSync } from 'node:fs'
import { createServer } from 'node:net'
import { join, resolve } from 'node:path'
import { chromium, type Page } from '@playwright/test'
import { cmsSettingsFromEnv } from '../src/config/cms-settings'
import { CHROMIUM_FLAGS, chromiumPath } from '../scripts/lib/chromium'
import { scratchRepository } from '../__tests__/support/scratch-repository'
import { editOneLanguage, leaveUnsaved } from '../__tests__/support/admin-walkthrough'
import { startStaticServer } from '../scripts/lib/static-server'
import { parseMoment } from '../src/lib/shared/schedule'
import { schedulePageHtml, type ScheduledEdition } from '../src/node/schedule-page'

const ROOT = resolve(__dirname, '..')
const OUT_DIR = join(ROOT, 'docs/images')
const VIEWPORT = { width: 1280, height: 800 }
/** The admin's few megabytes of JavaScript take over half a minute to start on a busy machine. */
const TIMEOUT = 120_000
/** decap-server has no deploy previews; the toolbar shows what it shows where the site has them (Netlify). */
const DEPLOY_PREVIEW = { url: 'https://deploy-preview-42--meridian-gulf.netlify.app', status: 'success' }

const moment = (text: string) => parseMoment(text)!
/** What the schedule page shows in the guide: a week of posts and an offer that comes down. */
const SAMPLE_SCHEDULE: ScheduledEdition[] = [
  {
    collection: 'Blog post',
    title: 'Five Questions Before You Choose a Free Zone',
    locale: 'en',
    path: '/financialblogs/blogs/7',
    publishAt: moment('2026-12-01T09:00+04:00'),
    state: 'upcoming',
  },
  {
    collection: 'Blog post',
    title: 'خمسة أسئلة قبل أن تختار منطقة حرة',
    locale: 'ar',
    path: '/ar/financialblogs/blogs/7',
    publishAt: moment('2026-12-01T09:00+04:00'),
    state: 'upcoming',
  },
  {
    collection: 'Blog post',
    title: 'Corporate Tax Registration: The Deadlines That Apply to You',
    locale: 'en',
    path: '/financialblogs/blogs/8',
    publishAt: moment('2026-12-03T09:00+04:00'),
    state: 'upcoming',
  },
  {
    collection: 'Company page',
    title: 'Year-End Review Offer',
    locale: 'en',
    path: '/company/year-end-offer',
    publishAt: moment('2026-11-15T09:00+04:00'),
    unpublishAt: moment('2026-12-31T18:00+04:00'),
    state: 'live',
  },
]

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

/**
 * Leaving an entry by an address: the collections page, or first the admin's own question when the
 * entry was left with unsaved changes, answered yes (the move is made once its dialog is gone).
 */
async function leaveChanges(page: Page): Promise<void> {
  const question = page.locator('dialog.admin-confirm')
  const collections = page.getByRole('heading', { name: 'Collections' })
  await question.or(collections).first().waitFor()
  if (await question.isVisible()) await leaveUnsaved(page)
  await collections.waitFor()
}

/** Opens an entry from the collections page: going from one open entry straight to another keeps the first one's form. */
async function openEntry(page: Page, base: string, hash: string, firstField: string): Promise<void> {
  await page.goto(`${base}/admin/${hash.replace(/\/entries\/.*$/, '')}`)
  await leaveChanges(page)
  await page.goto(`${base}/admin/${hash}`)
  // Left by an answered question, Decap's screens may keep the list while the address moves on: loaded anew there.
  await page.reload()
  await page.getByLabel(firstField, { exact: true }).first().waitFor()
}

/** Closes notices such as "Entry saved", which would hide the toolbar, as an editor closes them. */
async function closeNotices(page: Page): Promise<void> {
  const notice = page.locator('.Toastify__toast')
  await notice
    .first()
    .waitFor({ timeout: 5_000 })
    .catch(() => undefined)
  for (const close of await page.locator('.Toastify__close-button').all()) await close.click().catch(() => undefined)
  await notice
    .first()
    .waitFor({ state: 'detached', timeout: 5_000 })
    .catch(() => undefined)
}

/** Saves the open entry as a draft and waits until the toolbar shows its status. */
async function save(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Save', exact: true }).click()
  await page.getByRole('button', { name: /^Status: / }).waitFor()
  await closeNotices(page)
}

async function setStatus(page: Page, status: 'In review' | 'Ready'): Promise<void> {
  await page.getByRole('button', { name: /^Status: / }).click()
  await page.getByRole('menuitem', { name: status }).click()
  await page.getByRole('button', { name: `Status: ${status}` }).waitFor()
  await closeNotices(page)
}

/** Opens the plan named `plan` in the pricing form and returns its price field. */
async function openPlanPrice(page: Page, plan: string) {
  // Open the plan by the chevron of its item.
  const item = page
    .locator('div')
    .filter({ has: page.getByText(plan, { exact: true }) })
    .filter({ has: page.locator('button') })
    .last()
  await item.scrollIntoViewIfNeeded()
  await item.locator('button').first().click()
  const price = page.getByLabel('Price per period', { exact: true }).filter({ visible: true })
  await price.scrollIntoViewIfNeeded()
  return price
}

/** Switches the one-language editor, and its preview, to a language (Decap's "Writing in EN" menu). */
async function writeIn(page: Page, locale: 'en' | 'ar'): Promise<void> {
  await page.getByRole('button', { name: /^Writing in / }).click()
  await page.getByRole('menuitem', { name: locale, exact: true }).click()
  await page.getByRole('button', { name: `Writing in ${locale.toUpperCase()}` }).waitFor()
}

/**
 * Editing in two languages (docs/editing.md): a post and a YAML file with English and Arabic side by
 * side, as the editor opens first, and the preview of the Arabic side. In a page of its own, whose
 * editor keeps Decap's default layout.
 */
async function twoLanguages(page: Page, base: string): Promise<void> {
  await page.goto(`${base}/admin/`, { waitUntil: 'commit' })
  await page.getByRole('button', { name: 'Login' }).click()
  await page.getByRole('heading', { name: 'Collections' }).waitFor()
  await openEntry(page, base, '#/collections/blog/entries/tax-savings', 'Title')
  await page.getByLabel('Title', { exact: true }).nth(1).waitFor()
  await shot(page, 'cms-two-languages')

  await openEntry(page, base, '#/collections/company/entries/company', 'Company name')
  await page.getByLabel('Company name', { exact: true }).nth(1).waitFor()
  await shot(page, 'cms-two-languages-file')

  // One language with the preview (the page icon), then the Arabic side in the preview: Decap reads
  // the layout as the page loads.
  await editOneLanguage(page)
  await page.reload()
  await openEntry(page, base, '#/collections/blog/entries/tax-savings', 'Title')
  await writeIn(page, 'ar')
  await page.frameLocator('#preview-pane').locator('html[dir="rtl"] h1').waitFor()
  await shot(page, 'cms-arabic-preview')
}

async function main(): Promise<void> {
  mkdirSync(OUT_DIR, { recursive: true })
  const repo = scratchRepository(cmsSettingsFromEnv(process.env).backend.branch)
  const decapPort = await freePort()
  const decapUrl = `http://127.0.0.1:${decapPort}/api/v1`
  const decapServer = spawn(join(ROOT, 'node_modules/.bin/decap-server'), [], {
    cwd: repo,
    env: { ...process.env, PORT: String(decapPort), BIND_HOST: '127.0.0.1', MODE: 'git', GIT_REPO_DIRECTORY: repo, LOG_LEVEL: 'warn' },
    stdio: 'inherit',
  })
  const site = await startStaticServer({ dir: join(ROOT, 'public') })
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_FLAGS })
  try {
    await waitForDecapServer(decapUrl)
    const page = await browser.newPage({ viewport: VIEWPORT })
    page.setDefaultTimeout(TIMEOUT)
    // Leaving an unsaved form asks for confirmation, publishing too: yes.
    page.on('dialog', (dialog) => void dialog.accept())
    // The admin looks for decap-server on the port it was built for; this one runs elsewhere.
    await page.route(/^http:\/\/127\.0\.0\.1:\d+\/api\/v1$/, async (route) => {
      if (route.request().postDataJSON()?.action === 'getDeployPreview') return route.fulfill({ json: DEPLOY_PREVIEW })
      return route.fulfill({ response: await route.fetch({ url: decapUrl }) })
    })

    // Before the drafts below change the post it shows.
    const bilingual = await browser.newPage({ viewport: VIEWPORT })
    bilingual.setDefaultTimeout(TIMEOUT)
    bilingual.on('dialog', (dialog) => void dialog.accept())
    await bilingual.route(/^http:\/\/127\.0\.0\.1:\d+\/api\/v1$/, async (route) =>
      route.fulfill({ response: await route.fetch({ url: decapUrl }) }),
    )
    await twoLanguages(bilingual, site.url)
    await bilingual.close()

    // The rest of the guide shows one language with its preview, as an editor sees it after
    // switching off the side-by-side languages.
    await editOneLanguage(page)
    await page.goto(`${site.url}/admin/`)
    await shot(page, 'cms-login')
    await page.getByRole('button', { name: 'Login' }).click()
    await page.getByRole('link', { name: 'Blog posts', exact: true }).click()
    await page.getByRole('link', { name: /Legitimate Tax Savings/ }).waitFor()
    await shot(page, 'cms-collections')

    // A new post, partly filled in, with its preview (left unsaved).
    await page.getByRole('link', { name: 'Create entry of type Blog post' }).click()
    await page.getByLabel('Address', { exact: true }).fill('7')
    await page.getByLabel('Title', { exact: true }).fill('Five Questions Before You Choose a Free Zone')
    await page.getByLabel('Date', { exact: true }).fill('2026-11-23')
    await page
      .getByLabel('Summary', { exact: true })
      .fill('Activity lists, visas, office space and banking: what to settle before you apply.')
    await page.getByLabel('Category', { exact: true }).fill('Business Setup')
    await page.getByLabel('Author', { exact: true }).fill('Meridian Gulf Advisory')
    await shot(page, 'cms-new-post')

    // The same post scheduled: its two times, in Dubai time (the site's own widget).
    const publishAt = page.locator('input[type="datetime-local"]').first()
    await publishAt.fill('2026-12-01T09:00')
    await page.locator('input[type="datetime-local"]').nth(1).fill('2026-12-31T18:00')
    await publishAt.scrollIntoViewIfNeeded()
    await shot(page, 'cms-schedule-fields')

    // The pricing file: a plan opened at its price, the table in the preview.
    await openEntry(page, site.url, '#/collections/pricing/entries/pricing', 'Currency sign')
    const price = await openPlanPrice(page, 'Ultimate')
    await price.fill('24.99')
    await page.frameLocator('#preview-pane').getByText('24.99').scrollIntoViewIfNeeded()
    await shot(page, 'cms-pricing')

    // A price written the wrong way is refused before anything is saved.
    await price.click({ clickCount: 3 })
    await price.pressSequentially('24.9')
    await page.getByRole('button', { name: 'Save', exact: true }).click()
    await price.scrollIntoViewIfNeeded()
    await shot(page, 'cms-price-error')
    // Written right, it is saved as a draft and marked ready to publish.
    await price.click({ clickCount: 3 })
    await price.pressSequentially('24.99')
    await save(page)
    await setStatus(page, 'Ready')

    // Replacing an image: the media library opened from a post's image field.
    await openEntry(page, site.url, '#/collections/blog/entries/tax-savings', 'Title')
    await page.getByRole('button', { name: /Choose different image/ }).click()
    await page
      .getByRole('button', { name: /Upload/ })
      .first()
      .waitFor()
    await shot(page, 'cms-media-library')
    await page.keyboard.press('Escape')

    // A post sent for review.
    await page.getByLabel('Title', { exact: true }).fill('Legitimate Tax Savings for UAE Businesses in 2025')
    await save(page)
    await setStatus(page, 'In review')

    // A draft just saved: its status menu, and the deploy preview the reviewer opens.
    await openEntry(page, site.url, '#/collections/caseStudies/entries/retail-cash-flow', 'Title')
    await page.getByLabel('Title', { exact: true }).fill('Stabilising Cash Flow for a Multi-Store Homeware Retailer')
    await save(page)
    await page.getByRole('link', { name: 'View Preview' }).waitFor()
    await page.getByRole('button', { name: /^Status: / }).click()
    await page.getByRole('menuitem', { name: 'In review' }).waitFor()
    await shot(page, 'cms-draft-status')
    await page.keyboard.press('Escape')

    // The board: one entry in each column.
    await page.goto(`${site.url}/admin/#/workflow`)
    await page.getByText('Ready', { exact: true }).first().waitFor()
    await shot(page, 'cms-workflow')

    // Publishing a ready entry: the menu of the Publish button.
    await openEntry(page, site.url, '#/collections/pricing/entries/pricing', 'Currency sign')
    await page.getByRole('button', { name: 'Publish', exact: true }).click()
    await page.getByRole('menuitem', { name: 'Publish now' }).waitFor()
    await shot(page, 'cms-publish')

    // The schedule page of a built site with a few scheduled entries (the shipped content has none).
    await page.setContent(schedulePageHtml(SAMPLE_SCHEDULE, parseMoment('2026-11-30T12:00+04:00')!))
    await shot(page, 'admin-schedule')
  } finally {
    await browser.close()
    await site.close()
    decapServer.kill()
    rmSync(repo, { recursive: true, force: true })
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.stack : error)
  process.exit(1)
})
