/**
 * The scratch site the build tests share (__tests__/build/shared-build.test.ts): one copy of the
 * site, to which every part adds its content, built once; the parts' tests then read the result.
 */
import fs from 'fs'
import path from 'path'
import zlib from 'zlib'
import matter from 'gray-matter'
import { SEARCH } from '@src/config/constants'
import { listFiles } from '@src/lib/build/list-files'
import { isPublished } from '@src/lib/build/drafts'
import { parseMoment } from '@src/lib/shared/schedule'
import { SCRATCH_NOW } from '../../support/scratch-site'

export interface SharedSite {
  root: string
  publicDir: string
}

export interface BuildPart {
  /** Adds what the part's tests need to the scratch site's content, before the one build; may give the build environment variables. */
  prepare(root: string): void | Record<string, string> | Promise<void | Record<string, string>>
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

/** Whether the scratch build publishes an entry: not a draft, and within its schedule at the build's clock. */
export const publishedInScratch = (data: Record<string, unknown>): boolean => isPublished(data, false, parseMoment(SCRATCH_NOW)!)

export const isoDate = (value: unknown): string => (value instanceof Date ? value.toISOString() : String(value)).slice(0, 10)

/** The attributes of every link (<a>) of a page. */
export const anchors = (page: string) =>
  [...page.matchAll(/<a\b[^>]*>/g)].map(([tag]) => ({
    href: /\shref="([^"]*)"/.exec(tag)?.[1],
    rel: /\srel="([^"]*)"/.exec(tag)?.[1],
  }))

/** The site paths of the <loc> or <link> elements of an XML file of the built site. */
export const xmlPaths = (publicDir: string, sitePath: string, element: 'loc' | 'link') =>
  [...fs.readFileSync(path.join(publicDir, sitePath), 'utf8').matchAll(new RegExp(`<${element}>([^<]+)</${element}>`, 'g'))].map(
    ([, url]) => new URL(url).pathname,
  )

/** What Pagefind holds of each indexed page (its address, text and metadata): its fragments, unzipped. */
export const searchFragments = (publicDir: string): Array<{ file: string; text: string }> =>
  listFiles(path.join(publicDir, SEARCH.bundleDir, 'fragment')).map((file) => ({
    file,
    text: zlib
      .gunzipSync(fs.readFileSync(file))
      .toString('utf8')
      .replace(/^pagefind_dcd/, ''),
  }))

/**
 * Where any of `traces` appears in the built site, as "file: trace": every text file (pages, page
 * data, feeds, sitemap, headers) and the search index; the admin's files only if asked.
 */
export function tracesIn(publicDir: string, traces: readonly string[], { admin = true } = {}): string[] {
  const texts = listFiles(publicDir)
    .filter(
      (file) => /\.(html|json|xml|txt|webmanifest)$|\/_headers$/.test(file) && (admin || !file.includes(`${path.sep}admin${path.sep}`)),
    )
    .map((file) => ({ file, text: fs.readFileSync(file, 'utf8') }))
  return [...texts, ...searchFragments(publicDir)].flatMap(({ file, text }) =>
    traces.filter((trace) => text.includes(trace)).map((trace) => `${path.relative(publicDir, file)}: ${trace}`),
  )
}
