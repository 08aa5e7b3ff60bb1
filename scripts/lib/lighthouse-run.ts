/**
 * Measurement half of `npm run audit`: serves public/, runs Lighthouse (default
 * mobile emulation + simulated throttling, its CPU slowdown calibrated to the host: see
 * ./cpu-calibration.ts) against each route in one Chromium and reduces the runs to median
 * figures. Printing lives in ./lighthouse-report.ts so that an assert mode (budgets) can
 * consume the same RouteFigures.
 */
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import type { Result } from 'lighthouse'

import { CHROMIUM_FLAGS, chromiumPath } from './chromium'
import { calibratedCpuSlowdown, DEFAULT_CPU_SLOWDOWN } from './cpu-calibration'
import { startStaticServer } from './static-server'

/** Every figure the audit reports, in display order. */
export const FIGURES = [
  { key: 'performance', label: 'Performance', unit: '', better: 'higher' },
  { key: 'accessibility', label: 'Accessibility', unit: '', better: 'higher' },
  { key: 'bestPractices', label: 'Best Practices', unit: '', better: 'higher' },
  { key: 'seo', label: 'SEO', unit: '', better: 'higher' },
  { key: 'lcpMs', label: 'LCP', unit: 'ms', better: 'lower' },
  { key: 'cls', label: 'CLS', unit: '', better: 'lower' },
  { key: 'tbtMs', label: 'TBT', unit: 'ms', better: 'lower' },
  { key: 'totalKB', label: 'Transferred', unit: 'KB', better: 'lower' },
  { key: 'jsKB', label: 'JavaScript', unit: 'KB', better: 'lower' },
] as const

export type FigureKey = (typeof FIGURES)[number]['key']
/** Scores are 0-100; sizes are transferred (compressed) KiB. */
export type Figures = Record<FigureKey, number>

/** The figures the CPU slowdown moves. */
const TIMING_FIGURES = ['performance', 'lcpMs', 'tbtMs'] as const satisfies readonly FigureKey[]
type TimingKey = (typeof TIMING_FIGURES)[number]

/** Figures over a route's runs: each one's samples (the runs that measured it) and their median. */
export interface Summary<K extends FigureKey> {
  median: Pick<Figures, K>
  samples: Record<K, number[]>
}

export interface RouteFigures {
  route: string
  url: string
  runs: number
  /** Median over runs, per figure. */
  median: Figures
  /** Raw value of each run that measured it (the timing-independent scores: the first run only), to judge variance. */
  samples: Record<FigureKey, number[]>
  lighthouseVersion: string
  /** Lighthouse run warnings (deduplicated across runs). */
  warnings: string[]
  /**
   * Lighthouse's speed score of the host CPU at each run (environment.benchmarkIndex). Simulated
   * throttling multiplies observed task times, so a low index means inflated TBT; it lets reports
   * from different or busy machines be compared.
   */
  benchmarkIndex: number[]
  /** The CPU slowdown each run was audited with, calibrated from its benchmarkIndex; the figures above are at these. */
  cpuSlowdown: number[]
  /**
   * With MeasureOptions.atDefaultSlowdown: the timing figures of the same runs at Lighthouse's
   * default 4x slowdown, uncalibrated, i.e. what this host measures as it is.
   */
  atDefaultSlowdown?: Summary<TimingKey>
}

export interface MeasureOptions {
  runs: number
  /** Built site to serve; defaults to <project>/public. */
  dir?: string
  /** Where to write each run's full Lighthouse result (its trace attribution: LCP phases, long tasks, bootup time). */
  lhrDir?: string
  /** Also audit each run at Lighthouse's default slowdown (about a second more per run; no budget reads it). */
  atDefaultSlowdown?: boolean
}

/** Measured on every run: the scores and metrics that move with timing. */
const TIMING_CATEGORIES = ['performance'] as const
/** Measured on a route's first run only: they do not depend on timing, so further runs would repeat them. */
const OTHER_CATEGORIES = ['accessibility', 'best-practices', 'seo'] as const
type Category = (typeof TIMING_CATEGORIES)[number] | (typeof OTHER_CATEGORIES)[number]

/**
 * Leaves out work no budget reads: the full-page screenshot and the filmstrip thumbnails (the
 * Speed Index still comes from the trace's own screenshots), and the about:blank page Lighthouse
 * loads first, which the fresh tab of each run already is.
 */
