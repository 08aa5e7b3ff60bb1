/**
 * The speed budgets every route is held to (docs/performance.md), the figures read from a Lighthouse
 * result, and the report of a benchmark. Pure: scripts/bench-speed.ts does the measuring.
 */
import { LOCALE_CODES, localisedPath } from '../../src/config/locales'

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

const BYTE_FIGURES = { jsKB: 'JavaScript', totalKB: 'first load' } as const

/**
 * The home pages load the most JavaScript (the slider, the carousel, the counters) and are the most
 * visited: their own budget, counted from the built files (the byte budgets' test).
 */
const HOME_JS_KB = 80
const HOME_PAGES = new Set(LOCALE_CODES.map((locale) => localisedPath(locale, '/')))

/** The byte budgets a route misses, one sentence each naming the route and the figure. */
export function byteMisses(route: string, sizes: Record<keyof typeof BYTE_FIGURES, number>): string[] {
  return (Object.keys(BYTE_FIGURES) as Array<keyof typeof BYTE_FIGURES>).flatMap((figure) => {
    const budget = BUDGETS.find((candidate) => candidate.figure === figure)!
    const limit = figure === 'jsKB' && HOME_PAGES.has(route) ? HOME_JS_KB : budget.limit
    return sizes[figure] > limit ? [`${route}: ${BYTE_FIGURES[figure]} ${sizes[figure]} KB, budget ≤ ${limit} KB`] : []
  })
}

/** The budgets as Lighthouse CI's `assert.assertions`, each on the median of a route's runs. */
export function lhciAssertions(budgets: readonly Budget[] = BUDGETS): Record<string, [string, object]> {
  return Object.fromEntries(budgets.map(({ assertion: [id, option] }) => [id, ['error', { ...option, aggregationMethod: 'median' }]]))
}

/** The parts of a Lighthouse result the figures come from. */
export interface LighthouseResult {
  requestedUrl: string
  environment?: { benchmarkIndex?: number }
  categories: Record<string, { score: number | null; title?: string; auditRefs?: Array<{ id: string; weight: number }> } | undefined>
  audits: Record<
    string,
    | {
        score?: number | null
        title?: string
        /** `error` where Lighthouse could not run the audit, with `errorMessage` saying why. */
        scoreDisplayMode?: string
        errorMessage?: string
        numericValue?: number
        details?: { items?: Array<{ resourceType?: string; transferSize?: number }> }
      }
    | undefined
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
  /** Another site's build measured in the same run (`--compare`); the site's own routes have none. */
  site?: string
  runs: number
  median: Figures
  misses: FigureKey[]
}

/**
 * The floor: a one-paragraph page served the same way in the same run, the fastest first paint the
 * simulated network allows. A route's FCP and LCP over the floor's FCP mean the same on a quiet and
 * on a busy host, where the milliseconds do not.
 */
export interface Floor {
  fcpMs: number
  lcpMs: number
}

/** How far above the floor's first paint a route may paint its first and its largest content. */
export const FLOOR_RATIO_TARGET = 1.1

/** A route's FCP and LCP as multiples of the floor's FCP, to two decimals. */
export function floorRatios(figures: Pick<Figures, 'fcpMs' | 'lcpMs'>, floor: Floor): { fcp: number; lcp: number } {
  return { fcp: round(figures.fcpMs / floor.fcpMs, 2), lcp: round(figures.lcpMs / floor.fcpMs, 2) }
}

/**
 * The benchmark's Markdown table: a route a row, each figure beside its budget, misses in bold with
 * a ✗; with a floor, each route's FCP and LCP over the floor's FCP, those above the target marked.
 */
export function markdownReport(routes: readonly RouteReport[], context: string, floor?: Floor): string {
  const budgetOf = (key: FigureKey) => BUDGETS.find((budget) => budget.figure === key)
  const head = FIGURES.map(({ key, label, unit }) => {
    const budget = budgetOf(key)
    return `${label}${unit ? ` (${unit})` : ''}${budget ? ` ${budget.kind === 'min' ? '≥' : '≤'} ${budget.limit}` : ''}`
  })
  const ratioHead = floor ? [`FCP ×floor ≤ ${FLOOR_RATIO_TARGET}`, `LCP ×floor ≤ ${FLOOR_RATIO_TARGET}`] : []
  const ratioCell = (ratio: number) => (ratio > FLOOR_RATIO_TARGET ? `**${ratio.toFixed(2)} ✗**` : ratio.toFixed(2))
  const rows = routes.map(({ route, site, median: figures, misses: missed }) => {
    const cells = FIGURES.map(({ key }) => (missed.includes(key) ? `**${figures[key]} ✗**` : String(figures[key])))
    if (floor) {
      const { fcp, lcp } = floorRatios(figures, floor)
      cells.push(ratioCell(fcp), ratioCell(lcp))
    }
    return `| ${siteLabel(site)}\`${route}\` | ${cells.join(' | ')} |`
  })
  const own = routes.filter((route) => route.site === undefined)
  const missing = own.filter((route) => route.misses.length > 0).length
  const compared = routes.length - own.length
  const floorLine = floor
    ? [`Floor page (one paragraph, served the same way, in the same run): FCP ${floor.fcpMs} ms, LCP ${floor.lcpMs} ms.`, '']
    : []
  return [
    `# Speed benchmark`,
    '',
    context,
    '',
    ...floorLine,
    `${own.length} routes, median of each figure over the runs; ${missing === 0 ? 'every route within its budgets' : `${missing} route${missing === 1 ? '' : 's'} over a budget (✗)`}${compared > 0 ? `; then ${compared} of other sites' builds, measured the same way, marked against the same budgets` : ''}.`,
    '',
    `| route | ${[...head, ...ratioHead].join(' | ')} |`,
    `| --- |${' --- |'.repeat(FIGURES.length + ratioHead.length)}`,
    ...rows,
    '',
  ].join('\n')
}

