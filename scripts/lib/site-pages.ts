import fs from 'fs'
import path from 'path'
import { SLICES_DIR } from '../../plugins/page-delivery/src/gatsby'

const PUBLIC_DIR = path.resolve(__dirname, '../../public')

/** Folders of public/ that hold no pages of the site, the /index alias (a redirect to /) and the CMS admin. */
const NOT_PAGES = new Set(['404', 'index', SLICES_DIR, 'page-data', 'static', 'admin'])

/** Every page of the built site, from public/ (so a new Markdown page is covered without editing tests). */
export function builtPages(dir = PUBLIC_DIR, route = ''): string[] {
  const pages = fs.existsSync(path.join(dir, 'index.html')) ? [route || '/'] : []
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    if (!entry.isDirectory() || (route === '' && NOT_PAGES.has(entry.name))) continue
    pages.push(...builtPages(path.join(dir, entry.name), `${route}/${entry.name}`))
  }
  return pages.sort()
}

/**
 * The pages the per-page browser checks cover: every built page, or the ones E2E_PAGES lists (a
 * JSON array of routes). The content pipeline sets it to the pages a content change touched
 * (scripts/content-pipeline.ts).
 */
export function pagesToCheck(listed = process.env.E2E_PAGES): string[] {
  const pages = builtPages()
  if (!listed) return pages
  const chosen = JSON.parse(listed) as string[]
  const built = new Set(pages)
  const unknown = chosen.filter((page) => !built.has(page))
  if (unknown.length > 0) throw new Error(`E2E_PAGES names pages that public/ does not hold: ${unknown.join(', ')}`)
  return chosen
}
