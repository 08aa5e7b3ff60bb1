import { crawlSite, externalSummary } from '../support/crawl'

/** A site of `count` pages, each linking to the next three and to one outside page; it records the requests in flight. */
function fakeSite(count: number) {
  let inFlight = 0
  let most = 0
  const page = (n: number) =>
    [1, 2, 3].map((step) => `<a href="/p${n + step}">next</a>`).join('') + `<a href="https://wa.me/${n % 2}">chat</a>`
  const get = async (url: string) => {
    inFlight++
    most = Math.max(most, inFlight)
    await new Promise((resolve) => setTimeout(resolve, 1))
    inFlight--
    const n = url.endsWith('/') ? 0 : Number(/\/p(\d+)$/.exec(url)?.[1])
    const found = n < count
    return {
      status: () => (found ? 200 : 404),
      headers: () => ({ 'content-type': 'text/html' }),
      body: async () => Buffer.from(''),
      text: async () => page(n),
    }
  }
  return { request: { get } as never, most: () => most }
}

describe('the crawl', () => {
  it('requests several URLs at once and still finds every page and every failure', async () => {
    const site = fakeSite(40)
    const crawl = await crawlSite(site.request, 'http://127.0.0.1:9', 8)
    expect(crawl.pages).toBe(40)
    expect(crawl.failures).toEqual(['404 /p40', '404 /p41', '404 /p42'])
    expect(site.most()).toBeGreaterThan(1)
    expect(site.most()).toBeLessThanOrEqual(8)
  })

  it('summarises external links by host rather than listing each', () => {
    expect(externalSummary(new Set())).toBe('no external links')
    expect(
      externalSummary(
        new Set(['https://wa.me/1?text=a', 'https://wa.me/2', 'https://www.example.com/a', 'https://www.example.com/b', 'https://x.org/']),
      ),
    ).toBe('5 external links to 3 hosts, not fetched: wa.me (2), www.example.com (2), x.org (1)')
  })
})
