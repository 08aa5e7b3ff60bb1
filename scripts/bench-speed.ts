/**
 * The speed benchmark: mobile Lighthouse, through Lighthouse CI, on the built site as a static host
 * serves it (it never builds).
 *
 *   npm run bench:speed                        # every route of the sitemap, 3 runs each
 *   npm run bench:speed -- / /company/faq      # chosen routes
 *   npm run bench:speed -- --runs 1 --assert   # exit 1 when a route's median misses a budget
 *   npm run bench:speed -- --dir /tmp/old/public   # another build, to compare with
 *   npm run bench:speed -- --out /tmp/speed        # the report elsewhere than reports/
 *   npm run bench:speed -- --cpu-slowdown 4        # this CPU slowdown, without calibrating it
 *
 * Writes reports/speed.md (the table) and reports/speed.json (the figures behind it); Lighthouse
 * CI's report of each route's median run (HTML and JSON) goes to reports/lhci/. A one-paragraph
 * floor page (lib/floor-page.ts) is measured in the same run, and each route's FCP and LCP are
 * also given as multiples of its first paint. Before collecting,
 * one run of the first route reads the host's CPU index and the CPU slowdown is calibrated to it
 * (lib/cpu-calibration.ts), so that a slow host emulates the same phone as a quiet one.
 */
import { spawn } from 'node:child_process'
import https from 'node:https'
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { parseArgs } from 'node:util'

import {
  figuresFromResult,
  floorRatios,
  lhciAssertions,
  markdownReport,
  median,
  medianFigures,
  misses,
  type LighthouseResult,
  type RouteReport,
} from './lib/budgets'
import { builtRoutes } from './lib/built-routes'
import { CHROMIUM_FLAGS, chromiumPath } from './lib/chromium'
import { calibratedCpuSlowdown } from './lib/cpu-calibration'
import { FLOOR_PAGE } from './lib/floor-page'
import { escapeRegExp } from '../src/lib/build/escape-reg-exp'
import { startStaticServer } from './lib/static-server'

const ROOT = resolve(__dirname, '..')
const LHCI = join(ROOT, 'node_modules/.bin/lhci')

const { values: options, positionals } = parseArgs({
  options: {
    assert: { type: 'boolean', default: false },
    runs: { type: 'string', default: '3' },
    dir: { type: 'string', default: join(ROOT, 'public') },
    out: { type: 'string', default: join(ROOT, 'reports') },
    'cpu-slowdown': { type: 'string' },
  },
  allowPositionals: true,
})
const runs = Number(options.runs)
if (!Number.isInteger(runs) || runs < 1) throw new Error(`--runs must be a whole number of at least 1, not ${options.runs}`)
const dir = resolve(options.dir!)
const REPORTS = resolve(options.out!)
const routes = positionals.length > 0 ? positionals : builtRoutes(dir)
const givenSlowdown = options['cpu-slowdown'] === undefined ? undefined : Number(options['cpu-slowdown'])
if (givenSlowdown !== undefined && !(givenSlowdown >= 1))
  throw new Error(`--cpu-slowdown must be a number of at least 1, not ${options['cpu-slowdown']}`)

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

/** Requests `url` as a browser that accepts brotli, trusting the server's own certificate. */
const fetchOnce = (url: string, ca?: string) =>
  new Promise<void>((done, fail) => {
    https
      .get(url, { ca, headers: { 'accept-encoding': 'br' } }, (response) => response.resume().once('end', done).once('error', fail))
      .once('error', fail)
  })

