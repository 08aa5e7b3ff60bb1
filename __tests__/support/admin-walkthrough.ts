/**
 * What a new editor does wrong, the photo they have, and the editor's layout they chose: shared by
 * the admin's browser tests (__tests__/e2e/cms-rules.spec.ts and the others through cms-admin.ts)
 * and the screenshots of the editors' guide (tools/cms-screenshots.ts, tools/cms-rules-screenshots.ts).
 */
import type { Page } from '@playwright/test'
import sharp from 'sharp'

/**
 * Decap's own key for the editor's right-hand pane: `i18n` (the second language's fields beside
 * the first, what it shows first with several languages), `notes` or `preview`, as the editor last chose.
 */
const RIGHT_PANE_KEY = 'cms.right-pane'

/** Makes the admin's editor show one language (English) with the preview, as an editor who chose the preview pane sees it. */
export async function editOneLanguage(page: Page): Promise<void> {
  await page.addInitScript((key) => localStorage.setItem(key, 'preview'), RIGHT_PANE_KEY)
}

/** Answers yes to the admin's own question on leaving an entry with unsaved changes; the move is made once its dialog is gone. */
export async function leaveUnsaved(page: Page): Promise<void> {
  const question = page.locator('dialog.admin-confirm')
  await question.locator('button[value="yes"]').click()
  await question.waitFor({ state: 'detached' })
}

/** Writes a photo as a phone takes it at `file`: 4,032 × 3,024 px, several megabytes of JPEG. */
export async function phonePhoto(file: string): Promise<string> {
  const [width, height] = [1008, 756]
  const noise = Buffer.alloc(width * height * 3)
  for (let i = 0; i < noise.length; i++) noise[i] = (i * 7919 + (i >> 5) * 104729) % 251
  await sharp(noise, { raw: { width, height, channels: 3 } })
    .resize(4032, 3024, { kernel: 'cubic' })
    .jpeg({ quality: 97 })
    .toFile(file)
  return file
}

/**
 * In the open post: a title too long, another post's address, an unpublish time before the publish
 * time; then Publish now. `addressLeft` runs once the Address has been filled and left.
 */
export async function publishBadPost(
  page: Page,
  { title, address }: { title: string; address: string },
  addressLeft: () => Promise<void> = async () => {},
): Promise<void> {
  await page.getByLabel('Title', { exact: true }).fill(title)
  await page.getByLabel('Address', { exact: true }).fill(address)
  await page.getByLabel('Address', { exact: true }).blur()
  await addressLeft()
  await page
    .getByLabel(/^Publish at/)
    .first()
    .fill('2026-12-02T09:00')
  await page
    .getByLabel(/^Unpublish at/)
    .first()
    .fill('2026-12-01T09:00')
  await page.getByRole('button', { name: 'Publish', exact: true }).click()
  await page.getByText('Publish now', { exact: true }).click()
}
