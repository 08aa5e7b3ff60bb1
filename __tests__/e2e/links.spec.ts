import { expect, test } from './fixtures'

/** Pages a visitor must be able to reach by following links from the home page. */
const MUST_BE_LINKED = [
  '/financialsolutions/mission',
  '/financialsolutions/services',
  '/financialsolutions/services/detail',
  ...['1', '2', 'detail'].map((slug) => `/financialsolutions/portfolio/${slug}`),
  ...['detail', '1', '2', '3', '4', '5'].map((slug) => `/financialblogs/blogs/${slug}`),
  ...['about', 'faq', 'gallery', 'icons', 'testimonials', 'why-choose-us', 'pricing', 'team', 'contact'].map((slug) => `/company/${slug}`),
]

/** No single image the site serves may weigh more than this (the processed sizes are far below). */
const MAX_IMAGE_BYTES = 250_000

/**
 * Crawls the built site from / as a visitor's browser would request it: every internal link, image
 * (src and srcset), script, stylesheet, preload and icon must answer 200, and no image may be
 * heavier than MAX_IMAGE_BYTES. External links are listed, not fetched.
 */
test('every internal link and asset on the site resolves', async ({ request, baseURL }) => {
  test.setTimeout(120_000)
  const origin = new URL(baseURL!).origin
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

  while (queue.length > 0) {
    const path = queue.shift()!
    const response = await request.get(path, { maxRedirects: 0 })
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

  console.log(`crawled ${seen.size} URLs (${pages} pages); external links, not fetched: ${[...external].sort().join(', ') || 'none'}`)
  expect(failures).toEqual([])
  expect(MUST_BE_LINKED.filter((path) => !seen.has(path))).toEqual([])
})
