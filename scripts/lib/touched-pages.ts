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
