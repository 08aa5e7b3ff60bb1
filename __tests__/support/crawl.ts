import type { APIRequestContext } from '@playwright/test'

/** No single image the site serves may weigh more than this (the processed sizes are far below). */
export const MAX_IMAGE_BYTES = 250_000

export interface Crawl {
  /** Every internal URL requested. */
  seen: Set<string>
  /** How many of them were HTML pages. */
  pages: number
  /** One line per URL that did not answer 200 or weighs too much, e.g. "404 /missing". */
  failures: string[]
  /** External links: listed, not fetched. */
  external: Set<string>
}

/**
 * Crawls a built site from / as a visitor's browser would request it: every internal link, image
 * (src and srcset), script, stylesheet, preload and icon must answer 200, and no image may be
 * heavier than MAX_IMAGE_BYTES.
 */
export async function crawlSite(request: APIRequestContext, origin: string): Promise<Crawl> {
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

  // Read by position: shifting the queue would move every later URL, for each of a large site's pages.
  for (let next = 0; next < queue.length; next++) {
    const path = queue[next]
    const response = await request.get(origin + path, { maxRedirects: 0 })
    if (response.status() !== 200) {
      failures.push(`${response.status()} ${path}`)
      continue
    }
    const type = response.headers()['content-type'] ?? ''
    if (type.startsWith('image/')) {
      const bytes = (await response.body()).length
      if (bytes > MAX_IMAGE_BYTES) failures.push(`${path} weighs ${Math.round(bytes / 1000)} KB, more than ${MAX_IMAGE_BYTES / 1000} KB`)
    }
    if (!type.includes('text/html')) continue
    pages++
    const html = await response.text()
    for (const [, value] of html.matchAll(/\s(?:href|src)="([^"]*)"/g)) enqueue(value, path)
    for (const [, list] of html.matchAll(/\ssrc[sS]et="([^"]*)"/g)) {
      for (const candidate of list.split(',')) enqueue(candidate.trim().split(/\s+/)[0], path)
    }
  }
  return { seen, pages, failures, external }
}
