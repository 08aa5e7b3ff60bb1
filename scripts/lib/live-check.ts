/**
 * Does a deployed copy of the site serve what the build in public/ promises? Every route of the
 * sitemap answers 200 with the title its built page has, an unknown path ends at the home page (the
 * site's 404 page, which sends the browser there, or a redirect to it), the admin loads, each old
 * address of public/_redirects answers its permanent redirect to its page, and the home page, a
 * post, the admin, a hashed script, a stylesheet, a font and the page data come with exactly the
 * headers public/_headers gives them and the Cache-Control of the cache policy.
 * `npm run check:live -- <url>` runs it against a preview deploy before that deploy goes live.
 */
import fs from 'node:fs'
import path from 'node:path'

import { sitePath } from '../../src/lib/shared/redirects'
import { REDIRECTS_FILE, parseRedirectsFile } from '../../src/host/redirects-file'
import { cacheControlFor, IMMUTABLE } from '../../src/host/cache-policy'
import { headersForPath, parseHeadersFile, type HeaderRule } from '../../src/host/headers'
import { listFiles } from '../../src/lib/build/list-files'
import { builtRoutes, pageDataPath, readPageData } from './built-routes'

export interface LiveCheckResult {
  /** How many addresses were asked for. */
  requests: number
  /** What differed from the build, one line each, naming the address. */
  problems: string[]
}

interface Answer {
  status: number
  /** The address after any redirects. */
  url: URL
  headers: Headers
  body: string
}

const TITLE = /<title[^>]*>([\s\S]*?)<\/title>/i
/** The post template's chunk: the post whose headers are checked is the sitemap's first. */
const POST_CHUNK = /blog-post/
/** Requests in flight at once: enough to be quick, few enough for any host's rate limits. */
const CONCURRENCY = 6
const TIMEOUT_MS = 20_000

export const titleOf = (html: string): string | undefined => TITLE.exec(html)?.[1].trim()

/** The built HTML file a route is served from. */
function builtPage(publicDir: string, route: string): string {
  const file = route === '/' ? 'index.html' : path.join(decodeURIComponent(route).replace(/^\/|\/$/g, ''), 'index.html')
  return fs.readFileSync(path.join(publicDir, file), 'utf8')
}

async function get(base: URL, urlPath: string, redirect: RequestRedirect = 'follow'): Promise<Answer> {
  const response = await fetch(new URL(urlPath, base), { redirect, signal: AbortSignal.timeout(TIMEOUT_MS) })
  return { status: response.status, url: new URL(response.url), headers: response.headers, body: await response.text() }
}

/** Runs `task` over `items`, at most CONCURRENCY at a time, results in order. */
async function inPool<T, R>(items: readonly T[], task: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array(items.length)
  let next = 0
  const worker = async () => {
    while (next < items.length) {
      const index = next++
      results[index] = await task(items[index])
    }
  }
  await Promise.all(Array.from({ length: Math.min(CONCURRENCY, items.length) }, worker))
  return results
}

/** Each header that `expected` names, as the answer sends it, or what differs from what `source` says. */
export function headerDifferences(
  urlPath: string,
  expected: Record<string, string>,
  actual: Headers,
  source = 'public/_headers',
): string[] {
  return Object.entries(expected).flatMap(([name, value]) => {
    const sent = actual.get(name)
    if (sent === null) return [`${urlPath}: no ${name} header (${source}: ${value})`]
    const normal = (text: string) => text.replace(/\s+/g, ' ').replace(/ ?, ?/g, ', ').trim()
    return normal(sent) === normal(value) ? [] : [`${urlPath}: ${name} is "${sent}", ${source} says "${value}"`]
  })
}

/**
 * What the answer for `urlPath` lacks of its headers in public/_headers and of the Cache-Control of the
 * cache policy, which is checked on its own: the host's default stands in for paths without a rule.
 */
function sentDifferences(urlPath: string, rules: readonly HeaderRule[], actual: Headers): string[] {
  const { 'Cache-Control': _fromFile, ...fromFile } = headersForPath(urlPath, rules)
  return [
    ...headerDifferences(urlPath, fromFile, actual),
    ...headerDifferences(urlPath, { 'Cache-Control': cacheControlFor(urlPath) }, actual, 'the cache policy'),
  ]
}

/**
 * The files whose caching the check asks about: a hashed script, the home page's first stylesheet
 * (or any hashed one), a font, and the home page's page data with the app data beside it. Read by
 * folder (webpack's output at the root, the fonts under static/), which also follows a folder that
 * is a link to another.
 */
