import { bannerForRoute } from './banner'

const banners = [
  { route: '/financialsolutions/*', name: 'solutions' },
  { route: '/financialsolutions/services', name: 'services' },
  { route: '/financialsolutions/portfolio/*', name: 'portfolio' },
  { route: '/financialblogs/*', name: 'blog' },
]

describe('bannerForRoute', () => {
  it('prefers an exact route mapping', () => {
    expect(bannerForRoute('/financialsolutions/services', banners)?.name).toBe('services')
  })

  it('ignores a trailing slash', () => {
    expect(bannerForRoute('/financialsolutions/services/', banners)?.name).toBe('services')
  })

  it('falls back to the longest matching prefix', () => {
    expect(bannerForRoute('/financialsolutions/portfolio/2', banners)?.name).toBe('portfolio')
    expect(bannerForRoute('/financialsolutions/services/detail', banners)?.name).toBe('solutions')
    expect(bannerForRoute('/financialblogs/blogs/5', banners)?.name).toBe('blog')
  })

  it('gives no banner to a route without a mapping', () => {
    expect(bannerForRoute('/company/faq', banners)).toBeUndefined()
    expect(bannerForRoute('/', banners)).toBeUndefined()
    expect(bannerForRoute('/financialsolutionsx', banners)).toBeUndefined()
  })
})
