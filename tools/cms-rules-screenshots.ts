/**
 * The screenshots of the admin's checks in docs/editing.md, at a phone's width (390 px) and a
 * desktop's (1440 px): a post refused, the list of its problems over the editor and each beside its
 * field on the side of its language, a phone photo made smaller, the blog list with dates and
 * schedules, a price read-only on the Arabic side, the note under a changed Address naming the old
 * addresses that will redirect to it, an entry's actions with the Publish menu open, the admin in
 * Arabic, a post refused there, and the admin's question on leaving an entry with unsaved changes.
 * decap-server in its file mode on a copy of content/ (nothing of the working tree is touched).
 * Builds nothing: run `npm run build` first.
 *
 *   npm run screenshots:cms-checks     # into docs/images/
 */
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import { join, resolve } from 'node:path'
import { chromium, type Page } from '@playwright/test'
import { CHROMIUM_FLAGS, chromiumPath } from '../scripts/lib/chromium'
import { startStaticServer } from '../scripts/lib/static-server'
import { copyOfContent } from '../__tests__/support/content-copy'
import { editOneLanguage, leaveUnsaved, phonePhoto, publishBadPost } from '../__tests__/support/admin-walkthrough'

const ROOT = resolve(__dirname, '..')
const OUT_DIR = join(ROOT, 'docs/images')
const DECAP_PORT = Number(process.env.DECAP_SCREENSHOTS_PORT ?? 9447)
const WIDTHS = (process.env.WIDTHS ?? '390,1440').split(',').map(Number)

/** An entry left with changes by an earlier step has a local backup, which the admin offers in its own dialog as the entry opens: declined. */
async function declineBackup(page: Page): Promise<void> {
  await page
    .locator('dialog.admin-confirm button[value="no"]')
    .click({ timeout: 5_000 })
    .catch(() => undefined)
}

async function shot(page: Page, name: string, width: number): Promise<void> {
  await page.waitForTimeout(800)
  await page.screenshot({ path: join(OUT_DIR, `${name}-${width}.png`) })
  console.log(`docs/images/${name}-${width}.png`)
}

