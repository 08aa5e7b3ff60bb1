/**
 * Figures of a built site (public/) for the scale benchmark: its pages (one page-data.json per
 * Gatsby page), the home page's HTML and page data, the largest page data, and the JavaScript
 * each page loads (scripts/lib/page-js.ts).
 */
import fs from 'fs'
import path from 'path'
import { listFiles } from '../../src/lib/build/list-files'
import { chunkGroupScripts, pageJsBytes, scriptSources, spread, type Spread } from './page-js'

/** Gatsby's not-found pages: built, but not pages of the site. */
const NOT_PAGES = new Set(['/404/', '/404.html', '/dev-404-page/'])

export interface SiteFigures {
  /** Pages Gatsby built (its page-data files, the 404 pages left out). */
  pages: number
  homeHtmlBytes: number
  homePageDataBytes: number
  largestPageData: { path: string; bytes: number }
  /** The static queries' results (page-data/sq/d/*.json), which every page may load. */
  staticQueryBytes: number
  /** JavaScript each page loads (its `<script src>` files and its component's chunks), across all pages. */
  pageJs: Spread
  homeJsBytes: number
}

/** The HTML file Gatsby writes for a page path. */
export function htmlFileFor(pagePath: string): string {
  if (pagePath.endsWith('.html')) return pagePath.replace(/^\//, '')
  const dir = pagePath.replace(/^\/|\/$/g, '')
  return dir === '' ? 'index.html' : `${dir}/index.html`
}

const size = (file: string): number => fs.statSync(file).size

export function measureBuiltSite(publicDir: string): SiteFigures {
  const pageDataDir = path.join(publicDir, 'page-data')
  const pageData = listFiles(pageDataDir).filter((f) => path.basename(f) === 'page-data.json')
  const pages = pageData
    .map((file) => {
      const data = JSON.parse(fs.readFileSync(file, 'utf8')) as { path: unknown; componentChunkName: unknown }
      return { file, pagePath: String(data.path), chunkName: String(data.componentChunkName) }
    })
    .filter((p) => !NOT_PAGES.has(p.pagePath))
  const largest = pages.reduce((a, b) => (size(b.file) > size(a.file) ? b : a))
  const sizeOf = (src: string): number | undefined => {
    const file = path.join(publicDir, src)
    return fs.existsSync(file) ? size(file) : undefined
  }
  const stats: unknown = JSON.parse(fs.readFileSync(path.join(publicDir, 'webpack.stats.json'), 'utf8'))
  const jsOf = ({ pagePath, chunkName }: { pagePath: string; chunkName: string }) =>
    pageJsBytes(
      [...scriptSources(fs.readFileSync(path.join(publicDir, htmlFileFor(pagePath)), 'utf8')), ...chunkGroupScripts(stats, chunkName)],
      sizeOf,
    )
  const home = pages.find((p) => p.pagePath === '/')
  if (!home) throw new Error('The build has no home page.')
  const staticQueries = path.join(pageDataDir, 'sq/d')
  return {
    pages: pages.length,
    homeHtmlBytes: size(path.join(publicDir, 'index.html')),
    homePageDataBytes: size(path.join(pageDataDir, 'index/page-data.json')),
    largestPageData: { path: path.relative(publicDir, largest.file), bytes: size(largest.file) },
    staticQueryBytes: fs.existsSync(staticQueries) ? listFiles(staticQueries).reduce((sum, f) => sum + size(f), 0) : 0,
    pageJs: spread(pages.map(jsOf)),
    homeJsBytes: jsOf(home),
  }
}
