/**
 * Stored XSS in the editor's preview (GHSA-xp8g-32qh-mv28): an entry whose Markdown holds a script,
 * an `onerror` and an `ontoggle` handler is opened in the real admin, and nothing of it runs. One entry
 * per collection with Markdown fields (from the content model): blog posts and case studies are
 * drawn by the site's own previews, which sanitise like the build; company pages by Decap's, which
 * sanitises with `sanitize_preview`. Checked twice: under the admin's Content-Security-Policy, and
 * with the policy switched off, so the sanitising alone is seen to hold. Each time one admin session
 * opens the entries in turn, each a step: the admin's few megabytes of JavaScript load once.
 *
 * Not with the shared guard of fixtures.ts, which fails a test on any policy report: to clean the
 * HTML, Decap's sanitiser (DOMPurify) parses it with DOMParser, and Chromium reports every inline
 * handler it then refuses to compile, even in that inert document, where it would never run. This
 * spec records the reports instead and accepts only those: the policy refusing a handler.
 */
import fs from 'node:fs'
import path from 'node:path'
import type { ChildProcess } from 'node:child_process'
import matter from 'gray-matter'
import { collections } from '../../src/content-model/collections'
import type { Field, FolderCollection } from '../../src/content-model/types'
import { CONTENT_DIR } from '../../src/config/constants'
import { test as base, expect, type Page } from '@playwright/test'
import { openAdmin, preview, scratchRepository, startDecapServer } from './cms-admin'

const DECAP_PORT = Number(process.env.DECAP_XSS_TEST_PORT ?? 8093)
/** A sentence of the collection's hostile entry that the preview shows, its own so that each entry's preview is told from the one before. */
const shown = (collection: string) => `This sentence of the hostile ${collection} entry is shown.`
/** The hostile entry's file name and address in each collection. */
const probe = (collection: string) => `xss-probe-${collection.toLowerCase()}`
const hostile = (collection: string) =>
  [
    shown(collection),
    '',
    `<script>window.top.__xss = 'script'; alert('script')</script>`,
    '',
    `<img src="x" alt="" onerror="window.top.__xss = 'onerror'; alert('onerror')">`,
    '',
    `<details open ontoggle="window.top.__xss = 'ontoggle'; alert('ontoggle')"><summary>More</summary>Hidden</details>`,
  ].join('\n')

const markdownFields = (fields: readonly Field[]): string[] => fields.filter((f) => f.widget === 'markdown').map((f) => f.name)
// Only folder collections: a file collection with Markdown stops the spec below.
const withMarkdown = collections.filter((c): c is FolderCollection => c.kind === 'folder' && markdownFields(c.fields).length > 0)
// Markdown elsewhere (a YAML file, inside a list) would need an entry written differently here.
for (const collection of collections) {
  const nested = JSON.stringify(collection.fields.filter((f) => f.widget !== 'markdown')).includes('"widget":"markdown"')
  if (nested || (collection.kind === 'file' && markdownFields(collection.fields).length > 0)) {
    throw new Error(`${collection.name} has a Markdown field this test does not write a hostile entry for: extend it`)
  }
}

/** Every Content-Security-Policy report of the page, as the browser words it. */
const test = base.extend<{ policyReports: string[] }>({
  policyReports: async ({ page }, provide) => {
    const reports: string[] = []
    page.on('console', (message) => {
      if (/content security policy/i.test(message.text())) reports.push(message.text())
    })
    await provide(reports)
  },
})
const BLOCKED_HANDLER = /^Executing inline event handler violates the following Content Security Policy directive 'script-src /

test.describe.configure({ mode: 'serial', timeout: 120_000 })

let repo: string
let decapServer: ChildProcess | undefined

/** A copy of the collection's first English entry with every Markdown field hostile, saved as `xss-probe.en.md`. */
function writeHostileEntry(collection: FolderCollection): void {
  const folder = path.join(repo, CONTENT_DIR, collection.folder)
  const first = fs
    .readdirSync(folder)
    .filter((f) => f.endsWith('.en.md'))
    .sort()[0]
  const { data } = matter(fs.readFileSync(path.join(folder, first), 'utf8'))
  const fields = markdownFields(collection.fields)
  const front = { ...data, [collection.slugField]: probe(collection.name), title: `Hostile ${collection.labelSingular}` }
  const text = hostile(collection.name)
  for (const name of fields) if (name !== 'body') front[name] = text
  fs.writeFileSync(path.join(folder, `${probe(collection.name)}.en.md`), matter.stringify(fields.includes('body') ? text : '', front))
}

test.beforeAll(async () => {
  repo = scratchRepository('main')
  for (const collection of withMarkdown) writeHostileEntry(collection)
  decapServer = await startDecapServer({ port: DECAP_PORT, mode: 'fs', dir: repo })
})

test.afterAll(() => {
  decapServer?.kill()
  if (repo) fs.rmSync(repo, { recursive: true, force: true })
})

/** Opens each collection's hostile entry in turn in one admin session: nothing of it runs, and nothing is left that could. */
async function expectNothingRuns(page: Page): Promise<void> {
  const dialogs: string[] = []
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message())
    void dialog.dismiss()
  })
  await openAdmin(page, { port: DECAP_PORT })
  for (const collection of withMarkdown) {
    await test.step(`a ${collection.label.toLowerCase()} entry`, async () => {
      // Through the collection's list, as an editor goes: the admin keeps an open editor's entry when
      // the address alone changes to another entry.
      await page.goto(`/admin/#/collections/${collection.name}`)
      await page.getByRole('link', { name: new RegExp(`Hostile ${collection.labelSingular}`) }).click()
      await expect(page).toHaveURL(new RegExp(`/entries/${probe(collection.name)}$`))
      const frame = preview(page)
      // The admin draws the preview after its editor, a few megabytes of JavaScript later on a busy machine.
      await expect(frame.getByText(shown(collection.name))).toBeVisible({ timeout: 30_000 })
      // Until every image of the preview has loaded or failed, an onerror could still be pending.
      await expect
        .poll(() => frame.locator('body').evaluate(() => [...document.images].every((img) => img.complete)), { timeout: 10_000 })
        .toBe(true)
      const left = await frame.locator('body').evaluate(() => ({
        handlers: [...document.body.querySelectorAll('*')].flatMap((el) => el.getAttributeNames().filter((name) => name.startsWith('on'))),
        scripts: [...document.body.querySelectorAll('script')].map((script) => script.textContent),
      }))
      const ran = await page.evaluate(() => (window as Window & { __xss?: string }).__xss ?? null)
      expect.soft({ ran, dialogs, ...left }, collection.name).toEqual({ ran: null, dialogs: [], handlers: [], scripts: [] })
    })
  }
}

const LABELS = withMarkdown.map((collection) => collection.label.toLowerCase()).join(', ')

test(`a script or event handler in an entry (${LABELS}) does not run in the preview`, async ({ page, policyReports }) => {
  await expectNothingRuns(page)
  expect(policyReports.filter((report) => !BLOCKED_HANDLER.test(report))).toEqual([])
})

test.describe('with the Content-Security-Policy switched off', () => {
  test.use({ bypassCSP: true })
  test(`the sanitised previews (${LABELS}) alone keep a script or event handler from running`, async ({ page }) => {
    await expectNothingRuns(page)
  })
})
