/**
 * Which pages a build changed: each built page's fingerprint (its HTML and its page data) taken
 * before and after the build. The content pipeline runs its per-page browser checks on those pages
 * only; a page whose HTML and data are byte for byte what they were has nothing new to check.
 */
import crypto from 'crypto'
import fs from 'fs'
import path from 'path'

export type Fingerprints = ReadonlyMap<string, string>

/** Where Gatsby writes a page's data: `/` → page-data/index, `/a/b` → page-data/a/b. */
const pageDataFile = (publicDir: string, route: string): string =>
  path.join(publicDir, 'page-data', route === '/' ? 'index' : route.slice(1), 'page-data.json')

const read = (file: string): string => (fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : '')

/** A hash of each page's index.html and page-data.json under public/. */
export function fingerprintPages(publicDir: string, pages: readonly string[]): Map<string, string> {
  return new Map(
    pages.map((route) => {
      const hash = crypto.createHash('sha256')
      hash.update(read(path.join(publicDir, route, 'index.html')))
      hash.update('\0')
      hash.update(read(pageDataFile(publicDir, route)))
      return [route, hash.digest('hex')]
    }),
  )
}

/** Pages of the new build that are new or differ from the old one, in the new build's order. */
export const changedPages = (before: Fingerprints, after: Fingerprints): string[] =>
  [...after].flatMap(([route, hash]) => (before.get(route) === hash ? [] : [route]))

/** What a page's data says of the entries it shows: its own (`id`), or a listing page's (`ids`) and its number. */
interface ShownEntries {
  id?: string
  ids?: readonly string[]
  page?: number
}

const shownEntries = (publicDir: string, route: string): ShownEntries => {
  const text = read(pageDataFile(publicDir, route))
  return ((text ? JSON.parse(text) : {}) as { result?: { pageContext?: ShownEntries } }).result?.pageContext ?? {}
}

/**
 * Of the changed pages, those with something new to check: all but the later pages of a listing
 * (the blog index or a tag's posts, from page 2 on) that show only posts whose own pages did not
 * change. A new post moves every later page of its listings by one card, hundreds of pages on a
 * large blog; each of those cards was checked where it was before, and the listings' first
 * pages, checked when they change, show the same template. `shifted` are the pages left out.
 */
export function pagesWithNewContent(publicDir: string, changed: readonly string[]): { check: string[]; shifted: string[] } {
  const shown = new Map(changed.map((route) => [route, shownEntries(publicDir, route)]))
  const changedEntries = new Set([...shown.values()].flatMap(({ id }) => (id ? [id] : [])))
  const onlyShifted = ({ ids, page }: ShownEntries) => ids !== undefined && (page ?? 1) > 1 && !ids.some((id) => changedEntries.has(id))
  return {
    check: changed.filter((route) => !onlyShifted(shown.get(route)!)),
    shifted: changed.filter((route) => onlyShifted(shown.get(route)!)),
  }
}
