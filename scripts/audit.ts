/**
 * Lighthouse audit of the already-built site (it never builds).
 *
 *   npm run audit                                   # "/" once
 *   npm run audit -- / /financialblogs --runs 3     # medians of 3 runs
 *   npm run audit -- / --json reports/lighthouse.json
 *   npm run audit -- --assert                       # budgets on every route of the sitemap (npm test)
 *   npm run audit -- / --lhr-dir reports/lhr        # also each run's full Lighthouse result
 *   npm run audit -- / --runs 3 --dir ../old/public  # another build, e.g. to compare before and after
 *   npm run audit -- / --at-default-slowdown        # also the same runs at Lighthouse's default 4x
 *
 * Serves public/ on a free 127.0.0.1 port, runs Lighthouse with its default
 * mobile emulation in one headless Chromium (CHROME_PATH, else /usr/bin/chromium),
 * prints a table per route and writes the figures as JSON
 * (default reports/lighthouse-<timestamp>.json).
 *
 * --assert checks the budgets of scripts/lib/budgets.ts (median of --runs, default 3 then) on every
 * route of public/sitemap-*.xml unless routes are given. A route that misses only timing budgets
 * (Performance, LCP, TBT), which move with the load of a shared machine, is measured again up to
 * twice before it fails; every other budget fails at once. Exit code 1 on a miss, with each figure
 * printed beside its budget; every attempt is kept in the JSON report.
 * With BUDGETS_TIMING=advisory, timing misses fail only beyond their advisory limit (budgets.ts);
 * a route is measured again while its best attempt is beyond one, and for misses within them only
 * while the run's few spare re-measurements last.
 *
 * Every run is audited at a CPU slowdown calibrated to the host (lib/cpu-calibration.ts); with
 * --at-default-slowdown also at Lighthouse's default 4x, what the host measures as it is (about a
 * second more per run, which no budget reads).
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { parseArgs } from 'node:util'

import { budgetMisses, failsWhenTimingIsAdvisory, formatMiss, sitemapRoutes, worthRemeasuring, type BudgetMiss } from './lib/budgets'
import { writeJsonReport, printReport } from './lib/lighthouse-report'
import { DEFAULT_PUBLIC_DIR, measureRoutes, openAuditSession, type RouteFigures } from './lib/lighthouse-run'

/** Measurements of a route after the first one that missed only noisy budgets. */
const REMEASUREMENTS = 2

/**
 * Under BUDGETS_TIMING=advisory, how many re-measurements a whole run may spend on misses within
 * the advisory limits (which pass anyway, but a second look tells noise from a page at its limit).
 * Past these, such a miss is reported as measured; a miss beyond a limit is always re-measured.
 */
const SPARE_REMEASUREMENTS = 12

/** Measures each route, re-measuring noisy misses; returns every attempt and the final misses. */
async function assertBudgets(
  routes: readonly string[],
  runs: number,
  options: { dir: string; lhrDir?: string; atDefaultSlowdown: boolean; timingAdvisory: boolean },
): Promise<{ attempts: RouteFigures[]; misses: BudgetMiss[] }> {
  const attempts: RouteFigures[] = []
  const misses: BudgetMiss[] = []
  const session = await openAuditSession(routes, options)
  let spareRemeasurements = options.timingAdvisory ? SPARE_REMEASUREMENTS : Infinity
  try {
    for (const route of routes) {
      let routeMisses: BudgetMiss[] = []
      const routeAttempts: RouteFigures[] = []
      for (let attempt = 0; attempt <= REMEASUREMENTS; attempt++) {
        if (attempt > 0) console.error(`${route} missed only timing budgets; measuring again (${attempt}/${REMEASUREMENTS})…`)
        const result = await session.measure(route, runs)
        attempts.push(result)
        routeAttempts.push(result)
        printReport([result])
        routeMisses = budgetMisses(result)
        routeMisses.forEach((miss) => console.error(`  ✗ ${formatMiss(miss)}`))
        const beyondAdvisory = worthRemeasuring(routeMisses, routeAttempts, true)
        const spare = !beyondAdvisory && spareRemeasurements > 0 && worthRemeasuring(routeMisses, routeAttempts)
        if (!beyondAdvisory && !spare) break
        if (spare) spareRemeasurements--
      }
      misses.push(...routeMisses)
    }
  } finally {
    await session.close()
  }
  return { attempts, misses }
}

