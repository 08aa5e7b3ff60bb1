import { onRouteUpdate } from '../../gatsby-browser'

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
