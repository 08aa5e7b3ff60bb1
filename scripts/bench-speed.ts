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
 *   npm run bench:speed -- --no-navigation --no-repeat-view   # Lighthouse alone
 *   npm run bench:speed -- --navigation-pairs 1    # the first link pair only
 *   npm run bench:speed -- --compare lumen=/tmp/starters/lumen/public   # another build beside it
 *   npm run bench:speed -- --compare lumen=… --compare-post lumen=/posts/some-post
 *
 * Writes reports/speed.md (the table) and reports/speed.json (the figures behind it); Lighthouse
 * CI's report of each route's median run (HTML and JSON) goes to reports/lhci/. A one-paragraph
 * floor page (lib/floor-page.ts) is measured in the same run, and each route's FCP and LCP are
 * also given as multiples of its first paint. Before collecting,
 * one run of the first route reads the host's CPU index and the CPU slowdown is calibrated to it
 * (lib/cpu-calibration.ts), so that a slow host emulates the same phone as a quiet one. After
 * Lighthouse, a browser of its own follows links between the home pages, a post and the services
 * page on the same phone, and views the home page a second time with its cache warm
 * (lib/navigation.ts). Each `--compare` build is served the same way on a server of its own and
 * measured in the same collect and by the same clicks (its home page and a post).
 */
import { spawn } from 'node:child_process'
import https from 'node:https'
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { parseArgs } from 'node:util'

import { chromium } from '@playwright/test'

import {
  figuresFromResult,
  floorRatios,
  interactionReport,
  lhciAssertions,
  markdownReport,
  median,
  medianFigures,
  misses,
  type LighthouseResult,
  type NavigationReport,
  type RepeatViewReport,
  type RouteReport,
} from './lib/budgets'
import { builtRoutes, readPageData } from './lib/built-routes'
import { CHROMIUM_FLAGS, chromiumPath } from './lib/chromium'
import { calibratedCpuSlowdown } from './lib/cpu-calibration'
import { FLOOR_PAGE } from './lib/floor-page'
import { builtLinks, measureNavigation, measureRepeatView, PHONE_PROFILE, trustCertificates, type NavigationPair } from './lib/navigation'
import { escapeRegExp } from '../src/lib/shared/escape-reg-exp'
import { LOCALE_CODES, localisedPath } from '../src/config/locales'
import { paths } from '../src/config/constants'
import { cacheControlFor } from '../src/host/cache-policy'
import { startStaticServer, type StaticServer } from './lib/static-server'

const ROOT = resolve(__dirname, '..')
const LHCI = join(ROOT, 'node_modules/.bin/lhci')

const { values: options, positionals } = parseArgs({
  options: {
    assert: { type: 'boolean', default: false },
    runs: { type: 'string', default: '3' },
    dir: { type: 'string', default: join(ROOT, 'public') },
    out: { type: 'string', default: join(ROOT, 'reports') },
    'cpu-slowdown': { type: 'string' },
    navigation: { type: 'boolean', default: true },
    'navigation-pairs': { type: 'string' },
    'repeat-view': { type: 'boolean', default: true },
    compare: { type: 'string', multiple: true, default: [] },
    'compare-post': { type: 'string', multiple: true, default: [] },
  },
  allowPositionals: true,
  allowNegative: true,
})
const runs = Number(options.runs)
if (!Number.isInteger(runs) || runs < 1) throw new Error(`--runs must be a whole number of at least 1, not ${options.runs}`)
const dir = resolve(options.dir!)
const REPORTS = resolve(options.out!)
const routes = positionals.length > 0 ? positionals : builtRoutes(dir)
const givenSlowdown = options['cpu-slowdown'] === undefined ? undefined : Number(options['cpu-slowdown'])
if (givenSlowdown !== undefined && !(givenSlowdown >= 1))
  throw new Error(`--cpu-slowdown must be a number of at least 1, not ${options['cpu-slowdown']}`)
const pairLimit = options['navigation-pairs'] === undefined ? Infinity : Number(options['navigation-pairs'])
if (!(pairLimit === Infinity || (Number.isInteger(pairLimit) && pairLimit >= 1)))
  throw new Error(`--navigation-pairs must be a whole number of at least 1, not ${options['navigation-pairs']}`)

