/**
 * Drafts and review through the real admin (public/admin): decap-server in its git mode on a
 * scratch repository holding a copy of content/, where each draft is a `cms/<collection>/<entry>`
 * branch as it is a pull request's branch on GitHub. An edited post is saved as a draft, moved to
 * "In review" and "Ready" and published; the repository shows each step. It is unpublished and
 * published again from the workflow board, and a draft changing it thrown away there, each question
 * asked in the page. A new post saved as a draft is said in the list to be not published yet.
 */
import fs from 'node:fs'
import path from 'node:path'
import type { ChildProcess } from 'node:child_process'
import matter from 'gray-matter'
import { cmsSettingsFromEnv } from '../../src/config/cms-settings'
import { paths } from '../../src/config/constants'
import { MEDIA } from '../../src/content-model/media'
import { checkContent } from '../../src/node/check-content-files'
import { escapeRegExp } from '../../src/lib/shared/escape-reg-exp'
import { git, openAdmin, preview, scratchRepository, startDecapServer } from './cms-admin'
import { changeFields, findStore } from './decap-draft'
import { expect, test } from '../support/fixtures'
import type { Locator, Page } from '@playwright/test'

const DECAP_PORT = Number(process.env.DECAP_WORKFLOW_TEST_PORT ?? 8092)
/** The branch the admin was built to publish to (the build and the tests read the same DECAP_* variables). */
const BRANCH = cmsSettingsFromEnv(process.env).backend.branch
/** What Netlify reports as a pull request's deploy preview; decap-server has none, so the test answers for it. */
const DEPLOY_PREVIEW = 'https://deploy-preview-42--meridian-gulf.netlify.app'

test.describe.configure({ timeout: 300_000 })

let repo: string
let decapServer: ChildProcess | undefined

test.beforeAll(async () => {
  repo = scratchRepository(BRANCH)
  decapServer = await startDecapServer({ port: DECAP_PORT, mode: 'git', dir: repo })
})

test.afterAll(() => {
  decapServer?.kill()
  if (repo) fs.rmSync(repo, { recursive: true, force: true })
})

/** The first blog post of the scratch repository: its English file, its entry name in Decap and its front matter. */
function firstPost() {
  const folder = 'content/blog'
  const name = fs
    .readdirSync(path.join(repo, folder))
    .filter((file) => file.endsWith('.en.md'))
    .sort()[0]
  const file = `${folder}/${name}`
  const { data } = matter(fs.readFileSync(path.join(repo, file), 'utf8'))
  return { file, entry: name.replace(/\.en\.md$/, ''), title: String(data.title), slug: String(data.slug) }
}

const draftBranches = () => git(repo, 'branch', '--list', 'cms/*', '--format=%(refname:short)').split('\n').filter(Boolean)
const filesOn = (branch: string) => git(repo, 'ls-tree', '-r', '--name-only', branch).split('\n')
const titleOn = (branch: string, file: string) => String(matter(git(repo, 'show', `${branch}:${file}`)).data.title)
/** decap-server keeps a draft's status in its branch's description, e.g. `decap-cms/pending_review`. */
const statusOf = (branch: string) => git(repo, 'config', `branch.${branch}.description`)
/** The board column a card stands in: the one whose heading is drawn right above it. */
async function columnOf(page: Page, card: Locator): Promise<string | undefined> {
  const centre = (box: { x: number; width: number }) => box.x + box.width / 2
  const cardBox = await card.boundingBox()
  if (!cardBox) return undefined
  let nearest: { name: string; distance: number } | undefined
  for (const name of ['Drafts', 'In Review', 'Ready']) {
    const heading = await page.getByText(name, { exact: true }).first().boundingBox()
    const distance = heading ? Math.abs(centre(heading) - centre(cardBox)) : Infinity
    if (!nearest || distance < nearest.distance) nearest = { name, distance }
  }
  return nearest?.name
}