const LEAN_SETTINGS = { disableFullPageScreenshot: true, skipAudits: ['screenshot-thumbnails', 'final-screenshot'], skipAboutBlank: true }

// Shared with Playwright (scripts/lib/chromium.ts); Lighthouse additionally needs headless mode.
const CHROME_FLAGS = ['--headless=new', ...CHROMIUM_FLAGS]

export const DEFAULT_PUBLIC_DIR = resolve(__dirname, '../../public')

export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b)
  const mid = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2
}

const round = (value: number, decimals = 0): number => Number(value.toFixed(decimals))

function score(lhr: Result, id: Category): number {
  const value = lhr.categories[id]?.score
  if (value == null) throw new Error(`Lighthouse returned no ${id} score for ${lhr.finalDisplayedUrl}`)
  return Math.round(value * 100)
}

function numeric(lhr: Result, auditId: string): number {
  const value = lhr.audits[auditId]?.numericValue
  if (value === undefined) throw new Error(`Lighthouse returned no ${auditId} value for ${lhr.finalDisplayedUrl}`)
  return value
}

/** Sums transferSize over the `network-requests` table: all requests, and scripts only. */
function transferred(lhr: Result): { totalBytes: number; jsBytes: number } {
  const details = lhr.audits['network-requests']?.details
  if (details?.type !== 'table') throw new Error('Lighthouse returned no network-requests table')
  let totalBytes = 0
  let jsBytes = 0
  for (const item of details.items) {
    const size = typeof item.transferSize === 'number' ? item.transferSize : 0
    totalBytes += size
    if (item.resourceType === 'Script') jsBytes += size
  }
  return { totalBytes, jsBytes }
}

/** The figures of one run; the scores of categories the run did not measure are left out. */
export function figuresFromResult(lhr: Result): Partial<Figures> {
  const { totalBytes, jsBytes } = transferred(lhr)
  const measured = (id: Category) => (lhr.categories[id] ? score(lhr, id) : undefined)
  const figures: Partial<Figures> = {
    performance: score(lhr, 'performance'),
    accessibility: measured('accessibility'),
    bestPractices: measured('best-practices'),
    seo: measured('seo'),
    lcpMs: Math.round(numeric(lhr, 'largest-contentful-paint')),
    cls: round(numeric(lhr, 'cumulative-layout-shift'), 3),
    tbtMs: Math.round(numeric(lhr, 'total-blocking-time')),
    totalKB: round(totalBytes / 1024, 1),
    jsKB: round(jsBytes / 1024, 1),
  }
  return Object.fromEntries(Object.entries(figures).filter(([, value]) => value !== undefined))
}

/**
 * Everything a visit to the routes can fetch that the server compresses: the pages, every bundle
 * at the root of the site (webpack loads shared chunks that no HTML names), the app data, the
 * routes' page data and the static query results.
 */
export function compressibleFiles(dir: string, routes: readonly string[]): string[] {
  const bundles = readdirSync(dir)
    .filter((name) => /\.(?:js|css)$/.test(name))
    .map((name) => `/${name}`)
  const pageData = routes.map((route) => `/page-data${route === '/' ? '/index' : route}/page-data.json`)
  const staticQueries = existsSync(join(dir, 'page-data/sq/d'))
    ? readdirSync(join(dir, 'page-data/sq/d')).map((name) => `/page-data/sq/d/${name}`)
    : []
  return [...routes, ...bundles, '/page-data/app-data.json', ...pageData, ...staticQueries]
}

/**
 * Requests every file a measured page can load once, so that the server's one-off brotli
 * compression (max quality, ~200 ms for the framework bundle) is neither server latency nor CPU
 * competing with the page in a measured run. Real hosts compress ahead of time.
 */
async function warmUp(baseUrl: string, files: readonly string[]): Promise<void> {
  for (const file of files) {
    await fetch(new URL(file, baseUrl), { headers: { 'accept-encoding': 'br' } }).then((response) => response.arrayBuffer())
  }
}

/** What lighthouse/core's navigationGather returns: the recorded load and the settings to audit it with. */
type GatherResult = Awaited<ReturnType<typeof import('lighthouse/core/gather/navigation-runner.js').navigationGather>>

/** One load of a page, audited. */
interface MeasuredRun {
  /** At the calibrated slowdown. */
  lhr: Result
  cpuSlowdown: number
  /** When asked for (MeasureOptions.atDefaultSlowdown). */
  atDefaultSlowdown?: Partial<Figures>
}

