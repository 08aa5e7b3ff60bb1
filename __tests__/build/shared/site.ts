/**
 * The scratch site the build tests share (__tests__/build/shared-build.test.ts): one copy of the
 * site, to which every part adds its content, built once; the parts' tests then read the result.
 */
import fs from 'fs'
import path from 'path'
import matter from 'gray-matter'

export interface SharedSite {
  root: string
  publicDir: string
}

export interface BuildPart {
  /** Adds what the part's tests need to the scratch site's content, before the one build. */
  prepare(root: string): void | Promise<void>
  /** Registers the part's tests; `site` gives the built site once the shared build has run. */
  tests(site: () => SharedSite): void
}

/** The HTML of a route of the built site. */
export const builtHtml = (publicDir: string, route: string) => fs.readFileSync(path.join(publicDir, route, 'index.html'), 'utf8')

/** The link targets of a page (without fragment or query). */
export const hrefs = (page: string) => new Set([...page.matchAll(/href="([^"#?]+)"/g)].map((m) => m[1]))

/** The front matter of every English Markdown entry (`<name>.en.md`) in a folder, in file-name order. */
export const frontMatterIn = (dir: string): Array<Record<string, unknown>> =>
  fs
    .readdirSync(dir)
    .filter((file) => file.endsWith('.en.md'))
    .sort()
    .map((file) => matter(fs.readFileSync(path.join(dir, file), 'utf8')).data)

export const isoDate = (value: unknown): string => (value instanceof Date ? value.toISOString() : String(value)).slice(0, 10)
