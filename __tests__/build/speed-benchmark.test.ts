/** @jest-environment node */
/**
 * `npm run bench:speed`, the speed benchmark the README offers, on one route of the built site with
 * one run: it must measure the route and write its report. Its figures are timings of a shared
 * machine, so nothing here judges them against the budgets; only that each was measured.
 */
import { spawnSync } from 'child_process'
import fs from 'fs'
import os from 'os'
import path from 'path'
import { FIGURES, type RouteReport } from '../../scripts/lib/budgets'

const ROOT = path.resolve(__dirname, '../..')
const ROUTE = '/company/faq'

test('the speed benchmark measures a route and writes its table, its figures and its Lighthouse report', () => {
  const out = fs.mkdtempSync(path.join(os.tmpdir(), 'speed-benchmark-'))
  try {
    const run = spawnSync(path.join(ROOT, 'node_modules/.bin/tsx'), ['scripts/bench-speed.ts', ROUTE, '--runs', '1', '--out', out], {
      cwd: ROOT,
      encoding: 'utf8',
      maxBuffer: 64 * 1024 * 1024,
    })
    expect({ status: run.status, output: run.status === 0 ? '' : `${run.stdout}\n${run.stderr}`.slice(-3000) }).toEqual({
      status: 0,
      output: '',
    })

    const { routes } = JSON.parse(fs.readFileSync(path.join(out, 'speed.json'), 'utf8')) as { routes: RouteReport[] }
    expect(routes.map(({ route, runs }) => ({ route, runs }))).toEqual([{ route: ROUTE, runs: 1 }])
    const figures = routes[0].median
    expect(FIGURES.filter(({ key }) => !Number.isFinite(figures[key])).map(({ key }) => key)).toEqual([])
    expect(figures.lcpMs).toBeGreaterThan(0)
    expect(figures.jsKB).toBeGreaterThan(0)

    const table = fs.readFileSync(path.join(out, 'speed.md'), 'utf8')
    // The route's row, with its figures (a miss of a budget marked, not failed).
    const row = table.split('\n').find((line) => line.startsWith(`| \`${ROUTE}\` |`)) ?? ''
    expect(
      row
        .split('|')
        .slice(2, -1)
        .map((cell) => cell.replace(/[*✗\s]/g, '')),
    ).toEqual(FIGURES.map(({ key }) => String(figures[key])))
    expect(fs.readdirSync(path.join(out, 'lhci')).filter((name) => name.endsWith('.report.html'))).toHaveLength(1)
  } finally {
    fs.rmSync(out, { recursive: true, force: true })
  }
}, 300_000)