/** Lighthouse could not measure the page (e.g. NO_NAVSTART: it lost the trace of the load). */
class LighthouseRuntimeError extends Error {}

/** A run that Lighthouse itself could not complete is repeated, up to this many runs in all. */
const ATTEMPTS_PER_RUN = 3

/** Measures routes of one served site in one Chromium; close() ends both. */
export interface AuditSession {
  measure(route: string, runs: number): Promise<RouteFigures>
  close(): Promise<void>
}

/**
 * Serves the site and starts one headless Chromium (a fresh profile) for every run of the audit:
 * Lighthouse opens a new tab for each run and clears the origin's cache and storage before it, so
 * runs start alike without paying for a browser start each. `routes` are the pages the session will
 * measure, whose files are compressed ahead (see warmUp).
 */
export async function openAuditSession(
  routes: readonly string[],
  { dir = DEFAULT_PUBLIC_DIR, lhrDir, atDefaultSlowdown = false }: Omit<MeasureOptions, 'runs'> = {},
): Promise<AuditSession> {
  // Both packages are ESM-only; dynamic import keeps this file loadable from CommonJS (tsx, Jest).
  // Lighthouse's own halves of lighthouse(url, flags): it has no public way to audit a load at a slowdown chosen after it.
  const { navigationGather } = await import('lighthouse/core/gather/navigation-runner.js')
  const { Runner } = await import('lighthouse/core/runner.js')
  const { launch } = await import('chrome-launcher')
  const server = await startStaticServer({ dir })
  const userDataDir = mkdtempSync(join(tmpdir(), 'lighthouse-chrome-'))
  let chrome: Awaited<ReturnType<typeof launch>> | undefined
  try {
    await warmUp(server.url, compressibleFiles(dir, routes))
    chrome = await launch({ chromePath: chromiumPath(), chromeFlags: CHROME_FLAGS, userDataDir, logLevel: 'error' })
  } catch (error) {
    await server.close()
    rmSync(userDataDir, { recursive: true, force: true })
    throw error
  }
  const port = chrome.port
  if (lhrDir) mkdirSync(lhrDir, { recursive: true })

  /**
   * Audits a recorded load at a CPU slowdown. Simulated throttling applies the slowdown only here,
   * to the load's recorded tasks, so one load serves any slowdown.
   */
  async function audit({ artifacts, runnerOptions }: GatherResult, cpuSlowdownMultiplier: number): Promise<Result> {
    const recorded = runnerOptions.resolvedConfig.settings
    const settings = { ...recorded, throttling: { ...recorded.throttling, cpuSlowdownMultiplier } }
    // Lighthouse refuses artifacts recorded under other settings than it audits with; both carry the slowdown.
    const result = await Runner.audit(
      { ...artifacts, settings },
      { resolvedConfig: { ...runnerOptions.resolvedConfig, settings }, computedCache: new Map() },
    )
    if (!result) throw new Error(`Lighthouse produced no result for ${artifacts.URL.requestedUrl}`)
    const { runtimeError } = result.lhr
    if (runtimeError)
      throw new LighthouseRuntimeError(`Lighthouse failed on ${result.lhr.requestedUrl}: ${runtimeError.code} ${runtimeError.message}`)
    return result.lhr
  }

  /** Loads the page once and audits it at the slowdown calibrated to the host (and, if asked, at Lighthouse's default). */
  async function runLighthouse(url: string, categories: readonly Category[]): Promise<MeasuredRun> {
    // What lighthouse(url, flags) does, split so that the audits can read the host's index first.
    const gathered = await navigationGather(undefined, url, {
      flags: { port, logLevel: 'error', onlyCategories: [...categories], ...LEAN_SETTINGS },
    })
    const { throttlingMethod } = gathered.runnerOptions.resolvedConfig.settings
    if (throttlingMethod !== 'simulate')
      throw new Error(`The CPU slowdown is calibrated after the load, so it needs simulated throttling, not ${throttlingMethod}`)
    const cpuSlowdown = calibratedCpuSlowdown(gathered.artifacts.BenchmarkIndex)
    const lhr = await audit(gathered, cpuSlowdown)
    if (!atDefaultSlowdown) return { lhr, cpuSlowdown }
    const atDefault = cpuSlowdown === DEFAULT_CPU_SLOWDOWN ? lhr : await audit(gathered, DEFAULT_CPU_SLOWDOWN)
    return { lhr, cpuSlowdown, atDefaultSlowdown: figuresFromResult(atDefault) }
  }

  /** One measured run; a run Lighthouse fails to record is tried again rather than failing the audit. */
  async function measuredRun(url: string, categories: readonly Category[]): Promise<MeasuredRun> {
    for (let attempt = 1; ; attempt++) {
      try {
        return await runLighthouse(url, categories)
      } catch (error) {
        if (!(error instanceof LighthouseRuntimeError) || attempt === ATTEMPTS_PER_RUN) throw error
        console.error(`${error.message}; running it again (${attempt + 1}/${ATTEMPTS_PER_RUN})…`)
      }
    }
  }

  let measured = 0
  return {
    async measure(route, runs) {
      const url = new URL(route, server.url).href
      const perRun: Partial<Figures>[] = []
      const warnings = new Set<string>()
      const benchmarkIndex: number[] = []
      const cpuSlowdown: number[] = []
      const perRunAtDefault: Partial<Figures>[] = []
      let lighthouseVersion = ''
      for (let run = 1; run <= runs; run++) {
        console.error(`Lighthouse ${route} (run ${run}/${runs})…`)
        const categories = run === 1 ? [...TIMING_CATEGORIES, ...OTHER_CATEGORIES] : TIMING_CATEGORIES
        const { lhr, ...calibration } = await measuredRun(url, categories)
        measured++
        if (lhrDir)
          writeFileSync(
            join(lhrDir, `${String(measured).padStart(3, '0')}${route.replace(/\//g, '_') || '_'}-${run}.json`),
            JSON.stringify(lhr),
          )
        lhr.runWarnings.forEach((warning) => warnings.add(warning))
        lighthouseVersion = lhr.lighthouseVersion
        benchmarkIndex.push(Math.round(lhr.environment.benchmarkIndex))
        cpuSlowdown.push(calibration.cpuSlowdown)
        perRun.push(figuresFromResult(lhr))
        if (calibration.atDefaultSlowdown) perRunAtDefault.push(calibration.atDefaultSlowdown)
      }
      return routeFigures(route, url, perRun, perRunAtDefault, { lighthouseVersion, warnings: [...warnings], benchmarkIndex, cpuSlowdown })
    },
    async close() {
      const exited = new Promise((done) => chrome.process.once('exit', done))
      // kill() SIGKILLs the process group; wait for the exit so the profile dir is free to delete.
      chrome.kill()
      await exited
      rmSync(userDataDir, { recursive: true, force: true, maxRetries: 3 })
      await server.close()
    },
  }
}

