/**
 * The editor's path through the CMS, against the built site: decap-server (Decap's local backend)
 * writes real files in content/, as `npm run cms` does on an editor's laptop; here in a copy of
 * content/, so that the working tree never holds an edit that other test stages running at the same
 * time could copy (`npm test` runs stages side by side). Desktop only: the admin is a desktop tool
 * and the phone run would edit the same file at the same time.
 */
import fs from 'node:fs'
import path from 'node:path'
import matter from 'gray-matter'
import type { FrameLocator, Locator, Page } from '@playwright/test'
import { collections } from '../../src/content-model/collections'
import { checkContent } from '../../src/node/check-content-files'
import { MEDIA } from '../../src/content-model/media'
import { adminOnContentCopy, openAdmin as openLocalAdmin, preview, ROOT } from './cms-admin'
import { expect, test } from '../support/fixtures'

/** decap-server for these tests; the admin's requests to the port it was built for are sent here. */
const DECAP_PORT = Number(process.env.DECAP_TEST_PORT ?? 8091)
const POST = {
  file: 'content/blog/tax-savings.en.md',
  slug: 'tax-savings',
  title: 'Legitimate Tax Savings for UAE Businesses',
  path: '/financialblogs/blogs/1',
}

const contentCopy = adminOnContentCopy(DECAP_PORT)

/** Opens the admin signed in to the local backend. */
const openAdmin = (page: Page, hash = ''): Promise<void> => openLocalAdmin(page, { port: DECAP_PORT, hash })

test('the admin lists every collection of the content model', async ({ page }) => {
  await openAdmin(page)
  const nav = page.locator('nav, aside').filter({ hasText: 'Collections' }).first()
  for (const { label } of collections) await expect(nav.getByRole('link', { name: label, exact: true })).toBeVisible()
})

test('framed by another page where the host drops its headers, the admin shows nothing to click but a way out', async ({
  page,
  baseURL,
}) => {
  const framing = `${baseURL}/a-page-that-frames-the-admin`
  await page.route(framing, (route) =>
    route.fulfill({ contentType: 'text/html', body: '<!DOCTYPE html><iframe src="/admin/" width="800" height="600"></iframe>' }),
  )
  await page.route('/admin/', async (route) => {
    const response = await route.fetch()
    const headers = { ...response.headers() }
    for (const name of ['content-security-policy', 'x-frame-options']) delete headers[name]
    await route.fulfill({ response, headers })
  })
  await page.goto(framing)
  const admin = page.frameLocator('iframe')
  await expect(admin.getByRole('link', { name: 'Open the content manager in a window of its own.' })).toBeVisible({ timeout: 20_000 })
  await expect(admin.getByRole('link')).toHaveCount(1)
  await expect(admin.getByRole('button')).toHaveCount(0)
})

/** The version of a package installed in admin/, the admin's own npm project. */
const adminPackageVersion = (name: string): string =>
  (JSON.parse(fs.readFileSync(path.join(ROOT, 'admin/node_modules', name, 'package.json'), 'utf8')) as { version: string }).version

test("the admin runs the Decap CMS of admin/package.json on one React, the admin's 19, previews included", async ({ page }) => {
  // React registers each renderer it starts with the developer tools' hook: a stand-in counts them.
  await page.addInitScript(() => {
    const renderers: string[] = []
    Object.assign(window, {
      reactRenderers: renderers,
      __REACT_DEVTOOLS_GLOBAL_HOOK__: {
        supportsFiber: true,
        isDisabled: false,
        renderers: new Map(),
        inject: (renderer: { version: string }) => renderers.push(renderer.version),
        checkDCE: () => undefined,
        onCommitFiberRoot: () => undefined,
        onCommitFiberUnmount: () => undefined,
        onPostCommitFiberRoot: () => undefined,
        onScheduleFiberRoot: () => undefined,
      },
    })
  })
  const logged: string[] = []
  page.on('console', (message) => logged.push(message.text()))
  await openAdmin(page, `#/collections/blog/entries/${POST.slug}`)
  await expect(preview(page).getByRole('heading', { level: 1 })).toHaveText(POST.title, { timeout: 30_000 })
  expect(logged).toContain(`decap-cms-app ${adminPackageVersion('decap-cms-app')}`)
  expect(adminPackageVersion('react')).toMatch(/^19\./)
  expect(await page.evaluate(() => (window as Window & { reactRenderers?: string[] }).reactRenderers)).toEqual([
    adminPackageVersion('react-dom'),
  ])
})