/** `name=value` options, by name. */
function named(option: string, values: readonly string[]): Map<string, string> {
  return new Map(
    values.map((value) => {
      const match = /^([a-z0-9][a-z0-9-]*)=(.+)$/.exec(value)
      if (!match) throw new Error(`--${option} takes name=value, the name in lower-case letters, digits and hyphens: ${value}`)
      return [match[1], match[2]]
    }),
  )
}
const compareDirs = named('compare', options.compare!)
const comparePosts = named('compare-post', options['compare-post']!)
for (const name of comparePosts.keys()) if (!compareDirs.has(name)) throw new Error(`--compare-post ${name}=…: no --compare ${name}=…`)

/** Whether a route of the build in `dir` is a post: its template's chunk says so, in Gatsby's starters as here. */
function isPost(dir: string, route: string): boolean {
  try {
    return /post/i.test(readPageData(dir, route).componentChunkName)
  } catch {
    return false
  }
}

/** The first post a home page links to: where a reader of that page goes on. */
function postLinkedFrom(dir: string, home: string): string {
  const post = builtLinks(dir, home).find((route) => isPost(dir, route))
  if (!post) throw new Error(`${dir}: the page at ${home} links to no post`)
  return post
}

/** The site's links to follow: in each edition, home to a post and back, and home to the services page. */
function sitePairs(dir: string): NavigationPair[] {
  return LOCALE_CODES.flatMap((locale) => {
    const home = localisedPath(locale, '/')
    const post = postLinkedFrom(dir, home)
    return [
      { from: home, to: post },
      { from: post, to: home },
      { from: home, to: localisedPath(locale, paths.services) },
    ]
  })
}

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

/** Another site's build in the same run: its own server, at a host name of its own (a subdomain of localhost, which Chromium resolves to 127.0.0.1 itself) so that Lighthouse CI's reports, named by host and path, do not replace ours. */
interface Compared {
  name: string
  dir: string
  server: StaticServer
  served: string[]
  url: string
  routes: string[]
}