export function cacheSamples(publicDir: string): string[] {
  const hashed = fs
    .readdirSync(publicDir)
    .map((name) => `/${name}`)
    .filter((file) => cacheControlFor(file) === IMMUTABLE)
    .sort()
  const script = hashed.find((file) => /^\/app-[^/]+\.js$/.test(file)) ?? hashed.find((file) => file.endsWith('.js'))
  const linked = [...builtPage(publicDir, '/').matchAll(/<link[^>]+href="(\/[^"?#]+\.css)"/g)].map((match) => match[1])
  const stylesheet = linked.find((href) => hashed.includes(href)) ?? hashed.find((file) => file.endsWith('.css'))
  const staticDir = path.join(publicDir, 'static')
  const fonts = fs.existsSync(staticDir)
    ? listFiles(staticDir, '.woff2').map((file) => `/static/${path.relative(staticDir, file).split(path.sep).join('/')}`)
    : []
  const font = fonts.sort()[0]
  const wanted = { 'hashed script': script, 'hashed stylesheet': stylesheet, 'font under /static/': font }
  const missing = Object.entries(wanted).flatMap(([what, file]) => (file === undefined ? [what] : []))
  if (missing.length > 0) throw new Error(`${publicDir}: found no ${missing.join(', no ')} to ask the host for`)
  return [script!, stylesheet!, font!, pageDataPath('/'), '/page-data/app-data.json']
}

export async function checkLive(baseUrl: string, publicDir: string): Promise<LiveCheckResult> {
  const base = new URL(baseUrl)
  const problems: string[] = []
  const rules = parseHeadersFile(fs.readFileSync(path.join(publicDir, '_headers'), 'utf8'))
  const routes = builtRoutes(publicDir)
  const post = routes.find((route) => POST_CHUNK.test(readPageData(publicDir, route).componentChunkName))
  if (!post) throw new Error(`${publicDir}: no post in the sitemap`)
  const headerChecks = new Set(['/', post, '/admin/'])
  const attempt = async (urlPath: string, redirect?: RequestRedirect): Promise<Answer | undefined> => {
    try {
      return await get(base, urlPath, redirect)
    } catch (error) {
      problems.push(`${urlPath}: no answer (${(error as Error).message})`)
      return undefined
    }
  }

  await inPool(routes, async (route) => {
    // At its own address: a host that redirects every page (to add a trailing slash, say) costs each
    // visitor a round trip and moves the address away from the canonical one.
    const answer = await attempt(route, 'manual')
    if (!answer) return
    if (answer.status !== 200) {
      const location = answer.headers.get('location')
      return void problems.push(`${route}: status ${answer.status}${location ? ` to ${location}` : ''}, expected 200`)
    }
    const expected = titleOf(builtPage(publicDir, route))
    const title = titleOf(answer.body)
    if (title !== expected) problems.push(`${route}: title "${title ?? '(none)'}", the build has "${expected}"`)
    if (headerChecks.has(route)) problems.push(...sentDifferences(route, rules, answer.headers))
  })

  // The spec sends unknown paths home: the host serves the site's 404 page (which goes to "/" at
  // once, with JavaScript or without), or redirects there itself.
  const unknown = `/no-such-page-${Date.now().toString(36)}`
  const lost = await attempt(unknown)
  const notFoundPage = fs.readFileSync(path.join(publicDir, '404.html'), 'utf8')
  if (lost) {
    const home = lost.url.pathname === '/' && lost.status === 200
    const sent =
      lost.status === 404 && titleOf(lost.body) === titleOf(notFoundPage) && /http-equiv="refresh" content="0; url=\/"/.test(lost.body)
    if (!home && !sent)
      problems.push(`${unknown}: status ${lost.status} at ${lost.url.pathname}, neither the site's 404 page nor the home page`)
  }

  // Each old address answers its own redirect, straight to its page (the host must not add a hop).
  const redirectsFile = path.join(publicDir, REDIRECTS_FILE)
  const redirects = fs.existsSync(redirectsFile) ? parseRedirectsFile(fs.readFileSync(redirectsFile, 'utf8')) : []
  await inPool(redirects, async ({ from, to, status }) => {
    const answer = await attempt(encodeURI(from), 'manual')
    if (!answer) return
    const location = answer.headers.get('location')
    const reached = location === null ? undefined : sitePath(new URL(location, base).pathname)
    if (answer.status !== status || reached !== to)
      problems.push(
        `${from}: status ${answer.status}${location ? ` to ${location}` : ''}, expected ${status} to ${to} (public/${REDIRECTS_FILE})`,
      )
  })

  const admin = await attempt('/admin/')
  if (admin) {
    const expected = titleOf(fs.readFileSync(path.join(publicDir, 'admin/index.html'), 'utf8'))
    if (admin.status !== 200 || titleOf(admin.body) !== expected)
      problems.push(`/admin/: status ${admin.status}, title "${titleOf(admin.body) ?? '(none)'}"; the build has 200, "${expected}"`)
    problems.push(...sentDifferences('/admin/', rules, admin.headers))
  }

  // The files a returning visitor's browser keeps or asks again: a deploy without the cache policy
  // has every hashed file asked for on each page view.
  const samples = cacheSamples(publicDir)
  await inPool(samples, async (file) => {
    const answer = await attempt(file)
    if (!answer) return
    if (answer.status !== 200) return void problems.push(`${file}: status ${answer.status}, expected 200`)
    problems.push(...sentDifferences(file, rules, answer.headers))
  })

  return { requests: routes.length + redirects.length + 2 + samples.length, problems: problems.sort() }
}