/** A row's site: nothing for the site's own, the name given to `--compare` for another's. */
const siteLabel = (site: string | undefined) => (site === undefined ? '' : `${site} `)

/** A link followed: from a page to another by a click (scripts/lib/navigation.ts). */
export interface NavigationReport {
  site?: string
  from: string
  to: string
  /** Each run's time from the pointer going down to the next page's heading drawn, and whether the page routed in place. */
  runs: Array<{ ms: number; sameDocument: boolean }>
  medianMs: number
}

/** A second view of a route in the same browser profile, by what reached the server. */
export interface RepeatViewReport {
  site?: string
  route: string
  /** The paths the server was asked for, and those of them named by their content (the cache policy's immutable files). */
  requests: string[]
  hashed: string[]
}

/** The navigation table and the repeat views, each under its own heading, for the end of the benchmark's report. */
export function interactionReport(
  navigation: readonly NavigationReport[],
  repeatViews: readonly RepeatViewReport[],
  profile: string,
): string {
  const lines: string[] = []
  if (navigation.length > 0) {
    lines.push(
      '## Navigation',
      '',
      `A click on a link that has been in view for a second, to the first frame that draws the next page's heading; ${profile}. Median over the runs; "in place" counts the runs in which the page routed without loading a new document.`,
      '',
      '| from | to | ms | runs (ms) | in place |',
      '| --- | --- | --- | --- | --- |',
      ...navigation.map(
        ({ site, from, to, runs, medianMs }) =>
          `| ${siteLabel(site)}\`${from}\` | \`${to}\` | ${Math.round(medianMs)} | ${runs.map((run) => run.ms).join(', ')} | ${runs.filter((run) => run.sameDocument).length}/${runs.length} |`,
      ),
      '',
    )
  }
  if (repeatViews.length > 0) {
    lines.push(
      '## Repeat view',
      '',
      'The same route viewed again in the same browser profile, its cache warm, as a returning visitor: the requests that reached the server, and those for files named by their content, which the cache policy lets the browser keep.',
      '',
      '| route | requests | of hashed files |',
      '| --- | --- | --- |',
      ...repeatViews.map(
        ({ site, route, requests, hashed }) =>
          `| ${siteLabel(site)}\`${route}\` | ${requests.length} | ${hashed.length === 0 ? '0' : `**${hashed.length}**: ${hashed.map((file) => `\`${file}\``).join(', ')}`} |`,
      ),
      '',
    )
  }
  return lines.join('\n')
}

/** Lighthouse's categories that do not depend on timing: the same page scores the same on any host. */
export const TIMING_FREE_CATEGORIES = ['accessibility', 'best-practices', 'seo'] as const

export interface CategoryFailure {
  category: string
  score: number
  /** The audits that cost the category points: weighed in it and not passed, or not run (`error` says why). */
  audits: Array<{ id: string; title: string; error?: string }>
}

/**
 * The categories of a result below 100 and the audits behind each. Lighthouse CI's assert names
 * only the category score, which does not say what to fix.
 */
export function categoryFailures(lhr: LighthouseResult, categories: readonly string[]): CategoryFailure[] {
  return categories.flatMap((id) => {
    const category = lhr.categories[id]
    const score = category?.score ?? 0
    if (score >= 1) return []
    const errored = (audit: string) => lhr.audits[audit]?.scoreDisplayMode === 'error'
    const audits = (category?.auditRefs ?? [])
      .filter(({ id: audit, weight }) => weight > 0 && ((lhr.audits[audit]?.score ?? 1) < 1 || errored(audit)))
      .map(({ id: audit }) => ({
        id: audit,
        title: lhr.audits[audit]?.title ?? audit,
        ...(errored(audit) && { error: lhr.audits[audit]?.errorMessage ?? 'Lighthouse could not run it' }),
      }))
    return [{ category: category?.title ?? id, score: Math.round(score * 100), audits }]
  })
}
