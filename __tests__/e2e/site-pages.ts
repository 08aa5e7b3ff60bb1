import fs from 'fs'
import path from 'path'

const PUBLIC_DIR = path.resolve(__dirname, '../../public')

/** Folders of public/ that hold no pages of the site, the /index alias (a redirect to /) and the CMS admin. */
const NOT_PAGES = new Set(['404', 'index', '_gatsby', 'page-data', 'static', 'admin'])

/** Every page of the built site, from public/ (so a new Markdown page is covered without editing tests). */
export function builtPages(dir = PUBLIC_DIR, route = ''): string[] {
  const pages = fs.existsSync(path.join(dir, 'index.html')) ? [route || '/'] : []
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    if (!entry.isDirectory() || (route === '' && NOT_PAGES.has(entry.name))) continue
    pages.push(...builtPages(path.join(dir, entry.name), `${route}/${entry.name}`))
  }
  return pages.sort()
}
