/** @jest-environment node */
import { pageDataPath, routePerKind, routePerKindAcrossEditions, sitemapRoutes } from './built-routes'

describe('built routes', () => {
  it('reads the routes of the sitemap files, each once, as paths', () => {
    const xml = '<urlset><url><loc>https://example.com/</loc></url><url><loc> https://example.com/ar/company/faq </loc></url></urlset>'
    expect(sitemapRoutes([xml, xml])).toEqual(['/', '/ar/company/faq'])
  })

  it('finds the page data Gatsby wrote for a route', () => {
    expect(pageDataPath('/')).toBe('/page-data/index/page-data.json')
    expect(pageDataPath('/ar')).toBe('/page-data/ar/page-data.json')
    expect(pageDataPath('/company/faq/')).toBe('/page-data/company/faq/page-data.json')
    expect(pageDataPath('/ar/financialblogs/tags/%D8%A7%D9%84%D8%AF%D9%8A%D9%88%D9%86')).toBe(
      '/page-data/ar/financialblogs/tags/الديون/page-data.json',
    )
  })

  it('takes the first route of each kind of page', () => {
    const kind = (route: string) => `${route.startsWith('/ar') ? 'ar' : 'en'} ${route.includes('blogs') ? 'listing' : 'page'}`
    const routes = ['/', '/company/faq', '/financialblogs/blogs', '/financialblogs/blogs/2', '/ar', '/ar/financialblogs/blogs/2']
    expect(routePerKind(routes, kind)).toEqual(['/', '/financialblogs/blogs', '/ar', '/ar/financialblogs/blogs/2'])
  })

  it('takes one route of each kind, the editions taking turns', () => {
    const kind = (route: string) => (route.includes('blogs') ? 'listing' : route.includes('faq') ? 'faq' : 'home')
    const edition = (route: string) => (route.startsWith('/ar') ? 'ar' : 'en')
    const routes = ['/', '/financialblogs/blogs', '/company/faq', '/ar', '/ar/financialblogs/blogs']
    // home in English, the listing in Arabic, the FAQ (which has no Arabic route here) in English.
    expect(routePerKindAcrossEditions(routes, kind, edition, ['en', 'ar'])).toEqual(['/', '/ar/financialblogs/blogs', '/company/faq'])
  })
})
