/**
 * A new editor's walk through the admin, as the editors' guide leads it, against decap-server on a
 * copy of content/: the bad inputs the content check refuses are refused in the admin, beside their
 * field and before anything is written; the shared facts are written once; a photo from a phone is
 * taken; headings and lists typed as Markdown stay headings and lists; the list shows each post's
 * date, schedule, state and editions. Everything saved passes the build's content check. And every rule of the
 * content check, broken in a field it bears on (found by walking the model, __tests__/support/rule-walk.ts),
 * is refused by the admin with its reason, nothing written.
 */
import fs from 'node:fs'
import path from 'node:path'
import sharp from 'sharp'
import yaml from 'js-yaml'
import matter from 'gray-matter'
import type { Page } from '@playwright/test'
import { checkContent } from '../../src/node/check-content-files'
import { TITLE_MAX_LENGTH } from '../../src/content-model/collections'
import { LARGEST_IMAGE_WIDTH, MAX_IMAGE_BYTES } from '../../src/content-model/validate'
import { adminOnContentCopy, NOTICE, openAdmin, recordNotices } from './cms-admin'
import { changeFields, clearFieldErrors, editionValue, fieldErrors, findStore, localBackup, openEntry } from './decap-draft'
import { phonePhoto, publishBadPost } from '../support/admin-walkthrough'
import { copyOfContent } from '../support/content-copy'
import {
  brokenRules,
  contentAt,
  entryOnDisk,
  labelAt,
  readEdition,
  TOO_LARGE_IMAGE,
  writeEdition,
  type BrokenRule,
} from '../support/rule-walk'
import { expect, test } from '../support/fixtures'

const DECAP_PORT = Number(process.env.DECAP_RULES_TEST_PORT ?? 8095)
const POST = { file: 'blog/tax-savings.en.md', slug: 'tax-savings', title: 'Legitimate Tax Savings for UAE Businesses' }
const OTHER_POST = { file: 'blog/gcc-investment.en.md', address: '4' }

const contentCopy = adminOnContentCopy(DECAP_PORT)
const read = (file: string) => fs.readFileSync(path.join(contentCopy(), 'content', file), 'utf8')

/**
 * Opens the post in the editor. Decap shows an entry once it has read the whole media library (every
 * image, in base64, from decap-server) and turned it into files: seconds of work on a loaded machine.
 */
async function openPost(page: Page): Promise<void> {
  await openAdmin(page, { port: DECAP_PORT, hash: `#/collections/blog/entries/${POST.slug}` })
  await expect(page.getByLabel('Title', { exact: true })).toHaveValue(POST.title, { timeout: 30_000 })
}

async function publish(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Publish', exact: true }).click({ timeout: 30_000 })
  await page.getByText('Publish now', { exact: true }).click()
}

