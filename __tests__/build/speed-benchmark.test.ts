/** @jest-environment node */
/**
 * `npm run bench:speed`, the speed benchmark the README offers, on one route of the built site with
 * one run, at a given CPU slowdown rather than one calibrated by a run of its own, and one link
 * followed: it must measure the route, the floor page, the click and the home page's repeat view and
 * write its report. Its figures are timings of a shared machine, so nothing here judges them against
 * the budgets; only that each was measured, and that a returning visitor asks for no hashed file.
 */
import { spawnSync } from 'child_process'
import fs from 'fs'
import os from 'os'
import path from 'path'
import { FIGURES, floorRatios, type Floor, type NavigationReport, type RepeatViewReport, type RouteReport } from '../../scripts/lib/budgets'
import { builtRoutes } from '../../scripts/lib/built-routes'

const ROOT = path.resolve(__dirname, '../..')
const ROUTE = '/company/faq'

test('the speed benchmark measures a route and writes its table, its figures and its Lighthouse report', () => {
  const out = fs.mkdtempSync(path.join(os.tmpdir(), 'speed-benchmark-'))
  try {
    const run = spawnSync(
      path.join(ROOT, 'node_modules/.bin/tsx'),
      ['scripts/bench-speed.ts', ROUTE, '--runs', '1', '--cpu-slowdown', '4', '--navigation-pairs', '1', '--out', out],
      {
        cwd: ROOT,
        encoding: 'utf8',
        maxBuffer: 64 * 1024 * 1024,
      },
    )
    expect({ status: run.status, output: run.status === 0 ? '' : `${run.stdout}\n${run.stderr}`.slice(-3000) }).toEqual({
      status: 0,
      output: '',
    })

    const { routes, floor, navigation, repeatViews } = JSON.parse(fs.readFileSync(path.join(out, 'speed.json'), 'utf8')) as {
      routes: Array<RouteReport & { floorRatios: { fcp: number; lcp: number } }>
      floor: Floor
      navigation: NavigationReport[]
      repeatViews: RepeatViewReport[]
    }
    expect(routes.map(({ route, runs }) => ({ route, runs }))).toEqual([{ route: ROUTE, runs: 1 }])
    const figures = routes[0].median
    expect(FIGURES.filter(({ key }) => !Number.isFinite(figures[key])).map(({ key }) => key)).toEqual([])
    expect(figures.lcpMs).toBeGreaterThan(0)
    expect(figures.jsKB).toBeGreaterThan(0)
    // The floor page, measured in the same run, and the route's paints as multiples of its first paint.
    expect(floor.fcpMs).toBeGreaterThan(0)
    expect(routes[0].floorRatios).toEqual(floorRatios(figures, floor))

    const table = fs.readFileSync(path.join(out, 'speed.md'), 'utf8')
    expect(table).toContain('CPU slowdown 4x, as given (not calibrated)')
    expect(table).toContain(`Floor page (one paragraph, served the same way, in the same run): FCP ${floor.fcpMs} ms`)
    // The route's row, with its figures and its multiples of the floor (a miss marked, not failed).
    const row = table.split('\n').find((line) => line.startsWith(`| \`${ROUTE}\` |`)) ?? ''
    expect(
      row
        .split('|')
        .slice(2, -1)
        .map((cell) => cell.replace(/[*✗\s]/g, '')),
    ).toEqual([
      ...FIGURES.map(({ key }) => String(figures[key])),
      ...[routes[0].floorRatios.fcp, routes[0].floorRatios.lcp].map((ratio) => ratio.toFixed(2)),
    ])
    // Lighthouse CI's report of the route's median run, and of the floor's, under a path no page of
    // the site has: reports are named by host and path, so a floor at / would replace the home page's.
    const reports = fs.readdirSync(path.join(out, 'lhci')).filter((name) => name.endsWith('.report.html'))
    expect(reports.map((name) => name.replace(/^[\w]+-/, '')).sort()).toEqual(['company_faq.report.html', 'floor_page.report.html'])
    expect(builtRoutes(path.join(ROOT, 'public'))).not.toContain('/floor-page')

    // The first link of the site's pairs, from the home page to the first post it lists, and the home page seen again.
    expect(navigation.map(({ from, runs }) => ({ from, runs: runs.length }))).toEqual([{ from: '/', runs: 1 }])
    expect(navigation[0].medianMs).toBeGreaterThan(0)
    expect(table).toContain(`| \`/\` | \`${navigation[0].to}\` | ${navigation[0].medianMs} |`)
    expect(repeatViews.map(({ route, hashed }) => ({ route, hashed }))).toEqual([{ route: '/', hashed: [] }])
    expect(repeatViews[0].requests).toContain('/')
  } finally {
    fs.rmSync(out, { recursive: true, force: true })
  }
}, 300_000)