async function main(): Promise<void> {
  const repo = copyOfContent()
  const photo = await phonePhoto(join(repo, 'IMG_2041.jpg'))
  const decapServer = spawn(join(ROOT, 'node_modules/.bin/decap-server'), [], {
    cwd: repo,
    env: { ...process.env, PORT: String(DECAP_PORT), BIND_HOST: '127.0.0.1', MODE: 'fs', GIT_REPO_DIRECTORY: repo, LOG_LEVEL: 'warn' },
    stdio: 'inherit',
  })
  const site = await startStaticServer({ dir: join(ROOT, 'public') })
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_FLAGS })
  try {
    await new Promise((done) => setTimeout(done, 3000))
    for (const width of WIDTHS) {
      const page = await browser.newPage({ viewport: { width, height: width < 600 ? 844 : 900 } })
      page.setDefaultTimeout(90_000)
      // A question the browser asks, if any: the navigation may have closed it by the time it is answered.
      page.on('dialog', (dialog) => void dialog.accept().catch(() => undefined))
      await editOneLanguage(page)
      await page.route(/^http:\/\/127\.0\.0\.1:\d+\/api\/v1$/, async (route) =>
        route.fulfill({ response: await route.fetch({ url: `http://127.0.0.1:${DECAP_PORT}/api/v1` }) }),
      )
      await page.goto(`${site.url}/admin/`)
      await page.getByRole('button', { name: 'Login' }).click()
      await page.getByRole('heading', { name: 'Collections' }).waitFor()

      await page.goto(`${site.url}/admin/#/collections/blog`)
      await page
        .getByText(/· \d{4}-\d{2}-\d{2}/)
        .first()
        .waitFor()
      await shot(page, 'cms-blog-list', width)

      await page.goto(`${site.url}/admin/#/collections/blog/entries/tax-savings`)
      const title = page.getByLabel('Title', { exact: true })
      await title.waitFor()
      // The Arabic Category emptied, on the Arabic side; Publish switches the form back to English.
      await page.getByRole('button', { name: 'Writing in EN' }).click()
      await page.getByRole('menuitem', { name: 'ar', exact: true }).click()
      await page.getByRole('button', { name: 'Writing in AR' }).waitFor()
      await page.getByLabel('Category', { exact: true }).fill('')
      await page.getByRole('button', { name: 'Writing in AR' }).click()
      await page.getByRole('menuitem', { name: 'en', exact: true }).click()
      await page.getByRole('button', { name: 'Writing in EN' }).waitFor()
      await publishBadPost(page, { title: 'A'.repeat(120), address: '4' })
      const summary = page.getByRole('alert', { name: 'Why nothing was saved' })
      await summary.waitFor()
      await shot(page, 'cms-refused-summary', width)
      await summary.getByRole('button', { name: 'Arabic · Category: is required' }).click()
      await page.getByText('is required', { exact: true }).first().waitFor()
      await shot(page, 'cms-refused-arabic', width)
      await summary.getByRole('button', { name: /^English · Address/ }).click()
      await page.getByRole('button', { name: 'Writing in EN' }).waitFor()
      await summary.getByRole('button', { name: 'Close the list of fields to change' }).click()
      await page
        .getByText(/already used by/)
        .first()
        .waitFor()
      await page
        .getByText(/already used by/)
        .first()
        .scrollIntoViewIfNeeded()
      await shot(page, 'cms-refused-post', width)
      await page
        .getByText(/after Publish at/)
        .first()
        .scrollIntoViewIfNeeded()
      await shot(page, 'cms-refused-schedule', width)

      // Leaving the refused changes by an address typed: the admin's own question, before it is answered.
      await page.goto(`${site.url}/admin/#/collections/blog`)
      await page.locator('dialog.admin-confirm').waitFor()
      await shot(page, 'cms-leave-unsaved', width)
      await leaveUnsaved(page)
      await page.goto(`${site.url}/admin/#/collections/blog/entries/gcc-investment`)
      await page.getByLabel('Upload a photo').first().setInputFiles(photo)
      await page
        .getByText(/saved with the entry/)
        .first()
        .waitFor()
      await page
        .getByText(/saved with the entry/)
        .first()
        .scrollIntoViewIfNeeded()
      await shot(page, 'cms-phone-photo', width)

      await page.goto(`${site.url}/admin/#/collections/blog`)
      await leaveUnsaved(page)
      await page.goto(`${site.url}/admin/#/collections/blog/entries/tax-savings`)
      await declineBackup(page)
      await page.getByLabel('Address', { exact: true }).fill('tax-savings-for-uae-businesses')
      const note = page.getByText(/will redirect here once published/)
      await note.waitFor()
      await note.scrollIntoViewIfNeeded()
      await shot(page, 'cms-rename-note', width)

      // The entry's actions, the Publish menu open; then the admin in Arabic.
      await page.getByRole('button', { name: 'Publish', exact: true }).click()
      await page.getByRole('menuitem', { name: 'Publish now' }).waitFor()
      await shot(page, 'cms-entry-actions', width)
      await page.evaluate(() => localStorage.setItem('admin.language', 'ar'))
      await page.goto(`${site.url}/admin/#/collections/blog`)
      await page.reload()
      await page
        .getByText(/· \d{4}-\d{2}-\d{2}/)
        .first()
        .waitFor()
      await shot(page, 'cms-admin-arabic', width)
      // A post refused with the admin in Arabic: its Arabic Category emptied and its Arabic title too long.
      await page.goto(`${site.url}/admin/#/collections/blog/entries/tax-savings`)
      await declineBackup(page)
      await page.getByRole('button', { name: 'الكتابة بـ EN' }).click()
      await page.getByRole('menuitem', { name: 'ar', exact: true }).click()
      await page.getByRole('button', { name: 'الكتابة بـ AR' }).waitFor()
      await page.getByLabel('التصنيف', { exact: true }).fill('')
      await page.getByLabel('العنوان', { exact: true }).fill('ت'.repeat(120))
      await page.getByRole('button', { name: 'نشر', exact: true }).click()
      await page.getByRole('menuitem', { name: 'انشر الآن' }).click()
      const arabicSummary = page.getByRole('alert', { name: 'سبب عدم الحفظ' })
      await arabicSummary.getByRole('button', { name: 'العربية · التصنيف: مطلوب' }).click()
      await shot(page, 'cms-refused-admin-arabic', width)
      await page.evaluate(() => localStorage.removeItem('admin.language'))
      await page.close()
    }
  } finally {
    await browser.close()
    await site.close()
    decapServer.kill()
    fs.rmSync(repo, { recursive: true, force: true })
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.stack : error)
  process.exit(1)
})