test('the bad inputs of a new editor are refused beside their field, and nothing is written', async ({ page }) => {
  const before = read(POST.file)
  await openPost(page)
  // Decap checks a field with a pattern (the Address) as the editor leaves it; the summary of what
  // stops a save waits for a Save or a Publish.
  const summary = page.getByRole('alert', { name: 'Why nothing was saved' })
  await publishBadPost(page, { title: 'A'.repeat(500), address: OTHER_POST.address }, async () => {
    // The summary would be drawn once the entry's problems are read, a few tasks after the field is left.
    await page.waitForTimeout(1_000)
    await expect(summary).toHaveCount(0)
  })
  await expect(page.getByText(new RegExp(`at most ${TITLE_MAX_LENGTH} characters`)).first()).toBeVisible()
  await expect(page.getByText(/already used by/).first()).toBeVisible()
  await expect(page.getByText(/after Publish at/).first()).toBeVisible()
  expect(read(POST.file)).toBe(before)

  // The Arabic Category emptied and a script typed into the article: Publish lists each field in its
  // language over the editor, and a line of the list leads to the field, in the pane of its language.
  await findStore(page)
  await changeFields(page, { collection: 'blog', locale: 'ar', changes: { category: '' } })
  await changeFields(page, { collection: 'blog', locale: 'en', changes: { body: 'A first paragraph.\n\n<script>alert(1)</script>\n' } })
  await publish(page)
  const arabicCategory = summary.getByRole('button', { name: 'Arabic · Category: is required' })
  await expect(arabicCategory).toBeInViewport()
  await expect(summary).toContainText('English · Article: holds HTML the site does not show (<script>)')
  await expect(summary).toContainText(new RegExp(`English · Title: .*at most ${TITLE_MAX_LENGTH} characters`))
  // Marked on the side that must change: no English field bears the Arabic problem.
  expect((await fieldErrors(page)).filter((message) => /Arabic/.test(message))).toEqual([])
  await arabicCategory.click()
  await expect(page.getByRole('button', { name: 'Writing in AR' })).toBeVisible()
  await expect(page.locator('[data-model-field="category"][data-edition="ar"] + .model-problems')).toHaveText('is required')
  await expect(page.locator('[data-model-field="category"][data-edition="ar"] + .model-problems')).toBeInViewport()
  expect(read(POST.file)).toBe(before)
  await summary.getByRole('button', { name: 'Close the list of fields to change' }).click()

  // At a phone's width the editor is one pane, its Publish button and fields within the screen.
  await page.setViewportSize({ width: 390, height: 844 })
  expect(await page.evaluate(() => document.documentElement.scrollWidth), 'the editor scrolls sideways').toBeLessThanOrEqual(390)
  for (const control of [page.getByRole('button', { name: 'Publish', exact: true }), page.getByLabel('Title', { exact: true })]) {
    await control.scrollIntoViewIfNeeded()
    const box = await control.boundingBox()
    expect(box, String(control)).not.toBeNull()
    expect(box!.x).toBeGreaterThanOrEqual(0)
    expect(box!.x + box!.width).toBeLessThanOrEqual(390)
  }
})

