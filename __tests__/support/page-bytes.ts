/**
 * What a page's first load transfers, from the built files alone (deterministic, unlike a
 * browser's measurement): the HTML; its scripts (scripts/lib/page-js.ts); the page data, app data
 * and static query results Gatsby's runtime fetches; the stylesheets, preloads and icon its head
 * links; its edition's web font; and the images it loads eagerly, each `<img>`'s src. Lazy images
 * load only as a reader scrolls, so they are left out. Text is brotli-compressed as
 * scripts/lib/static-server.ts sends it; images and fonts travel as they are; each response also
 * counts its headers (RESPONSE_HEADER_BYTES), as Lighthouse does.
 */
import fs from 'node:fs'
import path from 'node:path'

import { compressedSize } from '../../src/lib/build/compressed-size'
import { htmlFileFor } from '../../scripts/lib/built-site'
import { builtRoutes, pageDataPath, readPageData, type PageData } from '../../scripts/lib/built-routes'
import { chunkGroupScripts, scriptSources } from '../../scripts/lib/page-js'

export interface FirstLoad {
  /** Site paths of the files a first load fetches besides the HTML, each once. */
  files: string[]
  /** The JavaScript among them. */
  scripts: string[]
}

const attribute = (tag: string, name: string) =>
  tag
    .match(new RegExp(`\\s${name}=(?:"([^"]*)"|'([^']*)')`, 'i'))
    ?.slice(1)
    .find(Boolean)
const local = (src: string): boolean => src.startsWith('/') && !src.startsWith('//')

/**
 * The cut of each edition's web font, which every page fetches once it has painted
 * (plugins/page-delivery/src/loader.ts), as its @font-face rule in the page's inline CSS names it.
 */
const EDITION_FONT: Record<string, RegExp> = {
  en: /\/static\/inter-core-wght-[\w-]+\.woff2/,
  ar: /\/static\/kufi-arabic-wght-[\w-]+\.woff2/,
}

/** The files the page at `route` fetches on a first load, from its HTML, webpack's stats and its page data. */
export function firstLoad(route: string, html: string, stats: unknown, pageData: PageData): FirstLoad {
  const scripts = [...new Set([...scriptSources(html), ...chunkGroupScripts(stats, pageData.componentChunkName)])]
  const others = [
    pageDataPath(route),
    '/page-data/app-data.json',
    ...(pageData.staticQueryHashes ?? []).map((hash) => `/page-data/sq/d/${hash}.json`),
  ]
  for (const [tag] of html.matchAll(/<link\b[^>]*>/gi)) {
    const rel = (attribute(tag, 'rel') ?? '').toLowerCase().split(/\s+/)
    if (rel.includes('stylesheet') || rel.includes('icon') || rel.includes('preload')) others.push(attribute(tag, 'href') ?? '')
  }
  const font = EDITION_FONT[attribute(/<html\b[^>]*>/i.exec(html)?.[0] ?? '', 'lang') ?? '']?.exec(html)?.[0]
  if (font) others.push(font)
  for (const [tag] of html.matchAll(/<img\b[^>]*>/gi)) if (attribute(tag, 'loading') !== 'lazy') others.push(attribute(tag, 'src') ?? '')
  const files = [...scripts, ...others.map((src) => src.split(/[?#]/)[0])].filter(local)
  return { scripts, files: [...new Set(files)] }
}

/** The extensions the static server compresses (its COMPRESSIBLE); anything else is sent as it is. */
const COMPRESSED = /\.(?:html|m?js|css|json|svg|xml|txt|webmanifest|map)$/

/** The bytes of a file's body as the static server sends it to a browser that accepts brotli. */
export function transferBytes(file: string, content: Buffer): number {
  return COMPRESSED.test(file) ? compressedSize(content) : content.length
}

/**
 * The bytes of one response's headers as HTTP/2 sends them once the connection's header table is
 * warm: Lighthouse counts them in each transfer, 44 to 67 bytes a script on this site's pages.
 */
export const RESPONSE_HEADER_BYTES = 64

export interface RouteBytes {
  route: string
  /** KB (of 1,024 bytes, one decimal) of the page's JavaScript and of its whole first load, transferred with their headers. */
  jsKB: number
  totalKB: number
}

/** The transferred JavaScript and first-load KB of each route of the build in `dir`'s sitemap. */
export function measureFirstLoads(dir: string): RouteBytes[] {
  const sizes = new Map<string, number>()
  const bytes = (file: string): number => {
    if (!sizes.has(file)) {
      const full = path.join(dir, decodeURIComponent(file))
      if (!fs.existsSync(full)) throw new Error(`A page loads ${file}, which the build did not write.`)
      sizes.set(file, transferBytes(file, fs.readFileSync(full)) + RESPONSE_HEADER_BYTES)
    }
    return sizes.get(file)!
  }
  const kb = (n: number) => Math.round((n / 1024) * 10) / 10
  const stats: unknown = JSON.parse(fs.readFileSync(path.join(dir, 'webpack.stats.json'), 'utf8'))
  return builtRoutes(dir).map((route) => {
    const html = fs.readFileSync(path.join(dir, htmlFileFor(decodeURIComponent(route))))
    const { scripts, files } = firstLoad(route, html.toString('utf8'), stats, readPageData(dir, route))
    const sum = (list: string[]) => list.reduce((total, file) => total + bytes(file), 0)
    return { route, jsKB: kb(sum(scripts)), totalKB: kb(transferBytes('.html', html) + RESPONSE_HEADER_BYTES + sum(files)) }
  })
}
