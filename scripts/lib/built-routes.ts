/**
 * The routes of a built site (public/) as its sitemap lists them, both editions, and what Gatsby
 * wrote for each: the benchmark, the Lighthouse categories and the byte budgets all cover these.
 */
import fs from 'node:fs'
import path from 'node:path'

import { LOCALE_CODES, localeOfPath } from '../../src/config/locales'

/** Every page of the sitemap files' texts as a path ("/", "/company/faq"), each once, in order. */
export function sitemapRoutes(sitemaps: readonly string[]): string[] {
  const locs = sitemaps.flatMap((xml) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1].trim()).pathname))
  return [...new Set(locs)]
}

/** The routes of the build in `dir`, from gatsby-plugin-sitemap's sitemap-0.xml, sitemap-1.xml, … */
export function builtRoutes(dir: string): string[] {
  const sitemaps = fs.readdirSync(dir).filter((name) => /^sitemap-\d+\.xml$/.test(name))
  const routes = sitemapRoutes(sitemaps.map((name) => fs.readFileSync(path.join(dir, name), 'utf8')))
  if (routes.length === 0) throw new Error(`${dir} has no sitemap: run npm run build first.`)
  return routes
}

/** What a page's page-data.json tells its first load: the template's chunk and the static queries it reads. */
export interface PageData {
  componentChunkName: string
  staticQueryHashes?: string[]
}

/** The site path of a route's page data, as Gatsby's runtime fetches it. */
export function pageDataPath(route: string): string {
  const page = decodeURIComponent(route).replace(/\/$/, '')
  return `/page-data${page === '' ? '/index' : page}/page-data.json`
}

export function readPageData(dir: string, route: string): PageData {
  return JSON.parse(fs.readFileSync(path.join(dir, pageDataPath(route)), 'utf8')) as PageData
}

/**
 * The first route of each kind of page, in order: `kindOf` names a route's kind (its edition and
 * template, say), so a new template is covered by its first page.
 */
export function routePerKind(routes: readonly string[], kindOf: (route: string) => string): string[] {
  const seen = new Set<string>()
  return routes.filter((route) => {
    const kind = kindOf(route)
    if (seen.has(kind)) return false
    seen.add(kind)
    return true
  })
}

/**
 * The first route of each template in each edition of the build in `dir`: what a check of a
 * template's behaviour, not of its content, visits.
 */
export function routePerTemplate(dir: string, routes: readonly string[]): string[] {
  return routePerKind(routes, (route) => `${localeOfPath(route)} ${readPageData(dir, route).componentChunkName}`)
}

/**
 * One route of each kind, the editions taking turns from kind to kind (the first kind's route in the
 * first edition, the second kind's in the next, …): a check too costly for every template in every
 * edition still sees both. A kind with no route in its turn's edition gives its first route.
 */
export function routePerKindAcrossEditions(
  routes: readonly string[],
  kindOf: (route: string) => string,
  editionOf: (route: string) => string,
  editions: readonly string[],
): string[] {
  const kinds = [...new Set(routes.map(kindOf))]
  return kinds.map((kind, index) => {
    const ofKind = routes.filter((route) => kindOf(route) === kind)
    return ofKind.find((route) => editionOf(route) === editions[index % editions.length]) ?? ofKind[0]
  })
}

/** One route of each template of the build in `dir`, the editions taking turns. */
export function routePerTemplateAcrossEditions(dir: string, routes: readonly string[]): string[] {
  return routePerKindAcrossEditions(routes, (route) => readPageData(dir, route).componentChunkName, localeOfPath, LOCALE_CODES)
}
