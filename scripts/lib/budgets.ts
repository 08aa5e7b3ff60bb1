/**
 * The speed budgets every route is held to (README, "Speed"), the figures read from a Lighthouse
 * result, and the report of a benchmark. Pure: scripts/bench-speed.ts does the measuring.
 */

/** The figures of one Lighthouse run. Scores are 0-100; sizes are transferred (compressed) KB of 1,024 bytes. */
export const FIGURES = [
  { key: 'performance', label: 'Performance', unit: '' },
  { key: 'fcpMs', label: 'FCP', unit: 'ms' },
  { key: 'lcpMs', label: 'LCP', unit: 'ms' },
  { key: 'tbtMs', label: 'TBT', unit: 'ms' },
  { key: 'cls', label: 'CLS', unit: '' },
  { key: 'jsKB', label: 'JS', unit: 'KB' },
  { key: 'totalKB', label: 'Total', unit: 'KB' },
  { key: 'accessibility', label: 'A11y', unit: '' },
  { key: 'bestPractices', label: 'BP', unit: '' },
  { key: 'seo', label: 'SEO', unit: '' },
] as const

export type FigureKey = (typeof FIGURES)[number]['key']
export type Figures = Record<FigureKey, number>

export interface Budget {
  figure: FigureKey
  kind: 'min' | 'max'
  limit: number
  /** The same budget as a Lighthouse CI assertion: the audit or category, and its option. */
  assertion: [string, { minScore: number } | { maxNumericValue: number }]
}

const KB = 1024

export const BUDGETS: readonly Budget[] = [
  { figure: 'performance', kind: 'min', limit: 99, assertion: ['categories:performance', { minScore: 0.99 }] },
  { figure: 'lcpMs', kind: 'max', limit: 1200, assertion: ['largest-contentful-paint', { maxNumericValue: 1200 }] },
  { figure: 'tbtMs', kind: 'max', limit: 100, assertion: ['total-blocking-time', { maxNumericValue: 100 }] },
  { figure: 'cls', kind: 'max', limit: 0, assertion: ['cumulative-layout-shift', { maxNumericValue: 0 }] },
  { figure: 'jsKB', kind: 'max', limit: 100, assertion: ['resource-summary:script:size', { maxNumericValue: 100 * KB }] },
  { figure: 'totalKB', kind: 'max', limit: 400, assertion: ['resource-summary:total:size', { maxNumericValue: 400 * KB }] },
  { figure: 'accessibility', kind: 'min', limit: 100, assertion: ['categories:accessibility', { minScore: 1 }] },
  { figure: 'bestPractices', kind: 'min', limit: 100, assertion: ['categories:best-practices', { minScore: 1 }] },
  { figure: 'seo', kind: 'min', limit: 100, assertion: ['categories:seo', { minScore: 1 }] },
]

/** The budgets as Lighthouse CI's `assert.assertions`, each on the median of a route's runs. */
export function lhciAssertions(budgets: readonly Budget[] = BUDGETS): Record<string, [string, object]> {
  return Object.fromEntries(budgets.map(({ assertion: [id, option] }) => [id, ['error', { ...option, aggregationMethod: 'median' }]]))
}

/**
 * The routes to measure: every page of the built sitemap, as paths ("/", "/company/faq"), in its
 * order. `sitemaps` are the texts of the sitemap files (gatsby-plugin-sitemap's sitemap-0.xml, …).
 */
export function sitemapRoutes(sitemaps: readonly string[]): string[] {
  const locs = sitemaps.flatMap((xml) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1].trim()).pathname))
  return [...new Set(locs)]
}

/** The parts of a Lighthouse result the figures come from. */
export interface LighthouseResult {
  requestedUrl: string
  environment?: { benchmarkIndex?: number }
  categories: Record<string, { score: number | null } | undefined>
  audits: Record<
    string,
    { numericValue?: number; details?: { items?: Array<{ resourceType?: string; transferSize?: number }> } } | undefined
  >
}

const round = (value: number, digits: number) => Math.round(value * 10 ** digits) / 10 ** digits

export function figuresFromResult(lhr: LighthouseResult): Figures {
  const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100)
  const numeric = (id: string) => lhr.audits[id]?.numericValue ?? NaN
  let totalBytes = 0
  let jsBytes = 0
  for (const item of lhr.audits['network-requests']?.details?.items ?? []) {
    totalBytes += item.transferSize ?? 0
    if (item.resourceType === 'Script') jsBytes += item.transferSize ?? 0
  }
  return {
    performance: score('performance'),
    fcpMs: Math.round(numeric('first-contentful-paint')),
    lcpMs: Math.round(numeric('largest-contentful-paint')),
    tbtMs: Math.round(numeric('total-blocking-time')),
    cls: round(numeric('cumulative-layout-shift'), 3),
    jsKB: round(jsBytes / KB, 1),
    totalKB: round(totalBytes / KB, 1),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
  }
}

export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
}

/** A route's figures: the median of each over its runs. */
export function medianFigures(runs: readonly Figures[]): Figures {
  return Object.fromEntries(FIGURES.map(({ key }) => [key, median(runs.map((run) => run[key]))])) as Figures
}

export function misses(figures: Figures, budgets: readonly Budget[] = BUDGETS): Budget[] {
  return budgets.filter(({ figure, kind, limit }) => (kind === 'min' ? figures[figure] < limit : figures[figure] > limit))
}

export interface RouteReport {
  route: string
  runs: number
  median: Figures
  misses: FigureKey[]
}

/** The benchmark's Markdown table: a route a row, each figure beside its budget, misses in bold with a ✗. */
export function markdownReport(routes: readonly RouteReport[], context: string): string {
  const budgetOf = (key: FigureKey) => BUDGETS.find((budget) => budget.figure === key)
  const head = FIGURES.map(({ key, label, unit }) => {
    const budget = budgetOf(key)
    return `${label}${unit ? ` (${unit})` : ''}${budget ? ` ${budget.kind === 'min' ? '≥' : '≤'} ${budget.limit}` : ''}`
  })
  const rows = routes.map(({ route, median: figures, misses: missed }) => {
    const cells = FIGURES.map(({ key }) => (missed.includes(key) ? `**${figures[key]} ✗**` : String(figures[key])))
    return `| \`${route}\` | ${cells.join(' | ')} |`
  })
  const missing = routes.filter((route) => route.misses.length > 0).length
  return [
    `# Speed benchmark`,
    '',
    context,
    '',
    `${routes.length} routes, median of each figure over the runs; ${missing === 0 ? 'every route within its budgets' : `${missing} route${missing === 1 ? '' : 's'} over a budget (✗)`}.`,
    '',
    `| route | ${head.join(' | ')} |`,
    `| --- |${' --- |'.repeat(FIGURES.length)}`,
    ...rows,
    '',
  ].join('\n')
}

/** The budgets that do not depend on timing: Lighthouse's Accessibility, Best Practices and SEO. */
export const CATEGORY_BUDGETS = BUDGETS.filter(({ assertion: [id] }) => id.startsWith('categories:') && id !== 'categories:performance')

/**
 * One route of each kind of page in each edition: the first route with the same edition, depth and
 * first path segment (a listing and its entries differ in depth, so each counts).
 */
export function routePerTemplate(routes: readonly string[]): string[] {
  const seen = new Set<string>()
  return routes.filter((route) => {
    const segments = route.split('/').filter(Boolean)
    const edition = segments[0] === 'ar' ? segments.shift() : ''
    const kind = `${edition}|${segments.length}|${segments[0] ?? ''}`
    if (seen.has(kind)) return false
    seen.add(kind)
    return true
  })
}