test('a post with a heading and a list typed as Markdown and a phone photo is saved whole in both editions, its shared facts copied', async ({
  page,
}) => {
  await openPost(page)
  // Headings and lists typed as Markdown, at the end of the article.
  const body = page.locator('[data-slate-editor="true"]').first()
  // The cursor at the end of the article, put there by one click on its last character's right half: the
  // editor takes a click's place at once, but a caret moved again within 100 ms only later.
  await body.locator('p').last().scrollIntoViewIfNeeded()
  const end = await body.evaluate((editor) => {
    const walker = document.createTreeWalker([...editor.querySelectorAll('p')].at(-1)!, NodeFilter.SHOW_TEXT)
    let last: Text | undefined
    while (walker.nextNode()) if ((walker.currentNode as Text).length > 0) last = walker.currentNode as Text
    const range = document.createRange()
    range.setStart(last!, last!.length - 1)
    range.setEnd(last!, last!.length)
    const { right, top, height } = range.getBoundingClientRect()
    return { x: right - 1, y: top + height / 2 }
  })
  await page.mouse.click(end.x, end.y)
  await page.keyboard.press('Enter')
  await page.keyboard.type('## What to compare', { delay: 20 })
  await page.keyboard.press('Enter')
  await page.keyboard.type('- Cost of the licence', { delay: 20 })
  await expect(body.getByRole('heading', { name: 'What to compare' })).toBeVisible()
  await expect(body.getByRole('listitem').filter({ hasText: 'Cost of the licence' })).toBeVisible()

  // A photo straight from a phone, made smaller before it is uploaded.
  const photo = await phonePhoto(path.join(contentCopy(), 'IMG_2041.jpg'))
  expect(fs.statSync(photo).size).toBeGreaterThan(3_000_000)
  await page.getByLabel('Upload a photo').first().setInputFiles(photo)
  await expect(page.getByText(/saved with the entry/).first()).toBeVisible({ timeout: 30_000 })

  await publish(page)
  await expect.poll(() => read(POST.file), { timeout: 20_000 }).toMatch(/^## What to compare$/m)
  const english = read(POST.file)
  expect(english).toMatch(/^[-*] Cost of the licence$/m)
  expect(english).not.toContain('\\#')
  const image = /^image: ["']?(\/images\/img-2041-[0-9a-f]{6}\.jpg)/m.exec(english)?.[1]
  expect(image).toBeDefined()
  const stored = path.join(contentCopy(), 'content', image!)
  // decap-server writes the post and its photo one after the other: the post can be there first.
  await expect.poll(() => fs.existsSync(stored) && fs.statSync(stored).size > 0, { timeout: 20_000 }).toBe(true)
  expect(fs.statSync(stored).size).toBeLessThanOrEqual(MAX_IMAGE_BYTES)
  // As wide as the site draws it at most, smaller still where a detailed photo needs it to fit; its proportions kept.
  const { width, height } = await sharp(stored).metadata()
  expect(width).toBeLessThanOrEqual(LARGEST_IMAGE_WIDTH)
  expect(width! / height!).toBeCloseTo(4032 / 3024, 2)
  // The image is a fact both editions share: the Arabic file has it too.
  expect(read(POST.file.replace('.en.md', '.ar.md'))).toContain(image!)
  expect(checkContent(contentCopy(), 'content')).toEqual([])

  // The same photo again: named after its content, it has the stored one's name, and the field takes
  // that one; the browser asks nothing.
  const asked: string[] = []
  page.on('dialog', (dialog) => {
    asked.push(dialog.message())
    void dialog.dismiss()
  })
  await page.getByLabel('Upload a photo').first().setInputFiles(photo)
  await expect(page.getByText('Making the photo smaller…').first()).toBeVisible()
  await expect(page.getByText(/saved with the entry/).first()).toBeVisible({ timeout: 30_000 })
  expect(asked).toEqual([])
})

test('a price changed in English is the Arabic price', async ({ page }) => {
  await openAdmin(page, { port: DECAP_PORT, sideBySide: true, hash: '#/collections/pricing/entries/pricing' })
  const prices = page.getByLabel('Price per period', { exact: true })
  await expect(prices.first()).toBeAttached()
  // Open the plan Ultimate by the chevron of its item, as an editor does.
  const item = page
    .locator('div')
    .filter({ has: page.getByText('Ultimate', { exact: true }) })
    .filter({ has: page.locator('button') })
    .last()
  await item.locator('button').first().click()
  await prices.filter({ visible: true }).first().fill('59.50')
  await publish(page)
  await expect
    .poll(() => yaml.load(read('pricing/pricing.yaml')) as never, { timeout: 20_000 })
    .toMatchObject({
      ar: { plans: expect.arrayContaining([expect.objectContaining({ price: '59.50' })]) },
    })
  // Every Arabic plan has its English plan's price.
  const file = yaml.load(read('pricing/pricing.yaml')) as { en: { plans: unknown[] }; ar: { plans: unknown[] } }
  expect(file.ar.plans.map((plan) => (plan as { price: string }).price)).toEqual(
    file.en.plans.map((plan) => (plan as { price: string }).price),
  )
  expect(checkContent(contentCopy(), 'content')).toEqual([])
})

test('the blog list shows each post’s date, schedule, state and editions, and sorts by publish time', async ({ page }) => {
  // A post in English only that goes live next year, beside the live posts of both editions.
  const scheduled = path.join(contentCopy(), 'content', 'blog', 'list-marks-scheduled.en.md')
  const nextYear = `${new Date().getUTCFullYear() + 1}-01-05T09:00+04:00`
  fs.writeFileSync(
    scheduled,
    read(POST.file)
      .replace(/^title: .*$/m, 'title: A post for next year')
      .replace(/^slug: .*$/m, `slug: list-marks\npublish_at: "${nextYear}"`),
  )
  try {
    await openAdmin(page, { port: DECAP_PORT, hash: '#/collections/blog' })
    await expect(page.getByText(/· \d{4}-\d{2}-\d{2}/).first()).toBeVisible()
    const line = (title: string) => page.getByRole('link').filter({ hasText: title })
    await expect(line(POST.title)).toContainText('Live · English and Arabic')
    await expect(line('A post for next year')).toContainText(`goes live ${nextYear}`)
    await expect(line('A post for next year')).toContainText(`Scheduled for ${nextYear.slice(0, 10)} 09:00 Dubai time · English only`)
    await page.getByRole('button', { name: /Sort by/ }).click()
    await expect(page.getByRole('menuitem', { name: /Publish at/ })).toBeVisible()
  } finally {
    fs.rmSync(scheduled)
  }
})

test('on a phone (390 px) every control of a post is within reach: its Arabic side filled in from English, it is scheduled, then deleted; the admin and its schedule page in Arabic', async ({
  page,
}) => {
  const file = path.join(contentCopy(), 'content', 'blog', 'on-a-phone.en.md')
  const arabicFile = file.replace('.en.md', '.ar.md')
  fs.writeFileSync(
    file,
    read(POST.file)
      .replace(/^title: .*$/m, 'title: Written on a phone')
      .replace(/^slug: .*$/m, 'slug: on-a-phone'),
  )
  const article = matter(read(POST.file)).content.trim().split('\n')[0]
  // Every question is the admin's own, in the page: the browser's confirm() would fail the test.
  page.on('dialog', (dialog) => {
    throw new Error(`The browser asked: ${dialog.message()}`)
  })
  /** The admin's own question, answered yes once it says `words`. */
  const answerYes = async (words: RegExp) => {
    const question = page.getByRole('dialog')
    await expect(question).toContainText(words)
    await question.getByRole('button', { name: 'OK' }).click()
    await expect(question).toHaveCount(0)
  }
  await page.setViewportSize({ width: 390, height: 844 })
  await openAdmin(page, { port: DECAP_PORT, hash: '#/collections/blog/entries/on-a-phone' })
  await expect(page.getByLabel('Title', { exact: true })).toHaveValue('Written on a phone')
  /** Whether the whole of a control is on the screen, and it is the one a tap there reaches (nothing covers it). */
  const reachable = (control: ReturnType<Page['getByRole']>) =>
    control.evaluate((element) => {
      const box = element.getBoundingClientRect()
      const onScreen = box.width > 0 && box.left >= 0 && box.top >= 0 && box.right <= innerWidth && box.bottom <= innerHeight
      return onScreen && element.contains(document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2))
    })
  for (const control of [
    page.getByRole('button', { name: 'Published' }),
    page.getByRole('button', { name: 'Delete entry' }),
    page.getByRole('button', { name: 'Check for Preview' }),
    page.getByRole('link', { name: 'www.meridiangulf.ae' }),
  ])
    expect(await reachable(control), String(control)).toBe(true)
  // The Arabic side, empty, filled in from English: its Article shows the text it will save.
  await page.getByRole('button', { name: 'Writing in EN' }).click()
  await page.getByRole('menuitem', { name: 'ar', exact: true }).click()
  await page.getByRole('button', { name: 'Fill in from another locale' }).click()
  await page.getByRole('menuitem', { name: 'en', exact: true }).click()
  await answerYes(/fill in data from EN/)
  await expect(page.locator('[data-slate-editor]').first()).toContainText(article)
  await page.getByRole('button', { name: 'Writing in AR' }).click()
  await page.getByRole('menuitem', { name: 'en', exact: true }).click()
  await page
    .getByLabel(/^Publish at/)
    .first()
    .fill('2027-01-05T09:00')
  // Nothing floats over the form's own buttons, down to the image's.
  const chooseImage = page.getByRole('button', { name: 'Choose different image' })
  await chooseImage.scrollIntoViewIfNeeded()
  expect(await reachable(chooseImage), 'Choose different image').toBe(true)
  await page.getByRole('button', { name: 'Publish', exact: true }).click()
  for (const choice of ['Publish now', 'Publish and create new', 'Publish and duplicate'])
    expect(await reachable(page.getByRole('menuitem', { name: choice })), choice).toBe(true)
  await page.getByRole('menuitem', { name: 'Publish now' }).click()
  await expect.poll(() => fs.readFileSync(file, 'utf8'), { timeout: 15_000 }).toMatch(/^publish_at: ["']?2027-01-05T09:00\+04:00["']?$/m)

  expect(fs.readFileSync(arabicFile, 'utf8')).toContain(article)

  await page.getByRole('button', { name: 'Delete entry' }).click()
  await answerYes(/delete this published entry/)
  await expect.poll(() => [fs.existsSync(file), fs.existsSync(arabicFile)], { timeout: 15_000 }).toEqual([false, false])
  // Decap goes back to the list once the deletion is done: the next step starts from there, not before.
  await expect(page).toHaveURL(/#\/collections\/blog$/)

  // A folded plan opens by its name, as well as by its arrow.
  await page.goto('/admin/#/collections/pricing/entries/pricing')
  const plan = page.getByText('Standard', { exact: true }).first()
  const price = page.getByLabel('Price per period', { exact: true }).first()
  await expect(plan).toBeVisible()
  await expect(price).toBeHidden()
  await plan.click()
  await expect(price).toBeVisible()

  // The admin in Arabic, right to left, with the model's labels in Arabic, kept across a reload.
  await page.goto('/admin/#/collections/blog')
  await page.getByRole('button', { name: 'Use the admin in Arabic' }).click()
  await expect(page.getByRole('heading', { name: 'المجموعات' })).toBeVisible({ timeout: 30_000 })
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl')
  await page.reload()
  await expect(page.getByRole('link', { name: 'المقالات', exact: true })).toBeVisible({ timeout: 30_000 })
  // The schedule page beside the admin follows the choice: in Arabic, right to left.
  await page.getByRole('link', { name: 'جدول النشر' }).click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('جدول النشر')
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl')
  // And so does the list of redirects, every word of it.
  await page.goto('/admin/redirects/')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('التحويلات')
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl')
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar')
  await expect(page.getByRole('main')).toContainText('كما كانت عند آخر بناء للموقع')
  expect(await page.getByRole('main').innerText()).not.toMatch(/\b(?:redirect|address|renamed|merged|retired|changed)\b/i)
  await page.goto('/admin/#/collections/blog/entries/tax-savings')
  await expect(page.getByLabel('العنوان', { exact: true })).toHaveValue(POST.title)
  // A refused Publish says why in Arabic: the summary, naming the field and its language, and the field's own mark.
  const arabicPost = read(POST.file.replace('.en.md', '.ar.md'))
  await findStore(page)
  await changeFields(page, { collection: 'blog', locale: 'ar', changes: { category: '' } })
  await page.getByRole('button', { name: 'نشر', exact: true }).click()
  await page.getByRole('menuitem', { name: 'انشر الآن' }).click()
  const summary = page.getByRole('alert', { name: 'سبب عدم الحفظ' })
  await expect(summary.getByRole('heading')).toHaveText('لم يُحفظ شيء: حقل واحد يحتاج إلى تعديل')
  // On a phone the summary leaves the wrapped toolbar uncovered: Publish can be pressed again.
  await page.getByRole('button', { name: 'نشر', exact: true }).click({ trial: true, timeout: 5_000 })
  await summary.getByRole('button', { name: 'العربية · التصنيف: مطلوب' }).click()
  await expect(page.locator('[data-model-field="category"][data-edition="ar"] + .model-problems')).toHaveText('مطلوب')
  expect(read(POST.file.replace('.en.md', '.ar.md'))).toBe(arabicPost)
  // The change left unsaved and the admin loaded again: it offers the local backup in its own dialog, the
  // browser asking nothing but whether to leave the page (beforeunload: its own prompt, which no page words).
  page.removeAllListeners('dialog')
  const asked: string[] = []
  page.on('dialog', (dialog) => {
    if (dialog.type() !== 'beforeunload') asked.push(dialog.message())
    void dialog.accept()
  })
  const backupQuestion = page.getByRole('dialog', { name: 'وُجدت نسخة احتياطية محلية لهذا المُدخل، هل تريد استخدامها؟' })
  const comeBack = async () => {
    await page.reload()
    await expect(backupQuestion).toBeVisible({ timeout: 30_000 })
    await findStore(page)
  }
  await expect.poll(() => localBackup(page, 'blog', POST.slug), { timeout: 15_000 }).not.toBeNull()
  // Answered before Decap has read the entry (its file held back until then), as a quick editor on a
  // busy machine does: the entry read afterwards must not replace the backup taken.
  let answer = () => {}
  const answered = new Promise<void>((resolve) => (answer = resolve))
  await page.route(/\/api\/v1$/, async (route) => {
    const { action, params } = (route.request().postDataJSON() ?? {}) as { action?: string; params?: { path?: string } }
    if (action === 'getEntry' && params?.path?.endsWith(POST.file)) await answered
    await route.fallback()
  })
  await comeBack()
  await backupQuestion.getByRole('button', { name: 'موافق' }).click()
  answer()
  await expect(page.getByLabel('العنوان', { exact: true })).toHaveValue(POST.title)
  await expect.poll(() => editionValue(page, 'ar', 'category')).toBe('')
  // Asked again next time, until answered no: then the entry is as saved, and its backup gone.
  await comeBack()
  await backupQuestion.getByRole('button', { name: 'إلغاء' }).click()
  await expect.poll(() => editionValue(page, 'ar', 'category')).toBe(matter(arabicPost).data.category)
  await expect.poll(() => localBackup(page, 'blog', POST.slug)).toBeNull()
  expect(asked).toEqual([])
  await changeFields(page, { collection: 'blog', locale: 'ar', changes: { category: '' } })
  // Leaving the change by the admin's own way back to the list, a click: asked in the page, where Cancel stays.
  await page.getByRole('link', { name: /الكتابة في مجموعة المقالات/ }).click()
  const leave = page.getByRole('dialog', { name: 'هل تريد مغادرة هذه الصفحة؟' })
  await leave.getByRole('button', { name: 'إلغاء' }).click()
  await expect(leave).toHaveCount(0)
  await expect(page.getByLabel('العنوان', { exact: true })).toBeVisible()
  expect(await openEntry(page)).toEqual({ collection: 'blog', slug: POST.slug })
  expect(asked).toEqual([])
  // Leaving the refused change by an address typed, which Decap asks about outside a click: asked in
  // the page too, and OK leaves to the list.
  await page.goto('/admin/#/collections/blog')
  await expect(leave).toBeVisible()
  await leave.getByRole('button', { name: 'موافق' }).click()
  await expect(leave).toHaveCount(0)
  await expect(page.getByLabel('العنوان', { exact: true })).toHaveCount(0)
  expect(asked).toEqual([])
  page.removeAllListeners('dialog')
  await page.getByRole('button', { name: 'Use the admin in English' }).click()
  await expect(page.getByRole('heading', { name: 'Collections' })).toBeVisible({ timeout: 30_000 })
})

/**
 * Why the admin saved nothing: the problems Decap holds beside the fields, or, for what is known only
 * once the site is read (an image's size), the summary of the admin's last check before writing.
 */
const refusals = async (page: Page): Promise<string[]> => [
  ...(await fieldErrors(page)),
  ...(await page.getByRole('alert', { name: 'Why nothing was saved' }).getByRole('listitem').allInnerTexts()),
]

test('every rule of the content check, broken in an entry it bears on, keeps the admin from publishing it', async ({ page }) => {
  test.setTimeout(300_000)
  // The browser asks nothing (the admin asks in the page), or the test says what.
  const asked: string[] = []
  page.on('dialog', (dialog) => {
    asked.push(dialog.message())
    void dialog.dismiss()
  })
  const notices = await recordNotices(page)
  const content = path.join(contentCopy(), 'content')
  fs.writeFileSync(path.join(content, TOO_LARGE_IMAGE), Buffer.alloc(MAX_IMAGE_BYTES + 1))
  const broken = brokenRules(contentAt(content))
  // The build's own check refuses each broken entry for its rule, on a copy of the content as it is
  // now; the admin is to say the same, or Decap, in its own words, of the same field.
  const said = new Map<BrokenRule, readonly string[]>()
  const scratch = copyOfContent()
  fs.cpSync(content, path.join(scratch, 'content'), { recursive: true })
  for (const one of broken) {
    const { rule, collection, locale, changes, steps } = one
    const files = entryOnDisk(content, collection).files.map((file) => path.join(scratch, 'content', file))
    const texts = files.map((file) => fs.readFileSync(file, 'utf8'))
    writeEdition(path.join(scratch, 'content'), collection, locale, { ...readEdition(content, collection, locale), ...changes })
    const issue = checkContent(scratch, 'content').find((found) => found.rule === rule)
    expect(issue, `${rule}, broken in ${collection.name}`).toBeDefined()
    // The message without the file it names (the admin names an entry by its title) or the label it repeats.
    said.set(one, [issue!.message.split(/ \(|content\//)[0].trim(), labelAt(collection, steps)])
    files.forEach((file, i) => fs.writeFileSync(file, texts[i]))
  }
  fs.rmSync(scratch, { recursive: true, force: true })

  await openAdmin(page, { port: DECAP_PORT })
  // Whether the entry of a collection before is open, left with its fields changed (and changed back).
  let changed = false
  for (const collection of new Set(broken.map(({ collection }) => collection))) {
    const entry = entryOnDisk(content, collection)
    // By the collection's list, as an editor goes (moving by the address alone is entry-route.ts's, unit-tested).
    await page.goto(`/admin/#/collections/${collection.name}`)
    // Leaving the changes: the admin asks in its dialog, answered OK; the move is made once the dialog is gone.
    if (changed) {
      const leave = page.getByRole('dialog', { name: 'Are you sure you want to leave this page?' })
      await leave.getByRole('button', { name: 'OK' }).click()
      await expect(leave).toHaveCount(0)
      // The entry left behind, its changes with it, before the next address: else Decap would ask again.
      await expect.poll(() => openEntry(page), { timeout: 30_000 }).toEqual({ collection: undefined, slug: undefined })
    }
    changed = true
    await page.goto(`/admin/#/collections/${collection.name}/entries/${entry.name}`)
    // Decap reads the whole media library before it shows an entry: tens of seconds on a loaded machine.
    await expect(async () => {
      await findStore(page)
      expect(await openEntry(page)).toEqual({ collection: collection.name, slug: entry.name })
    }).toPass({ timeout: 60_000 })
    // "Published" until the entry changes.
    await expect(page.getByRole('button', { name: /^Publish(ed)?$/ })).toBeVisible()
    for (const one of broken.filter((b) => b.collection === collection)) {
      const { rule, locale, changes } = one
      const files = entry.files.map((file) => read(file))
      const before = readEdition(content, collection, locale)!
      await changeFields(page, { collection: collection.name, locale, changes })
      if (rule === 'same-in-every-edition') {
        // A shared fact is not the other edition's to change: the admin keeps it the English one's.
        for (const name of Object.keys(changes)) await expect.poll(() => editionValue(page, locale, name)).toEqual(before[name])
        continue
      }
      await publish(page)
      const saying = (texts: string[]) => texts.find((text) => said.get(one)!.some((words) => text.includes(words)))
      await expect
        .poll(async () => saying(await refusals(page)), {
          message: `${rule}: the admin says why it saves nothing: ${said.get(one)!.join(' or ')}`,
        })
        .toBeDefined()
      const shown = saying(await refusals(page))!
      await expect(page.getByText(shown.split(' · ')[0], { exact: false }).first(), rule).toBeVisible()
      expect(
        entry.files.map((file) => read(file)),
        `${rule}: nothing written`,
      ).toEqual(files)
      await changeFields(page, {
        collection: collection.name,
        locale,
        changes: Object.fromEntries(Object.keys(changes).map((name) => [name, before[name]])),
      })
      await clearFieldErrors(page)
      for (const close of await page.locator(NOTICE).getByRole('button', { name: 'close' }).all()) await close.click()
      await expect(page.locator(NOTICE)).toHaveCount(0)
    }
  }
  expect(asked).toEqual([])
  // One message for a refusal, the summary: Decap's notice of it is never drawn.
  expect((await notices()).filter((text) => /nothing was saved|missed a required field/.test(text))).toEqual([])
})