/** The routes of the built sitemap (public/sitemap-*.xml but the index). */
function builtSitemapRoutes(dir: string): string[] {
  const files = readdirSync(dir).filter((name) => /^sitemap-.+\.xml$/.test(name) && name !== 'sitemap-index.xml')
  const routes = sitemapRoutes(files.map((name) => readFileSync(join(dir, name), 'utf8')))
  if (routes.length === 0) throw new Error(`No routes in ${dir}/sitemap-*.xml: run npm run build first.`)
  return routes
}

const ROOT = resolve(__dirname, '..')

async function main(): Promise<number> {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: {
      runs: { type: 'string' },
      json: { type: 'string' },
      assert: { type: 'boolean', default: false },
      'lhr-dir': { type: 'string' },
      dir: { type: 'string' },
      'at-default-slowdown': { type: 'boolean', default: false },
    },
  })
  const runs = Number(values.runs ?? (values.assert ? 3 : 1))
  if (!Number.isInteger(runs) || runs < 1) throw new Error(`--runs must be a positive integer, got ${values.runs}`)
  const dir = values.dir ? resolve(values.dir) : DEFAULT_PUBLIC_DIR
  if (!existsSync(join(dir, 'index.html'))) {
    console.error(`${join(dir, 'index.html')} not found. Run npm run build first.`)
    return 1
  }
  const defaultRoutes = values.assert ? builtSitemapRoutes(dir) : ['/']
  const routes = (positionals.length ? positionals : defaultRoutes).map((r) => (r.startsWith('/') ? r : `/${r}`))
  const lhrDir = values['lhr-dir'] ? resolve(values['lhr-dir']) : undefined
  const atDefaultSlowdown = values['at-default-slowdown'] ?? false
  const started = Date.now()

  const timestamp = new Date().toISOString().replace(/[:.]/g, '-')
  const jsonPath = values.json ? resolve(values.json) : join(ROOT, 'reports', `lighthouse-${timestamp}.json`)

  if (values.assert) {
    // On a shared host that cannot hold timing steady, BUDGETS_TIMING=advisory reports timing misses
    // without failing unless even the best attempt is beyond the noise band (re-measured only while
    // that can change); byte, CLS and category budgets stay strict everywhere.
    const timingAdvisory = process.env.BUDGETS_TIMING === 'advisory'
    const { attempts, misses } = await assertBudgets(routes, runs, { dir, lhrDir, atDefaultSlowdown, timingAdvisory })
    writeJsonReport(jsonPath, attempts)
    console.log(`\nJSON: ${jsonPath}`)
    console.log(`${routes.length} routes, ${attempts.length} measurements, ${Math.round((Date.now() - started) / 1000)} s`)
    const fatal = timingAdvisory
      ? misses.filter((miss) =>
          failsWhenTimingIsAdvisory(
            miss,
            attempts.filter((attempt) => attempt.route === miss.route),
          ),
        )
      : misses
    const advisory = misses.filter((miss) => !fatal.includes(miss))
    if (advisory.length > 0) {
      console.warn(
        `\nTiming budgets missed, each within its advisory limit (BUDGETS_TIMING=advisory):\n${advisory.map((miss) => `  ${formatMiss(miss)}`).join('\n')}`,
      )
    }
    if (fatal.length > 0) {
      console.error(`\nBudgets missed:\n${fatal.map((miss) => `  ${formatMiss(miss)}`).join('\n')}`)
      return 1
    }
    const which = advisory.length > 0 ? 'Every strict budget' : 'Every budget'
    console.log(`\n${which} held on ${routes.length === 1 ? routes[0] : `all ${routes.length} routes`}.`)
    return 0
  }

  const results = await measureRoutes(routes, { runs, dir, lhrDir, atDefaultSlowdown })
  printReport(results)
  writeJsonReport(jsonPath, results)
  console.log(`\nJSON: ${jsonPath}`)
  return 0
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error)
    process.exit(1)
  },
)
