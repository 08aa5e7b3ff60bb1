import { PREFETCH_BUDGET_BYTES, pageOfLink, prefetchLinksOfPage } from './prefetch'

const link = (href: string, attributes: Record<string, string> = {}) => {
  const a = document.createElement('a')
  a.href = href
  for (const [name, value] of Object.entries(attributes)) a.setAttribute(name, value)
  return a
}

describe('pageOfLink', () => {
  // The document's address, against which links resolve: the home page.
  const here = window.location
  it.each([
    ['/financialsolutions/services', '/financialsolutions/services'],
    ['/ar/company/faq#team', '/ar/company/faq'],
    ['http://localhost/ar', '/ar'],
  ])('leads %s to the page %s', (href, page) => expect(pageOfLink(link(href), here)).toBe(page))

  it.each([['#top'], ['/#about'], ['https://wa.me/971'], ['/rss.xml'], ['/admin/'], ['/static/brochure'], ['mailto:office@example.com']])(
    'leads %s to no page to load ahead',
    (href) => expect(pageOfLink(link(href), here)).toBeUndefined(),
  )

  it('leaves links that open elsewhere or download alone', () => {
    expect(pageOfLink(link('/company/faq', { target: '_blank' }), here)).toBeUndefined()
    expect(pageOfLink(link('/company/faq', { download: '' }), here)).toBeUndefined()
  })
})

describe('prefetchLinksOfPage', () => {
  let seen: (target: Element) => void
  let loads: string[]
  let finish: Array<() => void>
  let transferred: Array<{ startTime: number; transferSize: number }>
  const turns = async () => {
    for (let i = 0; i < 5; i++) await new Promise((resolve) => setTimeout(resolve, 0))
  }
  beforeEach(() => {
    ;[loads, finish, transferred] = [[], [], []]
    Object.assign(window, {
      ___loader: { loadPage: (page: string) => new Promise<void>((resolve) => (loads.push(page), finish.push(resolve))) },
      requestIdleCallback: (task: () => void) => setTimeout(task, 0),
      IntersectionObserver: class {
        constructor(callback: (entries: Array<{ isIntersecting: boolean; target: Element }>) => void) {
          seen = (target) => callback([{ isIntersecting: true, target }])
        }
        observe() {}
        unobserve() {}
        disconnect() {}
      },
    })
    Object.defineProperty(performance, 'getEntriesByType', { configurable: true, value: () => transferred })
    document.body.innerHTML = ['/a', '/b', '/c'].map((href) => `<a href="${href}">${href}</a>`).join('')
  })

  it('loads the pages of links as they come into view, one at a time, one under the pointer first, and stops at the budget', async () => {
    prefetchLinksOfPage()
    await turns()
    const [a, b, c] = document.querySelectorAll('a')
    seen(a)
    seen(b)
    await turns()
    expect(loads).toEqual(['/a'])
    c.dispatchEvent(new Event('pointerover', { bubbles: true }))
    // The page of /a cost the whole budget: nothing more is loaded.
    transferred.push({ startTime: performance.now(), transferSize: PREFETCH_BUDGET_BYTES })
    finish[0]()
    await turns()
    expect(loads).toEqual(['/a'])
    // The next page starts a budget of its own, and does not load what its links already led to twice.
    prefetchLinksOfPage()
    transferred.length = 0
    await turns()
    seen(c)
    seen(b)
    await turns()
    finish[1]?.()
    await turns()
    expect(loads).toEqual(['/a', '/c', '/b'])
  })

  it('loads nothing ahead on a connection that asks to save data', async () => {
    Object.defineProperty(navigator, 'connection', { configurable: true, value: { saveData: true } })
    prefetchLinksOfPage()
    await turns()
    seen(document.querySelector('a')!)
    await turns()
    expect(loads).toEqual([])
    Object.defineProperty(navigator, 'connection', { configurable: true, value: undefined })
  })
})
