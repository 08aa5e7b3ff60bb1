/**
 * The speed benchmark: mobile Lighthouse, through Lighthouse CI, on the built site as a static host
 * serves it (it never builds).
 *
 *   npm run bench:speed                        # every route of the sitemap, 3 runs each
 *   npm run bench:speed -- / /company/faq      # chosen routes
 *   npm run bench:speed -- --runs 1 --assert   # exit 1 when a route's median misses a budget
 *   npm run bench:speed -- --dir /tmp/old/public   # another build, to compare with
 *   npm run bench:speed -- --categories        # npm run test:categories: see below
 *
 * Writes reports/speed.md (the table) and reports/speed.json (the figures behind it); Lighthouse
 * CI's own report of every run (HTML and JSON) goes to reports/lhci/. Before collecting, one run of
 * `/` reads the host's CPU index and the CPU slowdown is calibrated to it (lib/cpu-calibration.ts),
 * so that a slow host emulates the same phone as a quiet one.
 *
 * --categories (`npm run test:categories`, part of npm test) measures only what does not depend on
 * timing: Accessibility, Best Practices and SEO must be 100, one run on one route of each kind of page
 * and edition (every route would take about 5 minutes here); it writes no report and always asserts.
 */
import { spawn } from 'node:child_process'
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { parseArgs } from 'node:util'

import {
  CATEGORY_BUDGETS,
  figuresFromResult,
  lhciAssertions,
  markdownReport,
  medianFigures,
  misses,
  routePerTemplate,
  sitemapRoutes,
  type LighthouseResult,
  type RouteReport,
} from './lib/budgets'
import { CHROMIUM_FLAGS, chromiumPath } from './lib/chromium'
import { calibratedCpuSlowdown } from './lib/cpu-calibration'
import { startStaticServer } from './lib/static-server'

const ROOT = resolve(__dirname, '..')
const REPORTS = join(ROOT, 'reports')
const LHCI = join(ROOT, 'node_modules/.bin/lhci')

const { values: options, positionals } = parseArgs({
  options: {
    assert: { type: 'boolean', default: false },
    categories: { type: 'boolean', default: false },
    runs: { type: 'string', default: '3' },
    dir: { type: 'string', default: join(ROOT, 'public') },
  },
  allowPositionals: true,
})
const runs = Number(options.runs)
if (!Number.isInteger(runs) || runs < 1) throw new Error(`--runs must be a whole number of at least 1, not ${options.runs}`)
const dir = resolve(options.dir!)
const sitemaps = readdirSync(dir).filter((name) => /^sitemap-\d+\.xml$/.test(name))
const sitemapped = () => sitemapRoutes(sitemaps.map((name) => readFileSync(join(dir, name), 'utf8')))
const routes = positionals.length > 0 ? positionals : options.categories ? routePerTemplate(sitemapped()) : sitemapped()
if (routes.length === 0) throw new Error(`No routes to measure: ${dir} has no sitemap (run npm run build first)`)

/**
 * Runs one Lighthouse CI command in `cwd` (where it keeps its .lighthouseci/ store) with `config`;
 * resolves with its exit code. Asynchronous: this process serves the pages it measures.
 */
function lhci(cwd: string, command: string, config: object): Promise<number> {
  writeFileSync(join(cwd, 'lighthouserc.json'), JSON.stringify({ ci: config }, null, 2))
  const child = spawn(LHCI, [command, '--config=lighthouserc.json'], { cwd, stdio: 'inherit' })
  return new Promise((done) => child.once('exit', (code) => done(code ?? 1)))
}

/** The results a collect left in `cwd`. */
const results = (cwd: string): LighthouseResult[] =>
  readdirSync(join(cwd, '.lighthouseci'))
    .filter((name) => /^lhr-.*\.json$/.test(name))
    .map((name) => JSON.parse(readFileSync(join(cwd, '.lighthouseci', name), 'utf8')) as LighthouseResult)

async function main(): Promise<number> {
  const server = await startStaticServer({ dir })
  const work = mkdtempSync(join(tmpdir(), 'bench-speed-'))
  const calibration = mkdtempSync(join(tmpdir(), 'bench-speed-calibration-'))
  try {
    const urls = routes.map((route) => new URL(route, server.url).href)
    // The static server compresses a file on its first request; that must not count against the first run.
    await Promise.all(urls.map((url) => fetch(url, { headers: { 'accept-encoding': 'br' } }).then((response) => response.arrayBuffer())))
    const collect = { chromePath: chromiumPath(), settings: { chromeFlags: CHROMIUM_FLAGS.join(' ') } }

    if (options.categories) {
      const onlyCategories = ['accessibility', 'best-practices', 'seo']
      if (
        (await lhci(work, 'collect', {
          collect: { ...collect, settings: { ...collect.settings, onlyCategories }, url: urls, numberOfRuns: 1 },
        })) !== 0
      )
        return 1
      console.log(`Accessibility, Best Practices and SEO on ${routes.length} routes: ${routes.join(' ')}`)
      return await lhci(work, 'assert', { assert: { assertions: lhciAssertions(CATEGORY_BUDGETS) } })
    }

    if ((await lhci(calibration, 'collect', { collect: { ...collect, url: [urls[0]], numberOfRuns: 1 } })) !== 0) return 1
    const benchmarkIndex = results(calibration)[0]?.environment?.benchmarkIndex ?? NaN
    const cpuSlowdownMultiplier = calibratedCpuSlowdown(benchmarkIndex)
    console.log(`Host CPU index ${Math.round(benchmarkIndex)}: CPU slowdown ${cpuSlowdownMultiplier}x`)

    const settings = { ...collect.settings, throttling: { cpuSlowdownMultiplier } }
    if ((await lhci(work, 'collect', { collect: { ...collect, settings, url: urls, numberOfRuns: runs } })) !== 0) return 1
    rmSync(join(REPORTS, 'lhci'), { recursive: true, force: true })
    await lhci(work, 'upload', { upload: { target: 'filesystem', outputDir: join(REPORTS, 'lhci') } })

    const measuredRuns = results(work)
    const report: RouteReport[] = routes.map((route, i) => {
      const measured = measuredRuns.filter((lhr) => lhr.requestedUrl === urls[i]).map(figuresFromResult)
      if (measured.length === 0) throw new Error(`Lighthouse CI measured no run of ${route}`)
      const figures = medianFigures(measured)
      return { route, runs: measured.length, median: figures, misses: misses(figures).map((budget) => budget.figure) }
    })
    const context = `Mobile Lighthouse (Lighthouse CI), ${runs} run${runs === 1 ? '' : 's'} a route, CPU slowdown ${cpuSlowdownMultiplier}x (host CPU index ${Math.round(benchmarkIndex)}), ${new Date().toISOString()}.`
    mkdirSync(REPORTS, { recursive: true })
    writeFileSync(join(REPORTS, 'speed.md'), markdownReport(report, context))
    writeFileSync(
      join(REPORTS, 'speed.json'),
      `${JSON.stringify({ cpuSlowdownMultiplier, benchmarkIndex, runs, routes: report }, null, 2)}\n`,
    )
    console.log(
      `${readFileSync(join(REPORTS, 'speed.md'), 'utf8')}\nReport: reports/speed.md, reports/speed.json; every run: reports/lhci/`,
    )

    if (!options.assert) return 0
    return await lhci(work, 'assert', { assert: { assertions: lhciAssertions() } })
  } finally {
    await server.close()
    rmSync(work, { recursive: true, force: true })
    rmSync(calibration, { recursive: true, force: true })
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error)
    process.exit(1)
  },
)