/** The `keys` of a route's runs, summarised; a figure no run measured is an error. */
function summarise<K extends FigureKey>(route: string, keys: readonly K[], perRun: readonly Partial<Figures>[]): Summary<K> {
  const samples = Object.fromEntries(
    keys.map((key) => [key, perRun.map((figures) => figures[key]).filter((value): value is number => value !== undefined)]),
  ) as Record<K, number[]>
  const missing = keys.find((key) => samples[key].length === 0)
  if (missing) throw new Error(`No run of ${route} measured ${FIGURES.find(({ key }) => key === missing)?.label}`)
  const medians = Object.fromEntries(keys.map((key) => [key, median(samples[key])])) as Pick<Figures, K>
  return { median: medians, samples }
}

/** A route's figures from its runs, and the timing figures of the same runs at the default slowdown where they were audited so. */
export function routeFigures(
  route: string,
  url: string,
  perRun: readonly Partial<Figures>[],
  perRunAtDefault: readonly Partial<Figures>[],
  about: Pick<RouteFigures, 'lighthouseVersion' | 'warnings' | 'benchmarkIndex' | 'cpuSlowdown'>,
): RouteFigures {
  const { median: medians, samples } = summarise(
    route,
    FIGURES.map(({ key }) => key),
    perRun,
  )
  const figures: RouteFigures = { route, url, runs: perRun.length, median: medians, samples, ...about }
  return perRunAtDefault.length === 0 ? figures : { ...figures, atDefaultSlowdown: summarise(route, TIMING_FIGURES, perRunAtDefault) }
}

/** Each route measured `runs` times in one session. */
export async function measureRoutes(routes: readonly string[], { runs, ...options }: MeasureOptions): Promise<RouteFigures[]> {
  const session = await openAuditSession(routes, options)
  try {
    const results: RouteFigures[] = []
    for (const route of routes) results.push(await session.measure(route, runs))
    return results
  } finally {
    await session.close()
  }
}
