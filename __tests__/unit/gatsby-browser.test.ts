import { onClientEntry, onRouteUpdate, onPreRouteUpdate, shouldUpdateScroll } from '../../gatsby-browser'
import { RENDER_ALL_CLASS } from '../../src/lib/browser/deferred-sections'
import { APP_DATA, FONTS_AFTER_PAINT, jsonScript } from '../../src/postbuild/markup'
import { prefetchLinksOfPage } from '../../src/lib/browser/prefetch'

jest.mock('../../src/lib/browser/prefetch', () => ({ prefetchLinksOfPage: jest.fn() }))

type RouteUpdateArgs = Parameters<NonNullable<typeof onRouteUpdate>>[0]

const navigateTo = (pathname: string) =>
  onRouteUpdate!({ location: { pathname }, prevLocation: null } as unknown as RouteUpdateArgs, { plugins: [] })

describe('gatsby-browser onRouteUpdate', () => {
  it('watches the links of the page drawn, to load their pages ahead', async () => {
    jest.mocked(prefetchLinksOfPage).mockClear()
    navigateTo('/company/faq')
    await new Promise((resolve) => setTimeout(resolve, 0))
    expect(prefetchLinksOfPage).toHaveBeenCalledTimes(1)
  })

  it('gives <html> the language and direction of the page a client-side navigation reached', () => {
    navigateTo('/ar/company/faq')
    expect(document.documentElement).toHaveAttribute('lang', 'ar')
    expect(document.documentElement).toHaveAttribute('dir', 'rtl')

    navigateTo('/company/faq')
    expect(document.documentElement).toHaveAttribute('lang', 'en')
    expect(document.documentElement).toHaveAttribute('dir', 'ltr')
  })

  it("points the head's feed link at the feed of the edition a client-side navigation reached", () => {
    document.head.innerHTML = '<link rel="alternate" type="application/rss+xml" href="/rss.xml">'
    const feed = () => document.head.querySelector('link[type="application/rss+xml"]')
    navigateTo('/ar/financialblogs/blogs/1')
    expect(feed()).toHaveAttribute('href', '/ar/rss.xml')
    navigateTo('/financialblogs/blogs/1')
    expect(feed()).toHaveAttribute('href', '/rss.xml')
  })
})

describe('gatsby-browser scroll restoration', () => {
  type ScrollArgs = Parameters<NonNullable<typeof shouldUpdateScroll>>[0]
  type RouteArgs = Parameters<NonNullable<typeof onPreRouteUpdate>>[0]
  /** A route update (a link, Back or Forward), or with `firstPage` the first page drawn (no previous route). */
  const restore = (key: string, saved: [number, number] | null = null, firstPage = false) =>
    shouldUpdateScroll!(
      {
        prevRouterProps: firstPage ? undefined : { location: { pathname: '/before', key: 'before' } },
        routerProps: { location: { pathname: '/', key } },
        getSavedScrollPosition: () => saved,
      } as unknown as ScrollArgs,
      {
        plugins: [],
      },
    )
  const leave = (key: string, scrollY: number) => {
    window.scrollY = scrollY
    onPreRouteUpdate!({ location: { pathname: '/next', key: 'next' }, prevLocation: { pathname: '/', key } } as unknown as RouteArgs, {
      plugins: [],
    })
  }

  beforeEach(() => document.documentElement.classList.remove(RENDER_ALL_CLASS))

  it("takes over from the browser's own restoration, which would scroll before the page is drawn", () => {
    window.history.scrollRestoration = 'auto'
    onClientEntry!({} as Parameters<NonNullable<typeof onClientEntry>>[0], { plugins: [] })
    expect(window.history.scrollRestoration).toBe('manual')
  })

  it('returns to where the reader left the entry, whatever scrolling happened on the way, with deferred sections at their real heights', () => {
    leave('home', 4200)
    expect(restore('home', [0, 0])).toEqual([0, 4200])
    expect(document.documentElement).toHaveClass(RENDER_ALL_CLASS)
  })

  it("falls back on Gatsby's record for an entry left before this page was loaded", () => {
    expect(restore('from-before-a-reload', [0, 1300])).toEqual([0, 1300])
  })

  it('starts a new entry at its top or fragment, and leaves the deferral alone for a page shown from its top', () => {
    expect(restore('new')).toBe(true)
    leave('top', 0)
    expect(restore('top')).toEqual([0, 0])
    expect(document.documentElement).not.toHaveClass(RENDER_ALL_CLASS)
  })

  it('leaves the first page drawn where it is once the reader has tapped it, as the tap that makes React hydrate may be under way', () => {
    // jsdom keeps no record of input; a browser's holds the first one.
    Object.assign(performance, { getEntriesByType: () => [] })
    expect(restore('initial', [0, 2000], true)).toEqual([0, 2000])
    let inTap: unknown
    window.addEventListener('mousedown', () => (inTap = restore('initial', [0, 2000], true)), { once: true })
    window.dispatchEvent(new MouseEvent('mousedown'))
    expect(inTap).toBe(false)
    expect(restore('initial', [0, 2000])).toEqual([0, 2000])
  })
})