async function main(): Promise<number> {
  const started = Date.now()
  // HTTPS and HTTP/2, as the live host serves the site (and the floor page alike).
  const server = await startStaticServer({ dir, http2: true })
  const floorDir = mkdtempSync(join(tmpdir(), 'bench-speed-floor-'))
  // A path of its own: Lighthouse CI names each report by host and path, and the floor's would replace the home page's.
  mkdirSync(join(floorDir, 'floor-page'))
  writeFileSync(join(floorDir, 'floor-page', 'index.html'), FLOOR_PAGE)
  const floorServer = await startStaticServer({ dir: floorDir, http2: true })
  const floorUrl = `${floorServer.url}/floor-page`
  const work = mkdtempSync(join(tmpdir(), 'bench-speed-'))
  const calibration = mkdtempSync(join(tmpdir(), 'bench-speed-calibration-'))
  try {
    const urls = routes.map((route) => new URL(route, server.url).href)
    // The static server compresses a file on its first request; that must not count against the first run.
    await Promise.all(urls.map((url) => fetchOnce(url, server.certificate)))
    // The servers' certificates are their own, made for this run.
    const chromeFlags = [...CHROMIUM_FLAGS, '--ignore-certificate-errors'].join(' ')
    const collect = { chromePath: chromiumPath(), settings: { chromeFlags } }

    let benchmarkIndex = NaN
    let cpuSlowdownMultiplier = givenSlowdown
    if (cpuSlowdownMultiplier === undefined) {
      if ((await lhci(calibration, 'collect', { collect: { ...collect, url: [urls[0]], numberOfRuns: 1 } })) !== 0) return 1
      benchmarkIndex = results(calibration)[0]?.environment?.benchmarkIndex ?? NaN
      cpuSlowdownMultiplier = calibratedCpuSlowdown(benchmarkIndex)
      console.log(`Host CPU index ${Math.round(benchmarkIndex)}: CPU slowdown ${cpuSlowdownMultiplier}x`)
    }

    const settings = { ...collect.settings, throttling: { cpuSlowdownMultiplier } }
    const collected = [...urls, floorUrl]
    if ((await lhci(work, 'collect', { collect: { ...collect, settings, url: collected, numberOfRuns: runs } })) !== 0) return 1
    rmSync(join(REPORTS, 'lhci'), { recursive: true, force: true })
    // A file a route: Lighthouse CI writes each route's median run last, over the others (every run would be some 350 MB).
    const reportFilenamePattern = '%%HOSTNAME%%-%%PATHNAME%%.report.%%EXTENSION%%'
    await lhci(work, 'upload', { upload: { target: 'filesystem', outputDir: join(REPORTS, 'lhci'), reportFilenamePattern } })

    const measuredRuns = results(work)
    const floorRuns = measuredRuns.filter((lhr) => lhr.requestedUrl === floorUrl).map(figuresFromResult)
    if (floorRuns.length === 0) throw new Error('Lighthouse CI measured no run of the floor page')
    const { fcpMs, lcpMs } = medianFigures(floorRuns)
    const floor = { fcpMs, lcpMs }
    const report: RouteReport[] = routes.map((route, i) => {
      const measured = measuredRuns.filter((lhr) => lhr.requestedUrl === urls[i]).map(figuresFromResult)
      if (measured.length === 0) throw new Error(`Lighthouse CI measured no run of ${route}`)
      const figures = medianFigures(measured)
      return { route, runs: measured.length, median: figures, misses: misses(figures).map((budget) => budget.figure) }
    })
    // How steady the host was: each run measures its CPU index just before it loads the page.
    const indices = measuredRuns.map((lhr) => Math.round(lhr.environment?.benchmarkIndex ?? NaN)).filter(Number.isFinite)
    const hostCpuIndex = {
      calibration: Number.isNaN(benchmarkIndex) ? null : Math.round(benchmarkIndex),
      min: Math.min(...indices),
      median: Math.round(median(indices)),
      max: Math.max(...indices),
    }
    const minutes = Math.round((Date.now() - started) / 60_000)
    const context = [
      `Mobile Lighthouse (Lighthouse CI), ${runs} run${runs === 1 ? '' : 's'} a route, ${new Date().toISOString()}, ${minutes} minutes.`,
      givenSlowdown === undefined
        ? `CPU slowdown ${cpuSlowdownMultiplier}x, calibrated to the host's CPU index ${hostCpuIndex.calibration};`
        : `CPU slowdown ${cpuSlowdownMultiplier}x, as given (not calibrated);`,
      `the runs measured ${hostCpuIndex.min}-${hostCpuIndex.max} (median ${hostCpuIndex.median}).`,
    ].join(' ')
    mkdirSync(REPORTS, { recursive: true })
    writeFileSync(join(REPORTS, 'speed.md'), markdownReport(report, context, floor))
    const routesWithRatios = report.map((route) => ({ ...route, floorRatios: floorRatios(route.median, floor) }))
    writeFileSync(
      join(REPORTS, 'speed.json'),
      `${JSON.stringify({ runs, minutes, cpuSlowdownMultiplier, hostCpuIndex, floor, routes: routesWithRatios }, null, 2)}\n`,
    )
    console.log(
      `${readFileSync(join(REPORTS, 'speed.md'), 'utf8')}\nReport: ${join(REPORTS, 'speed.md')}, speed.json; each route's median run: ${join(REPORTS, 'lhci')}/`,
    )

    if (!options.assert) return 0
    // The budgets hold the site's routes; the floor page is a reference, not a page of the site.
    const site = `^${escapeRegExp(server.url)}/`
    return await lhci(work, 'assert', { assert: { assertMatrix: [{ matchingUrlPattern: site, assertions: lhciAssertions() }] } })
  } finally {
    await server.close()
    await floorServer.close()
    rmSync(floorDir, { recursive: true, force: true })
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
