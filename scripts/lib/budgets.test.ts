/** @jest-environment node */
import {
  BUDGETS,
  CATEGORY_BUDGETS,
  figuresFromResult,
  routePerTemplate,
  lhciAssertions,
  markdownReport,
  medianFigures,
  misses,
  sitemapRoutes,
  type Figures,
} from './budgets'

const GOOD: Figures = {
  performance: 100,
  fcpMs: 700,
  lcpMs: 900,
  tbtMs: 40,
  cls: 0,
  jsKB: 80,
  totalKB: 210,
  accessibility: 100,
  bestPractices: 100,
  seo: 100,
}

describe('speed budgets', () => {
  it('reads the routes of the built sitemap, each once, as paths', () => {
    const xml = '<urlset><url><loc>https://example.com/</loc></url><url><loc>https://example.com/ar/company/faq</loc></url></urlset>'
    expect(sitemapRoutes([xml, xml])).toEqual(['/', '/ar/company/faq'])
  })

  it('finds each figure over its budget and none within', () => {
    expect(misses(GOOD)).toEqual([])
    const over = misses({ ...GOOD, performance: 98, lcpMs: 1201, cls: 0.001, jsKB: 100.1, seo: 92 }).map((budget) => budget.figure)
    expect(over).toEqual(['performance', 'lcpMs', 'cls', 'jsKB', 'seo'])
  })

  it('gives Lighthouse CI the same budgets, on the median of the runs', () => {
    const assertions = lhciAssertions()
    expect(Object.keys(assertions)).toHaveLength(BUDGETS.length)
    expect(assertions['largest-contentful-paint']).toEqual(['error', { maxNumericValue: 1200, aggregationMethod: 'median' }])
    expect(assertions['resource-summary:script:size']).toEqual(['error', { maxNumericValue: 102400, aggregationMethod: 'median' }])
    expect(assertions['categories:seo']).toEqual(['error', { minScore: 1, aggregationMethod: 'median' }])
  })

  it('reads the figures of a Lighthouse result, bytes from its requests', () => {
    const figures = figuresFromResult({
      requestedUrl: 'http://127.0.0.1/',
      categories: { performance: { score: 0.99 }, accessibility: { score: 1 }, 'best-practices': { score: 1 }, seo: { score: 1 } },
      audits: {
        'first-contentful-paint': { numericValue: 801.4 },
        'largest-contentful-paint': { numericValue: 1000.6 },
        'total-blocking-time': { numericValue: 20 },
        'cumulative-layout-shift': { numericValue: 0 },
        'network-requests': {
          details: {
            items: [
              { resourceType: 'Document', transferSize: 10240 },
              { resourceType: 'Script', transferSize: 20480 },
            ],
          },
        },
      },
    })
    expect(figures).toEqual({ ...GOOD, performance: 99, fcpMs: 801, lcpMs: 1001, tbtMs: 20, jsKB: 20, totalKB: 30 })
  })

  it('reports the median of each figure and marks a miss in the table', () => {
    const median = medianFigures([GOOD, { ...GOOD, lcpMs: 1300 }, { ...GOOD, lcpMs: 1250 }])
    expect(median.lcpMs).toBe(1250)
    const table = markdownReport([{ route: '/', runs: 3, median, misses: misses(median).map((budget) => budget.figure) }], 'context')
    expect(table).toContain('| `/` | 100 | 700 | **1250 ✗** |')
    expect(table).toContain('1 route over a budget')
  })

  it('checks the timing-free categories on one route of each kind of page and edition', () => {
    expect(CATEGORY_BUDGETS.map((budget) => budget.figure)).toEqual(['accessibility', 'bestPractices', 'seo'])
    const routes = [
      '/',
      '/ar',
      '/financialblogs/blogs',
      '/financialblogs/blogs/1',
      '/financialblogs/blogs/2',
      '/ar/financialblogs/blogs/1',
      '/company/faq',
      '/company/team',
    ]
    expect(routePerTemplate(routes)).toEqual([
      '/',
      '/ar',
      '/financialblogs/blogs',
      '/financialblogs/blogs/1',
      '/ar/financialblogs/blogs/1',
      '/company/faq',
    ])
  })
})