describe('gatsby-browser and the web font', () => {
  type RouteArgs = Parameters<NonNullable<typeof onPreRouteUpdate>>[0]
  // Each a new history entry, by a key of its own.
  const route = (pathname: string, prevLocation: object | null = { pathname: '/', key: 'start' }) =>
    onPreRouteUpdate!({ location: { pathname, key: pathname }, prevLocation } as unknown as RouteArgs, { plugins: [] })
  const entry = () => onClientEntry!({} as Parameters<NonNullable<typeof onClientEntry>>[0], { plugins: [] })
  const root = document.documentElement
  /** The document's font set: which families are loaded, and which the page asked to load. */
  let loadedFamilies: string[]
  let asked: string[]
  beforeEach(() => {
    ;[loadedFamilies, asked] = [[], []]
    Object.defineProperty(document, 'fonts', {
      configurable: true,
      value: {
        check: (font: string) => loadedFamilies.some((family) => font.includes(`"${family}"`)),
        load: (font: string) => Promise.resolve(asked.push(font)),
      },
    })
  })
  afterEach(() => (document.body.innerHTML = ''))

  it('draws the next built page in its edition’s web font where this document has it loaded, else in the local face while it loads', () => {
    document.body.innerHTML = jsonScript(APP_DATA, { scripts: [], compilationHash: '1', manifest: '/m' })
    root.setAttribute(FONTS_AFTER_PAINT, 'Inter Variable')
    entry()
    // The first render is the page as served: laid out in the local face, it stays in it.
    route('/', null)
    expect(root).toHaveAttribute(FONTS_AFTER_PAINT, 'Inter Variable')
    route('/company/faq')
    expect(root).toHaveAttribute(FONTS_AFTER_PAINT, 'Inter Variable')
    loadedFamilies = ['Inter Variable']
    route('/financialsolutions/services')
    expect(root).not.toHaveAttribute(FONTS_AFTER_PAINT)
    // To the other edition, whose font is not loaded: the local face, and its font asked for.
    route('/ar')
    expect(root).toHaveAttribute(FONTS_AFTER_PAINT, 'Noto Kufi Arabic Variable')
    expect(asked).toContain('1em "Noto Kufi Arabic Variable"')
  })

  it('draws a page that Back returns to in the face it was left in, so that it is laid out as it was', () => {
    document.body.innerHTML = jsonScript(APP_DATA, { scripts: [], compilationHash: '1', manifest: '/m' })
    root.setAttribute(FONTS_AFTER_PAINT, 'Inter Variable')
    entry()
    const at = (pathname: string, key: string) => ({ pathname, key })
    const go = (to: { pathname: string; key: string }, from: { pathname: string; key: string }) =>
      onPreRouteUpdate!({ location: to, prevLocation: from } as unknown as RouteArgs, { plugins: [] })
    loadedFamilies = ['Inter Variable']
    // The first page, left in its local face for a post, which takes the web font.
    go(at('/financialblogs/blogs/1', 'post'), at('/', 'home'))
    expect(root).not.toHaveAttribute(FONTS_AFTER_PAINT)
    // Back to the first page: its local face again; Forward to the post: the web font again.
    go(at('/', 'home'), at('/financialblogs/blogs/1', 'post'))
    expect(root).toHaveAttribute(FONTS_AFTER_PAINT, 'Inter Variable')
    go(at('/financialblogs/blogs/1', 'post'), at('/', 'home'))
    expect(root).not.toHaveAttribute(FONTS_AFTER_PAINT)
  })

  it('lets a page of the development server, which has no loader, take the web font at once and keep it', () => {
    root.setAttribute(FONTS_AFTER_PAINT, 'Inter Variable')
    entry()
    expect(root).not.toHaveAttribute(FONTS_AFTER_PAINT)
    route('/ar')
    expect(root).not.toHaveAttribute(FONTS_AFTER_PAINT)
  })
})
