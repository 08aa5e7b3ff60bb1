import { onClientEntry, onRouteUpdate, onPreRouteUpdate, shouldUpdateScroll } from '../../gatsby-browser'
import { renderHook } from '@testing-library/react'
import { RENDER_ALL_CLASS, useFirstScreenOnly } from '../../src/lib/browser/deferred-sections'

type RouteUpdateArgs = Parameters<NonNullable<typeof onRouteUpdate>>[0]

const navigateTo = (pathname: string) =>
  onRouteUpdate!({ location: { pathname }, prevLocation: null } as unknown as RouteUpdateArgs, { plugins: [] })

describe('gatsby-browser onRouteUpdate', () => {
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

describe('gatsby-browser first screen first', () => {
  type RouteArgs = Parameters<NonNullable<typeof onPreRouteUpdate>>[0]
  /** Whether the page drawn after this route update renders its first screen alone at first. */
  const firstScreenOnly = (location: object, prevLocation: object | null) => {
    onPreRouteUpdate!({ location: { pathname: '/', ...location }, prevLocation } as unknown as RouteArgs, { plugins: [] })
    return renderHook(() => useFirstScreenOnly()).result.current
  }
  const before = { pathname: '/financialblogs/blogs/1' }

  it('draws a new entry reached by a link at its top first screen first', () => {
    expect(firstScreenOnly({ action: 'PUSH', hash: '' }, before)).toBe(true)
  })

  it('draws whole the page as served, even where the router replaced its address first, a fragment and a page Back returns to', () => {
    expect(firstScreenOnly({ action: 'PUSH', hash: '' }, null)).toBe(false)
    expect(firstScreenOnly({ action: 'PUSH', hash: '#services' }, before)).toBe(false)
    expect(firstScreenOnly({ action: 'POP', hash: '' }, before)).toBe(false)
  })
})
