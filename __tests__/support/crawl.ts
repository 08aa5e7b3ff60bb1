import type { APIRequestContext } from '@playwright/test'

/** No single image the site serves may weigh more than this (the processed sizes are far below). */
export const MAX_IMAGE_BYTES = 250_000

/** Requests in flight at once: one at a time, a crawl of thousands of pages spends most of its time waiting on each answer. */
export const CRAWL_CONCURRENCY = 8

export interface Crawl {
  /** Every internal URL requested. */
  seen: Set<string>
  /** How many of them were HTML pages. */
  pages: number
  /** One line per URL that did not answer 200 or weighs too much, e.g. "404 /missing", sorted. */
  failures: string[]
  /** External links: listed, not fetched. */
  external: Set<string>
}

/**
 * Crawls a built site from / as a visitor's browser would request it: every internal link, image
 * (src and srcset), script, stylesheet, preload and icon must answer 200, and no image may be
 * heavier than MAX_IMAGE_BYTES. `concurrency` requests are in flight at once.
 */
export async function crawlSite(request: Pick<APIRequestContext, 'get'>, origin: string, concurrency = CRAWL_CONCURRENCY): Promise<Crawl> {
  const queue = ['/']
  const seen = new Set(queue)
  const failures: string[] = []
  const external = new Set<string>()
  let pages = 0

  const enqueue = (raw: string, from: string) => {
    const value = raw.trim().replace(/&amp;/g, '&')
    if (!value || value.startsWith('#') || /^(mailto|tel|data|javascript):/i.test(value)) return
    const url = new URL(value, origin + from)
    if (url.origin !== origin) {
      external.add(url.href)
      return
    }
    const path = url.pathname
    if (!seen.has(path)) {
      seen.add(path)
      queue.push(path)
    }
  }

  const visit = async (path: string) => {
    const response = await request.get(origin + path, { maxRedirects: 0 })
    if (response.status() !== 200) {
      failures.push(`${response.status()} ${path}`)
      return
    }
    const type = response.headers()['content-type'] ?? ''
    if (type.startsWith('image/')) {
      const bytes = (await response.body()).length
      if (bytes > MAX_IMAGE_BYTES) failures.push(`${path} weighs ${Math.round(bytes / 1000)} KB, more than ${MAX_IMAGE_BYTES / 1000} KB`)
    }
    if (!type.includes('text/html')) return
    pages++
    const html = await response.text()
    for (const [, value] of html.matchAll(/\s(?:href|src)="([^"]*)"/g)) enqueue(value, path)
    for (const [, list] of html.matchAll(/\ssrc[sS]et="([^"]*)"/g)) {
      for (const candidate of list.split(',')) enqueue(candidate.trim().split(/\s+/)[0], path)
    }
  }

  // Read by position: shifting the queue would move every later URL, for each of a large site's pages.
  let next = 0
  let inFlight = 0
  await new Promise<void>((done, fail) => {
    const fill = () => {
      while (inFlight < Math.max(1, concurrency) && next < queue.length) {
        inFlight++
        visit(queue[next++]).then(() => {
          inFlight--
          if (inFlight === 0 && next === queue.length) done()
          else fill()
        }, fail)
      }
    }
    fill()
  })
  return { seen, pages, failures: failures.sort(), external }
}

/** The external links by host, most linked first: "3 external links to 2 hosts, not fetched: wa.me (2), example.com (1)". */
export function externalSummary(external: ReadonlySet<string>): string {
  if (external.size === 0) return 'no external links'
  const byHost = new Map<string, number>()
  for (const href of external) {
    const host = new URL(href).host
    byHost.set(host, (byHost.get(host) ?? 0) + 1)
  }
  const hosts = [...byHost].sort(([a, m], [b, n]) => n - m || a.localeCompare(b))
  return `${external.size} external link${external.size === 1 ? '' : 's'} to ${hosts.length} host${hosts.length === 1 ? '' : 's'}, not fetched: ${hosts.map(([host, count]) => `${host} (${count})`).join(', ')}`
}
