/** @jest-environment node */
import {
  BUDGETS,
  byteMisses,
  categoryFailures,
  figuresFromResult,
  lhciAssertions,
  floorRatios,
  interactionReport,
  markdownReport,
  medianFigures,
  misses,
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

  it("gives each route's FCP and LCP as multiples of the floor's first paint, marking those above the target", () => {
    const floor = { fcpMs: 800, lcpMs: 850 }
    expect(floorRatios({ fcpMs: 880, lcpMs: 1000 }, floor)).toEqual({ fcp: 1.1, lcp: 1.25 })
    const table = markdownReport([{ route: '/', runs: 1, median: { ...GOOD, fcpMs: 880, lcpMs: 1000 }, misses: [] }], 'context', floor)
    expect(table).toContain('FCP 800 ms, LCP 850 ms')
    expect(table).toContain('| LCP ×floor ≤ 1.1 |')
    expect(table).toMatch(/\| 1\.10 \| \*\*1\.25 ✗\*\* \|$/m)
    // Without a floor, the table is the figures alone.
    expect(markdownReport([{ route: '/', runs: 1, median: GOOD, misses: [] }], 'context')).not.toContain('floor')
  })

  it("puts other sites' builds after the site's routes, marked against the same budgets but not counted as the site's misses", () => {
    const slow = { ...GOOD, tbtMs: 700 }
    const table = markdownReport(
      [
        { route: '/', runs: 1, median: GOOD, misses: [] },
        { route: '/', site: 'lumen', runs: 1, median: slow, misses: misses(slow).map((budget) => budget.figure) },
      ],
      'context',
    )
    expect(table).toContain('1 routes, median of each figure over the runs; every route within its budgets; then 1 of other sites')
    expect(table).toContain('| lumen `/` | 100 | 700 | 900 | **700 ✗** |')
  })

  it('reports each link followed with its runs and how many routed in place, and the requests of each repeat view', () => {
    const text = interactionReport(
      [
        { from: '/', to: '/blog/1', medianMs: 420, runs: [400, 420, 900].map((ms) => ({ ms, sameDocument: true })) },
        { site: 'lumen', from: '/', to: '/posts/a', medianMs: 1500, runs: [{ ms: 1500, sameDocument: false }] },
      ],
      [
        { route: '/', requests: ['/', '/page-data/index/page-data.json'], hashed: [] },
        { site: 'other', route: '/', requests: ['/', '/app-0123456789abcdef0123.js'], hashed: ['/app-0123456789abcdef0123.js'] },
      ],
      'the phone',
    )
    expect(text).toContain("to the first frame that draws the next page's heading; the phone.")
    expect(text).toContain('| `/` | `/blog/1` | 420 | 400, 420, 900 | 3/3 |')
    expect(text).toContain('| lumen `/` | `/posts/a` | 1500 | 1500 | 0/1 |')
    expect(text).toContain('| `/` | 2 | 0 |')
    expect(text).toContain('| other `/` | 2 | **1**: `/app-0123456789abcdef0123.js` |')
    expect(interactionReport([], [], 'the phone')).toBe('')
  })

  it('names the route and the figure of each byte budget missed', () => {
    expect(byteMisses('/company/faq', { jsKB: 100, totalKB: 400 })).toEqual([])
    expect(byteMisses('/ar/company/faq', { jsKB: 296.4, totalKB: 400.1 })).toEqual([
      '/ar/company/faq: JavaScript 296.4 KB, budget ≤ 100 KB',
      '/ar/company/faq: first load 400.1 KB, budget ≤ 400 KB',
    ])
  })

  it('holds the home page of each edition to its own JavaScript budget', () => {
    expect(byteMisses('/', { jsKB: 80, totalKB: 200 })).toEqual([])
    expect(byteMisses('/', { jsKB: 80.1, totalKB: 200 })).toEqual(['/: JavaScript 80.1 KB, budget ≤ 80 KB'])
    expect(byteMisses('/ar', { jsKB: 81.5, totalKB: 200 })).toEqual(['/ar: JavaScript 81.5 KB, budget ≤ 80 KB'])
    expect(byteMisses('/company', { jsKB: 81.5, totalKB: 200 })).toEqual([])
  })

  it('names the audits behind a category below 100, and nothing for one at 100', () => {
    const lhr = {
      requestedUrl: 'http://127.0.0.1/',
      categories: {
        accessibility: {
          title: 'Accessibility',
          score: 0.93,
          auditRefs: [
            { id: 'image-alt', weight: 10 },
            { id: 'color-contrast', weight: 7 },
            { id: 'skip-link', weight: 0 },
            { id: 'tabindex', weight: 7 },
          ],
        },
        'best-practices': { title: 'Best Practices', score: null, auditRefs: [{ id: 'errors-in-console', weight: 1 }] },
        seo: { title: 'SEO', score: 1, auditRefs: [{ id: 'document-title', weight: 1 }] },
      },
      audits: {
        'image-alt': { score: 0, title: 'Image elements do not have `[alt]` attributes' },
        'color-contrast': { score: 1, title: 'Contrast' },
        'skip-link': { score: 0, title: 'Skip link (informative)' },
        tabindex: { score: null, title: 'Not applicable' },
        'errors-in-console': {
          score: null,
          scoreDisplayMode: 'error',
          errorMessage: 'Protocol timeout',
          title: 'No errors in the console',
        },
        'document-title': { score: 1, title: 'Title' },
      },
    }
    expect(categoryFailures(lhr, ['accessibility', 'best-practices', 'seo'])).toEqual([
      { category: 'Accessibility', score: 93, audits: [{ id: 'image-alt', title: 'Image elements do not have `[alt]` attributes' }] },
      {
        category: 'Best Practices',
        score: 0,
        audits: [{ id: 'errors-in-console', title: 'No errors in the console', error: 'Protocol timeout' }],
      },
    ])
  })
})