test('editing a post changes the preview as you type and, once published, the Markdown files, its schedule in both editions; the browser asks nothing, leaving by Back or deleting a media file', async ({
  page,
}) => {
  // The admin asks its questions in the page (confirm-dialog.ts): the browser asks none.
  const dialogs: string[] = []
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message())
    void dialog.dismiss()
  })
  await openAdmin(page)
  await page.getByRole('link', { name: 'Blog posts', exact: true }).click()
  await page.getByRole('link', { name: new RegExp(POST.title) }).click()
  const title = page.getByLabel('Title', { exact: true })
  await expect(title).toHaveValue(POST.title)
  await expect(preview(page).getByRole('heading', { level: 1 })).toHaveText(POST.title)

  const edited = `${POST.title}, revisited`
  await title.fill(edited)
  await expect(preview(page).getByRole('heading', { level: 1 })).toHaveText(edited)
  // The image comes from the repository through the CMS, not from the processed site.
  await expect(preview(page).getByRole('img', { name: /stacked coins/ })).toHaveJSProperty('complete', true)
  expect(
    await preview(page)
      .getByRole('img', { name: /stacked coins/ })
      .evaluate((img: HTMLImageElement) => img.naturalWidth),
  ).toBeGreaterThan(0)
  // So does the image field's own thumbnail in the form.
  const thumbnail = page.locator('img[role="presentation"]').first()
  await expect(thumbnail).toHaveJSProperty('complete', true)
  expect(await thumbnail.evaluate((img: HTMLImageElement) => [img.getAttribute('src'), img.naturalWidth > 0])).toEqual([
    expect.stringMatching(/^blob:/),
    true,
  ])

  // Scheduled: the field shows and takes Dubai time, and both editions get the one schedule.
  const publishAt = page.getByLabel(/^Publish at/).first()
  await expect(publishAt).toHaveAttribute('type', 'datetime-local')
  await publishAt.fill('2026-12-01T09:00')

  await page.getByRole('button', { name: 'Publish', exact: true }).click()
  await page.getByText('Publish now', { exact: true }).click()
  await expect.poll(() => fs.readFileSync(path.join(contentCopy(), POST.file), 'utf8'), { timeout: 15_000 }).toContain(edited)
  for (const file of [POST.file, POST.file.replace('.en.md', '.ar.md')]) {
    expect(fs.readFileSync(path.join(contentCopy(), file), 'utf8'), file).toMatch(/^publish_at: ["']?2026-12-01T09:00\+04:00["']?$/m)
  }
  // What the CMS wrote is content the build accepts.
  expect(checkContent(contentCopy(), 'content')).toEqual([])

  // Leaving a change unsaved by the browser's Back: asked in the page. Cancel keeps the entry and the
  // change; Back again and OK leaves to the list, where Back had led.
  const unsaved = `${edited}, not saved`
  // Once Decap has taken the published entry back into the form.
  await expect(page.getByRole('button', { name: 'Published', exact: true })).toBeVisible()
  await title.clear()
  await title.fill(unsaved)
  await expect(title).toHaveValue(unsaved)
  const question = page.getByRole('dialog')
  await page.goBack()
  await expect(question).toContainText('Are you sure you want to leave this page?')
  await question.getByRole('button', { name: 'Cancel' }).click()
  await expect(question).toHaveCount(0)
  await expect(page).toHaveURL(new RegExp(`#/collections/blog/entries/${POST.slug}$`))
  await expect(title).toHaveValue(unsaved)
  await page.goBack()
  await expect(question).toContainText('Are you sure you want to leave this page?')
  await question.getByRole('button', { name: 'OK' }).click()
  await expect(page).toHaveURL(/#\/collections\/blog$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Blog posts' })).toBeVisible()
  expect(fs.readFileSync(path.join(contentCopy(), POST.file), 'utf8')).not.toContain(unsaved)

  // A media file deleted from the media library: asked in the page. Cancel keeps it; OK deletes it.
  const upload = path.join(test.info().outputDir, 'to-be-deleted.jpg')
  fs.mkdirSync(path.dirname(upload), { recursive: true })
  fs.copyFileSync(path.join(ROOT, 'content', matter(fs.readFileSync(path.join(ROOT, POST.file), 'utf8')).data.image as string), upload)
  await page.getByRole('button', { name: 'Media', exact: true }).click()
  await page.getByRole('button', { name: 'Upload', exact: true }).setInputFiles(upload)
  const uploaded = () =>
    fs.readdirSync(path.join(contentCopy(), MEDIA.folder)).filter((file) => /^to-be-deleted-[0-9a-f]{6}\.jpg$/.test(file))
  await expect.poll(uploaded, { timeout: 15_000 }).toHaveLength(1)
  // Decap selects the file just uploaded.
  await expect(page.getByText(uploaded()[0], { exact: true })).toBeVisible()

  // The same photo chosen again has the same name (the admin names a photo by its content): asked in
  // the page whether to replace it. Cancel leaves the file as it was; OK writes it again.
  const replacing = page.getByRole('dialog', { name: /already exists\. Do you want to replace it\?$/ })
  // Decap deletes the file before it writes the new one: meanwhile it has no time of writing.
  const written = () => {
    const [file] = uploaded()
    return file ? fs.statSync(path.join(contentCopy(), MEDIA.folder, file)).mtimeMs : 0
  }
  const first = written()
  await page.getByRole('button', { name: 'Upload', exact: true }).setInputFiles(upload)
  await replacing.getByRole('button', { name: 'Cancel' }).click()
  await expect(replacing).toHaveCount(0)
  expect(written()).toBe(first)
  await page.getByRole('button', { name: 'Upload', exact: true }).setInputFiles(upload)
  await replacing.getByRole('button', { name: 'OK' }).click()
  await expect.poll(written, { timeout: 15_000 }).toBeGreaterThan(first)
  expect(uploaded()).toHaveLength(1)
  const deleteSelected = page.getByRole('button', { name: 'Delete selected' })
  // The media library is a dialog too: the question is the one named by its words.
  const deletion = page.getByRole('dialog', { name: 'Are you sure you want to delete selected media?' })
  await deleteSelected.click()
  await expect(deletion).toBeVisible()
  await deletion.getByRole('button', { name: 'Cancel' }).click()
  await expect(deletion).toHaveCount(0)
  expect(uploaded()).toHaveLength(1)
  await deleteSelected.click()
  await deletion.getByRole('button', { name: 'OK' }).click()
  await expect.poll(uploaded, { timeout: 15_000 }).toEqual([])
  expect(dialogs).toEqual([])
})

/** The computed styles that make up how an element looks. */
const LOOK = [
  'font-family',
  'font-size',
  'font-weight',
  'line-height',
  'letter-spacing',
  'text-transform',
  'color',
  'background-color',
  'background-image',
  'border-top-width',
  'border-top-color',
  'border-radius',
  'box-shadow',
  'padding-top',
  'padding-left',
  'margin-top',
  'display',
  'grid-template-columns',
  'gap',
  'width',
  'height',
]

async function looks(locator: Locator): Promise<Record<string, string>> {
  return locator.evaluate((element, properties) => {
    const style = getComputedStyle(element)
    return Object.fromEntries(properties.map((p) => [p, style.getPropertyValue(p)]))
  }, LOOK)
}

/**
 * Opens a page of the built site at the width the preview frame has, so media queries agree.
 * The site then shows the same component the preview draws.
 */
async function livePageAtWidth(page: Page, url: string, width: number): Promise<Page> {
  const live = await page.context().newPage()
  await live.setViewportSize({ width, height: 900 })
  await live.goto(url)
  // Classic scrollbars take room from the layout: grow the window until the layout width matches.
  const layoutWidth = await live.evaluate(() => document.documentElement.clientWidth)
  if (layoutWidth !== width) {
    await live.setViewportSize({ width: width + (width - layoutWidth), height: 900 })
    await live.reload()
  }
  return live
}

const PARITY = [
  {
    name: 'pricing table',
    hash: '#/collections/pricing/entries/pricing',
    live: '/company/pricing',
    elements: (root: Page | FrameLocator) => {
      const section = root.getByRole('region', { name: 'Choose the plan that fits your business' })
      const plan = section.getByRole('listitem').filter({ has: root.getByRole('heading', { level: 3, name: 'Ultimate' }) })
      return {
        heading: section.getByRole('heading', { level: 2 }),
        plans: section.getByRole('list').first(),
        plan,
        price: plan.getByText('19.99'),
        feature: plan.locator('[data-included="true"]').first(),
        button: plan.getByRole('link', { name: /Read More/ }),
      }
    },
  },
  {
    name: 'blog post',
    hash: `#/collections/blog/entries/${POST.slug}`,
    live: POST.path,
    elements: (root: Page | FrameLocator) => {
      const article = root.locator('article')
      return {
        title: article.getByRole('heading', { level: 1 }),
        meta: article.locator('dl'),
        figure: article.getByRole('list', { name: 'Key facts' }).getByRole('listitem').first(),
        section: article.getByRole('heading', { level: 2 }).first(),
        paragraph: article.locator('p').filter({ hasText: 'most tax-efficient places' }),
        tags: article.getByRole('list', { name: 'Tags' }),
      }
    },
  },
]

for (const { name, hash, live, elements } of PARITY) {
  test(`the ${name} preview is styled exactly like the page`, async ({ page }) => {
    await openAdmin(page, hash)
    const frame = preview(page)
    const inPreview = elements(frame)
    // The admin draws the preview after its editor, a few megabytes of JavaScript later on a busy machine.
    await expect(Object.values(inPreview)[0]).toBeVisible({ timeout: 30_000 })
    const width = await frame.locator('body').evaluate(() => document.documentElement.clientWidth)
    const site = await livePageAtWidth(page, live, width)
    const onSite = elements(site)
    for (const [part, locator] of Object.entries(inPreview)) {
      const [drawn, served] = [await looks(locator), await looks(onSite[part as keyof typeof onSite])]
      // A page whose line would wrap in the web font keeps its metric-matched local face in its
      // place (docs/fonts.md), which the preview does not decide: the same face, the text's own
      // size apart.
      if (served['font-family'] === drawn['font-family'].replace('"Inter Variable"', '"Inter Fallback"')) {
        for (const look of ['font-family', 'width', 'height', 'grid-template-columns']) {
          delete drawn[look]
          delete served[look]
        }
      }
      expect({ part, ...drawn }).toEqual({ part, ...served })
    }
  })
}
