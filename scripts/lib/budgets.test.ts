/** @jest-environment node */
import { budgetMisses, failsWhenTimingIsAdvisory, formatMiss, sitemapRoutes, worthRemeasuring } from './budgets'
import type { Figures, RouteFigures } from './lighthouse-run'

const GOOD: Figures = {
  performance: 100,
  accessibility: 100,
  bestPractices: 100,
  seo: 100,
  lcpMs: 900,
  cls: 0,
  tbtMs: 40,
  totalKB: 210,
  jsKB: 80,
}

const result = (route: string, figures: Partial<Figures>): RouteFigures => {
  const median = { ...GOOD, ...figures }
  return {
    route,
    url: `http://127.0.0.1${route}`,
    runs: 3,
    median,
    samples: Object.fromEntries(Object.entries(median).map(([k, v]) => [k, [v, v, v]])) as RouteFigures['samples'],
    lighthouseVersion: '12',
    warnings: [],
    benchmarkIndex: [1500, 1500, 1500],
    cpuSlowdown: [2, 2, 2],
    atDefaultSlowdown: {
      median: { performance: median.performance, lcpMs: median.lcpMs, tbtMs: median.tbtMs * 3 },
      samples: { performance: [median.performance], lcpMs: [median.lcpMs], tbtMs: [median.tbtMs * 3] },
    },
  }
}

describe('budgets', () => {
  it('measures every route of the sitemap, once each, in its order', () => {
    const sitemap = (...paths: string[]) =>
      `<?xml version="1.0" encoding="UTF-8"?><urlset>${paths.map((p) => `<url><loc>https://www.example.ae${p}</loc></url>`).join('')}</urlset>`
    expect(
      sitemapRoutes([sitemap('/', '/company/faq', '/financialblogs/blogs/5'), sitemap('/company/faq', '/financialblogs/tags')]),
    ).toEqual(['/', '/company/faq', '/financialblogs/blogs/5', '/financialblogs/tags'])
  })

  it('passes figures inside every budget, limits included', () => {
    expect(budgetMisses(result('/', { performance: 99, lcpMs: 1200, tbtMs: 100, cls: 0, jsKB: 100, totalKB: 400 }))).toEqual([])
  })

  it('names each miss with its figure and budget side by side', () => {
    const misses = budgetMisses(result('/', { performance: 98, lcpMs: 1250, tbtMs: 112, cls: 0.001, jsKB: 100.5, totalKB: 401 }))
    expect(misses.map(formatMiss)).toEqual([
      '/ Performance: 98, budget ≥ 99',
      '/ LCP: 1250 ms, budget ≤ 1200 ms',
      '/ CLS: 0.001, budget ≤ 0',
      '/ TBT: 112 ms, budget ≤ 100 ms',
      '/ JavaScript: 100.5 KB, budget ≤ 100 KB',
      '/ Transferred: 401 KB, budget ≤ 400 KB',
    ])
  })

  it('holds the byte budgets on every route', () => {
    expect(budgetMisses(result('/financialblogs/blogs/5', { jsKB: 300, totalKB: 900 })).map(formatMiss)).toEqual([
      '/financialblogs/blogs/5 JavaScript: 300 KB, budget ≤ 100 KB',
      '/financialblogs/blogs/5 Transferred: 900 KB, budget ≤ 400 KB',
    ])
  })

  it('re-measures only when every miss is on a noisy timing budget', () => {
    expect(worthRemeasuring(budgetMisses(result('/', { tbtMs: 300, performance: 90, lcpMs: 1400 })))).toBe(true)
    expect(worthRemeasuring(budgetMisses(result('/', { tbtMs: 300, cls: 0.05 })))).toBe(false)
    expect(worthRemeasuring(budgetMisses(result('/', { accessibility: 97 })))).toBe(false)
    expect(worthRemeasuring([])).toBe(false)
  })

  it('once the spare re-measurements are spent, re-measures only while a timing miss is beyond its advisory limit', () => {
    const noisy = result('/', { tbtMs: 240, performance: 96, lcpMs: 1400 })
    expect(worthRemeasuring(budgetMisses(noisy), [noisy], true)).toBe(false)
    expect(worthRemeasuring(budgetMisses(noisy), [noisy], false)).toBe(true)
    const slow = result('/', { lcpMs: 1600 })
    expect(worthRemeasuring(budgetMisses(slow), [slow], true)).toBe(true)
    const slowThenFast = [slow, result('/', { lcpMs: 1450 })]
    expect(worthRemeasuring(budgetMisses(slowThenFast[1]), slowThenFast, true)).toBe(false)
    const blocking = result('/', { tbtMs: 260 })
    expect(worthRemeasuring(budgetMisses(blocking), [blocking], true)).toBe(true)
    const blocked = result('/', { tbtMs: 600, cls: 0.05 })
    expect(worthRemeasuring(budgetMisses(blocked), [blocked], true)).toBe(false)
  })

  describe('with timing advisory (BUDGETS_TIMING=advisory)', () => {
    const route = '/financialblogs/blogs/5'
    const missesOf = (figures: Partial<Figures>) => budgetMisses(result(route, figures))

    it('lets timing misses within the noise band pass', () => {
      const attempts = [
        result(route, { tbtMs: 240, performance: 95, lcpMs: 1450 }),
        result(route, { tbtMs: 180, performance: 97, lcpMs: 1500 }),
      ]
      const last = missesOf({ tbtMs: 180, performance: 97, lcpMs: 1500 })
      expect(last).toHaveLength(3)
      expect(last.filter((miss) => failsWhenTimingIsAdvisory(miss, attempts))).toEqual([])
    })

    it('fails a timing regression beyond the noise band on every attempt, judged on the best one', () => {
      const attempts = [
        result(route, { tbtMs: 640, performance: 80, lcpMs: 2600 }),
        result(route, { tbtMs: 510, performance: 84, lcpMs: 1510 }),
        result(route, { tbtMs: 520, performance: 82, lcpMs: 2300 }),
      ]
      const last = missesOf({ tbtMs: 520, performance: 82, lcpMs: 2300 })
      expect(last.filter((miss) => failsWhenTimingIsAdvisory(miss, attempts)).map(formatMiss)).toEqual([
        `${route} Performance: 82, budget ≥ 99`,
        `${route} LCP: 2300 ms, budget ≤ 1200 ms`,
        `${route} TBT: 520 ms, budget ≤ 100 ms`,
      ])
      const oneQuietAttempt = [...attempts, result(route, { tbtMs: 240, performance: 95, lcpMs: 1400 })]
      expect(last.filter((miss) => failsWhenTimingIsAdvisory(miss, oneQuietAttempt))).toEqual([])
    })

    it('keeps every other budget strict', () => {
      const misses = missesOf({ cls: 0.05, accessibility: 98 })
      expect(misses.every((miss) => failsWhenTimingIsAdvisory(miss, [result(route, { cls: 0.05, accessibility: 98 })]))).toBe(true)
    })
  })
})