test('an edited post is a draft branch through review and reaches the main branch only when published', async ({ page }) => {
  const post = firstPost()
  const draft = `cms/blog/${post.entry}`
  const edited = `${post.title} (reviewed)`
  // An image of the site under a new name, as an editor would upload it.
  const upload = path.join(test.info().outputDir, 'office-reception.jpg')
  fs.mkdirSync(path.dirname(upload), { recursive: true })
  const photo = fs
    .readdirSync(path.join(repo, MEDIA.folder))
    .filter((file) => file.endsWith('.jpg'))
    .sort()[0]
  fs.copyFileSync(path.join(repo, MEDIA.folder, photo), upload)
  // The admin names an upload after the file with a mark of its content, so two photos never share a name.
  const uploaded = (files: string[]) =>
    files.find((file) => new RegExp(`^${escapeRegExp(MEDIA.folder)}/office-reception-[0-9a-f]{6}\\.jpg$`).test(file))
  // The admin asks its questions in the page (confirm-dialog.ts): the browser asks none.
  const dialogs: string[] = []
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message())
    void dialog.accept()
  })

  await openAdmin(page, { port: DECAP_PORT, answers: { getDeployPreview: { url: DEPLOY_PREVIEW, status: 'success' } } })
  await expect(page.getByRole('link', { name: 'Workflow' })).toBeVisible()
  await page.getByRole('link', { name: 'Blog posts', exact: true }).click()
  await page.getByRole('link', { name: new RegExp(escapeRegExp(post.title)) }).click()
  const title = page.getByLabel('Title', { exact: true })
  await expect(title).toHaveValue(post.title)
  await title.fill(edited)
  await expect(preview(page).getByRole('heading', { level: 1 })).toHaveText(edited)

  // A new picture, uploaded from the post's image field: it travels with the draft.
  await page.getByRole('button', { name: /Choose different image/ }).click()
  // The media library's Upload (the field's own "Upload a photo" is another way in).
  await page.getByRole('button', { name: 'Upload', exact: true }).setInputFiles(upload)
  await page.getByRole('button', { name: 'Choose selected' }).click()
  await expect(preview(page).locator('article img').first()).toHaveJSProperty('complete', true)

  // Save: a draft on its own branch; the main branch is untouched.
  await page.getByRole('button', { name: 'Save', exact: true }).click()
  const status = page.getByRole('button', { name: /^Status: / })
  // decap-server commits the draft, picture included, to a branch of its own first: seconds on a busy machine.
  await expect(status).toHaveText('Status: Draft', { timeout: 30_000 })
  expect(draftBranches()).toEqual([draft])
  expect(statusOf(draft)).toBe('decap-cms/draft')
  expect({ draft: titleOn(draft, post.file), main: titleOn(BRANCH, post.file) }).toEqual({ draft: edited, main: post.title })
  const name = uploaded(filesOn(draft))
  expect(name, 'the upload on the draft branch').toBeDefined()
  expect(uploaded(filesOn(BRANCH))).toBeUndefined()

  // The reviewer's link: the draft's page on its pull request's deploy preview.
  await expect(page.getByRole('link', { name: 'View Preview' })).toHaveAttribute('href', `${DEPLOY_PREVIEW}${paths.blogPost(post.slug)}`)

  await status.click()
  await page.getByRole('menuitem', { name: 'In review' }).click()
  await expect(status).toHaveText('Status: In review')
  expect(statusOf(draft)).toBe('decap-cms/pending_review')

  // The workflow board lists the draft under "In Review".
  await page.getByRole('link', { name: /Writing in Blog posts collection/ }).click()
  await page.getByRole('link', { name: 'Workflow' }).click()
  const card = page.getByRole('link', { name: new RegExp(escapeRegExp(edited)) })
  await expect(card).toBeVisible()
  // The board draws the card before it has placed it in its column.
  await expect.poll(() => columnOf(page, card)).toBe('In Review')
  await card.click()

  await status.click()
  await page.getByRole('menuitem', { name: 'Ready' }).click()
  await expect(status).toHaveText('Status: Ready')
  expect(statusOf(draft)).toBe('decap-cms/pending_publish')
  expect(titleOn(BRANCH, post.file)).toBe(post.title)

  // Publish: the draft is merged into the main branch and its branch deleted.
  await page.getByRole('button', { name: 'Publish', exact: true }).click()
  await page.getByRole('menuitem', { name: 'Publish now' }).click()
  const question = page.getByRole('dialog')
  await expect(question).toContainText('Are you sure you want to publish this entry?')
  await question.getByRole('button', { name: 'OK' }).click()
  await expect.poll(draftBranches, { timeout: 30_000, message: 'the draft branch is deleted' }).toEqual([])
  expect(dialogs).toEqual([])
  expect(titleOn(BRANCH, post.file)).toBe(edited)
  expect(uploaded(filesOn(BRANCH))).toBe(name)
  expect(matter(git(repo, 'show', `${BRANCH}:${post.file}`)).data.image).toBe(`${MEDIA.publicFolder}/${path.basename(name!)}`)
  expect(git(repo, 'status', '--porcelain')).toBe('')
  expect(fs.readFileSync(path.join(repo, post.file), 'utf8')).toContain(edited)
  // What the CMS published is content the build accepts.
  expect(checkContent(repo, 'content')).toEqual([])

  // The post as the editor published it, before Unpublish and the board's Publish write its file anew.
  const publishedText = git(repo, 'show', `${BRANCH}:${post.file}`)
  const published = matter(publishedText)

  // Unpublish, from the published entry's menu: asked in the page. Cancel leaves the post on the site;
  // OK takes it off the main branch into a draft, ready to publish again.
  const unpublish = async () => {
    // Decap draws the toolbar again, its menu closed, while the published entry's state arrives: the menu
    // is opened until its item is there, which is pressed where it is found, without waiting for it to stand still.
    await expect(async () => {
      await page.getByRole('button', { name: 'Published', exact: true }).click()
      await page.getByRole('menuitem', { name: 'Unpublish' }).dispatchEvent('click', undefined, { timeout: 2_000 })
    }).toPass({ timeout: 30_000 })
    await expect(question).toContainText('Are you sure you want to unpublish this entry?')
  }
  await unpublish()
  await question.getByRole('button', { name: 'Cancel' }).click()
  await expect(question).toHaveCount(0)
  await expect(page.getByRole('button', { name: 'Published', exact: true })).toBeVisible()
  expect({ drafts: draftBranches(), published: filesOn(BRANCH).includes(post.file) }).toEqual({ drafts: [], published: true })
  await unpublish()
  await question.getByRole('button', { name: 'OK' }).click()
  await expect.poll(draftBranches, { timeout: 30_000, message: 'the post is a draft again' }).toEqual([draft])
  expect(filesOn(BRANCH)).not.toContain(post.file)

  // The workflow board's Publish, on the card in Ready (where Unpublish put it): asked in the page; OK publishes it again.
  await page.getByRole('link', { name: 'Workflow' }).click()
  const readyCard = page.getByRole('link', { name: new RegExp(escapeRegExp(edited)) })
  await expect.poll(() => columnOf(page, readyCard)).toBe('Ready')
  await readyCard.hover()
  await page.getByRole('button', { name: /^Publish (changes|new entry)$/ }).click()
  await expect(question).toContainText('Are you sure you want to publish this entry?')
  await question.getByRole('button', { name: 'OK' }).click()
  await expect.poll(draftBranches, { timeout: 30_000, message: 'the draft branch is deleted' }).toEqual([])
  // Unpublished and published again, the file is the text it was.
  expect(git(repo, 'show', `${BRANCH}:${post.file}`)).toBe(publishedText)
  expect(checkContent(repo, 'content')).toEqual([])

  // The workflow board's Delete, on a draft changing the published post: asked in the page; OK throws
  // the draft away and leaves the post as published.
  await page.goto(`/admin/#/collections/blog/entries/${post.entry}`)
  // Once Decap has read the entry and its state in the workflow (which draws the form again).
  await expect(page.getByRole('button', { name: 'Published', exact: true })).toBeVisible({ timeout: 30_000 })
  await expect(title).toHaveValue(edited)
  await title.clear()
  await title.fill('A change thrown away')
  await expect(title).toHaveValue('A change thrown away')
  await page.getByRole('button', { name: 'Save', exact: true }).click()
  await expect(status).toHaveText('Status: Draft', { timeout: 30_000 })
  expect(draftBranches()).toEqual([draft])
  await page.getByRole('link', { name: /Writing in Blog posts collection/ }).click()
  await page.getByRole('link', { name: 'Workflow' }).click()
  const draftCard = page.getByRole('link', { name: /A change thrown away/ })
  await expect.poll(() => columnOf(page, draftCard)).toBe('Drafts')
  await draftCard.hover()
  await page.getByRole('button', { name: 'Delete changes' }).click()
  await expect(question).toContainText('Are you sure you want to delete this entry?')
  await question.getByRole('button', { name: 'OK' }).click()
  await expect.poll(draftBranches, { timeout: 30_000, message: 'the draft branch is deleted' }).toEqual([])
  await expect(draftCard).toHaveCount(0)
  expect(titleOn(BRANCH, post.file)).toBe(edited)
  expect(dialogs).toEqual([])

  // A new post written in English only and saved as a draft: its line in the list says so at once.
  await page.evaluate(() => (window.location.hash = '#/collections/blog/new'))
  // Loaded anew, as an editor starting on a new post: no Decap state left of the entry just published.
  await page.reload()
  await expect(page.getByLabel('Title', { exact: true })).toHaveValue('')
  await findStore(page)
  // The published post's fields (its dates as the text Decap holds), under a new title and address.
  const changes = {
    ...JSON.parse(JSON.stringify(published.data)),
    title: 'Written in English only',
    slug: 'english-only',
    body: published.content,
  }
  await changeFields(page, { collection: 'blog', locale: 'en', changes })
  await page.getByRole('button', { name: 'Save', exact: true }).click()
  await expect(status).toHaveText('Status: Draft', { timeout: 30_000 })
  await page.getByRole('link', { name: /Writing in Blog posts collection/ }).click()
  await expect(page.getByRole('link', { name: /Written in English only/ }).locator('.entry-mark')).toHaveText(
    'Not published yet · English only',
  )

  // Deleted with a change left unsaved: Decap asks two questions in that one click, each once, in the page,
  // and a third as it goes back to the list (leaving the unsaved change), in the page too.
  await page.getByRole('link', { name: /Written in English only/ }).click()
  // decap-server reads the draft from its branch: seconds on a busy machine.
  await expect(page.getByLabel('Title', { exact: true })).toHaveValue('Written in English only', { timeout: 30_000 })
  await page.getByLabel('Title', { exact: true }).fill('Written in English only, then dropped')
  await page.getByRole('button', { name: 'Delete unpublished entry' }).click()
  await expect(question).toContainText('as well as your unsaved changes')
  await question.getByRole('button', { name: 'OK' }).click()
  await expect(question).toContainText('All unpublished changes to this entry will be deleted')
  await question.getByRole('button', { name: 'OK' }).click()
  await expect.poll(draftBranches, { timeout: 30_000, message: 'the draft branch is deleted' }).toEqual([])
  await expect(question).toContainText('Are you sure you want to leave this page?')
  await question.getByRole('button', { name: 'OK' }).click()
  await expect(question).toHaveCount(0)
  await expect(page.getByRole('link', { name: /Written in English only/ })).toHaveCount(0)
  await expect(page.getByRole('link', { name: new RegExp(escapeRegExp(edited)) })).toBeVisible()
  expect(dialogs).toEqual([])
})