async function main(): Promise<number> {
  const started = Date.now()
  // What reached each server, for the repeat view.
  const served: string[] = []
  // HTTPS and HTTP/2, as the live host serves the site (and the floor page alike).
  const server = await startStaticServer({ dir, http2: true, onRequest: (path) => served.push(path) })
  const floorDir = mkdtempSync(join(tmpdir(), 'bench-speed-floor-'))
  // A path of its own: Lighthouse CI names each report by host and path, and the floor's would replace the home page's.
  mkdirSync(join(floorDir, 'floor-page'))
  writeFileSync(join(floorDir, 'floor-page', 'index.html'), FLOOR_PAGE)
  const floorServer = await startStaticServer({ dir: floorDir, http2: true })
  const floorUrl = `${floorServer.url}/floor-page`
  const compared: Compared[] = []
  for (const [name, compareDir] of compareDirs) {
    const comparedServed: string[] = []
    // Their own _headers where their build wrote one, as their host would apply it; for a file those
    // give no Cache-Control, the policy of Gatsby's caching guide, which ours follows too.
    const comparedServer = await startStaticServer({
      dir: resolve(compareDir),
      http2: true,
      cacheControl: cacheControlFor,
      onRequest: (path) => comparedServed.push(path),
    })
    const url = comparedServer.url.replace('127.0.0.1', `${name}.localhost`)
    const post = comparePosts.get(name) ?? postLinkedFrom(resolve(compareDir), '/')
    compared.push({ name, dir: resolve(compareDir), server: comparedServer, served: comparedServed, url, routes: ['/', post] })
  }
  const work = mkdtempSync(join(tmpdir(), 'bench-speed-'))
  const calibration = mkdtempSync(join(tmpdir(), 'bench-speed-calibration-'))
  try {
    const urls = routes.map((route) => new URL(route, server.url).href)
    const comparedUrls = compared.map(({ url, routes: comparedRoutes }) => comparedRoutes.map((route) => new URL(route, url).href))
    // The static server compresses a file on its first request; that must not count against the first run.
    await Promise.all(urls.map((url) => fetchOnce(url, server.certificate)))
    for (const { server: comparedServer, routes: comparedRoutes } of compared)
      await Promise.all(comparedRoutes.map((route) => fetchOnce(new URL(route, comparedServer.url).href, comparedServer.certificate)))
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
    const collected = [...urls, floorUrl, ...comparedUrls.flat()]
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
    const routeReport = (route: string, url: string, site?: string): RouteReport => {
      const measured = measuredRuns.filter((lhr) => lhr.requestedUrl === url).map(figuresFromResult)
      if (measured.length === 0) throw new Error(`Lighthouse CI measured no run of ${site ? `${site} ` : ''}${route}`)
      const figures = medianFigures(measured)
      return {
        route,
        ...(site ? { site } : {}),
        runs: measured.length,
        median: figures,
        misses: misses(figures).map((budget) => budget.figure),
      }
    }
    const report: RouteReport[] = [
      ...routes.map((route, i) => routeReport(route, urls[i])),
      ...compared.flatMap(({ name, routes: comparedRoutes }, i) =>
        comparedRoutes.map((route, j) => routeReport(route, comparedUrls[i][j], name)),
      ),
    ]

    // The clicks and the second view, in a browser of their own once Lighthouse is done, on the same phone.
    const navigation: NavigationReport[] = []
    const repeatViews: RepeatViewReport[] = []
    if (options.navigation || options['repeat-view']) {
      const certificates = [server, ...compared.map((site) => site.server)].map((each) => each.certificate!)
      const browser = await chromium.launch({ executablePath: chromiumPath(), args: [...CHROMIUM_FLAGS, trustCertificates(certificates)] })
      try {
        const sites = [
          { site: undefined as string | undefined, dir, url: server.url, served, pairs: sitePairs(dir).slice(0, pairLimit) },
          ...compared.map(({ name, dir: siteDir, url, served: siteServed, routes: [home, post] }) => ({
            site: name,
            dir: siteDir,
            url,
            served: siteServed,
            pairs: [
              { from: home, to: post },
              { from: post, to: home },
            ].slice(0, pairLimit),
          })),
        ]
        for (const { site, dir: siteDir, url, served: siteServed, pairs } of sites) {
          if (options.navigation)
            for (const pair of pairs) {
              const measured = await measureNavigation(browser, url, siteDir, pair, runs, cpuSlowdownMultiplier)
              console.log(`${site ? `${site} ` : ''}${pair.from} → ${pair.to}: ${measured.runs.map((run) => run.ms).join(', ')} ms`)
              navigation.push({ ...(site ? { site } : {}), ...measured })
            }
          if (options['repeat-view'])
            repeatViews.push({ ...(site ? { site } : {}), ...(await measureRepeatView(browser, url, '/', siteServed)) })
        }
      } finally {
        await browser.close()
      }
    }

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
      ...compared.map(({ name, dir: siteDir }) => `\`${name}\`: the build in ${siteDir}.`),
    ].join(' ')
    const profile = `Lighthouse's phone (${PHONE_PROFILE}) at the CPU slowdown above`
    mkdirSync(REPORTS, { recursive: true })
    writeFileSync(
      join(REPORTS, 'speed.md'),
      `${markdownReport(report, context, floor)}\n${interactionReport(navigation, repeatViews, profile)}`,
    )
    const routesWithRatios = report.map((route) => ({ ...route, floorRatios: floorRatios(route.median, floor) }))
    writeFileSync(
      join(REPORTS, 'speed.json'),
      `${JSON.stringify({ runs, minutes, cpuSlowdownMultiplier, hostCpuIndex, floor, routes: routesWithRatios, navigation, repeatViews }, null, 2)}\n`,
    )
    console.log(
      `${readFileSync(join(REPORTS, 'speed.md'), 'utf8')}\nReport: ${join(REPORTS, 'speed.md')}, speed.json; each route's median run: ${join(REPORTS, 'lhci')}/`,
    )

    if (!options.assert) return 0
    // The budgets hold the site's routes; the floor page and the compared builds are references, not pages of the site.
    const site = `^${escapeRegExp(server.url)}/`
    return await lhci(work, 'assert', { assert: { assertMatrix: [{ matchingUrlPattern: site, assertions: lhciAssertions() }] } })
  } finally {
    await server.close()
    await floorServer.close()
    for (const { server: comparedServer } of compared) await comparedServer.close()
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
