/** @jest-environment node */
import { checkScaleTargets, checkTargets, formatReport, formatTable, type BenchResult } from './bench-report'

const result = (posts: number, changes: Partial<BenchResult> = {}): BenchResult => ({
  posts,
  editions: 'en',
  pages: 30,
  coldSeconds: 200,
  warmSeconds: 20,
  firstWarmSeconds: 25,
  firstWarmCpuSeconds: 30,
  againSeconds: 15,
  againCpuSeconds: 18,
  coldCpuSeconds: 260,
  warmCpuSeconds: 24,
  coldLoad: 1.5,
  warmLoad: 0.5,
  coldStages: ['page creation: 30 pages in 0.1 s, 3.3 ms a page'],
  warmStages: ['page creation: 31 pages in 0.1 s, 3.2 ms a page'],
  warmPagesRendered: '3/3',
  peakTreeMB: 1500,
  peakTreePssMB: 1200,
  peakProcessMB: 900,
  homeHtmlBytes: 100_000,
  homePageDataBytes: 20_000,
  largestPageData: { path: 'page-data/index/page-data.json', bytes: 20_000 },
  staticQueryBytes: 4_000,
  pageJs: { min: 200_000, median: 250_000, max: 300_000 },
  homeJsBytes: 300_000,
  ...changes,
})

describe('the benchmark targets', () => {
  it('pass at N = 600 when the home page is within 2 % and builds within 1.5x (warm) and 2x (cold) of N = 6', () => {
    const checks = checkTargets([
      result(6),
      result(60),
      result(600, { homeHtmlBytes: 101_900, homePageDataBytes: 19_700, warmSeconds: 30, coldSeconds: 400 }),
    ])
    expect(checks.map((c) => [c.label, c.posts, c.pass, c.indicative])).toEqual([
      ['home page HTML', 600, true, false],
      ['home page data', 600, true, false],
      ['warm rebuild after adding a post', 600, true, false],
      ['cold build', 600, true, false],
    ])
    expect(checks[0].line).toBe('PASS home page HTML at N = 600: 1.019x N = 6 (target: within 2 % of N = 6)')
  })

  it('fail just past each limit, in either direction for the home page', () => {
    const checks = checkTargets([
      result(6),
      result(600, { homeHtmlBytes: 102_100, homePageDataBytes: 19_500, warmSeconds: 30.2, coldSeconds: 401 }),
    ])
    expect(checks.map((c) => c.pass)).toEqual([false, false, false, false])
    expect(checks[2].line).toMatch(/^FAIL warm rebuild after adding a post at N = 600: 1\.510x N = 6/)
  })

  it('use the largest N, marked indicative, when 600 was not measured; none without N = 6 or a larger N', () => {
    const checks = checkTargets([result(6), result(60, { homeHtmlBytes: 150_000 })])
    expect(checks.every((c) => c.posts === 60 && c.indicative)).toBe(true)
    expect(checks[0].line).toMatch(/^FAIL .* \(indicative: the target is at N = 600\)$/)
    expect(checkTargets([result(6)])).toEqual([])
    expect(checkTargets([result(60), result(600)])).toEqual([])
  })
})

describe('the targets at scale', () => {
  it('hold N = 5,000 to 3 minutes cold (5 with both editions), 20 s warm and 4 GB (each shared page counted once), and check no smaller N', () => {
    const checks = checkScaleTargets([
      result(600, { coldSeconds: 1000 }),
      result(5000, { coldSeconds: 180, warmSeconds: 20.4, peakTreeMB: 5000, peakTreePssMB: 4096 }),
      result(5000, { editions: 'both', coldSeconds: 301, warmSeconds: 12, peakTreeMB: null, peakTreePssMB: null }),
    ])
    expect(checks.map((c) => [c.label, c.pass])).toEqual([
      ['cold build', true],
      ['warm rebuild after adding a post', false],
      ['peak memory, whole build (PSS)', true],
      ['cold build', false],
      ['warm rebuild after adding a post', true],
    ])
    expect(checks[3].line).toBe('FAIL cold build at N = 5000, both editions: 301 s (target: at most 300 s)')
  })
})

describe('the benchmark table', () => {
  it('has a column per N in ascending order and a row per figure', () => {
    const table = formatTable([result(60, { pages: 84 }), result(6)]).split('\n')
    expect(table[0]).toBe('| | N = 6 | N = 60 |')
    expect(table[1]).toBe('| --- | --- | --- |')
    expect(table).toContain('| pages built | 30 | 84 |')
    expect(table).toContain('| home page HTML | 100,000 B | 100,000 B |')
    expect(table).toContain('| JS per page, min / median / max | 195.3 kB / 244.1 kB / 293.0 kB | 195.3 kB / 244.1 kB / 293.0 kB |')
    expect(table).toContain('| peak memory, largest process | 900 MB | 900 MB |')
    expect(formatTable([result(6, { peakTreeMB: null })])).toContain("| peak memory, whole build (sum of processes' RSS) | n/a |")
    expect(table).toContain("| peak memory, whole build (sum of processes' PSS) | 1200 MB | 1200 MB |")
    expect(table).toContain('| cold build | 200 s, 260 s CPU, load 1.5 | 200 s, 260 s CPU, load 1.5 |')
    expect(table).toContain('| first warm rebuild, nothing changed | 25.0 s, 30 s CPU | 25.0 s, 30 s CPU |')
    expect(table).toContain('| warm rebuild after that, nothing changed | 15.0 s, 18 s CPU | 15.0 s, 18 s CPU |')
    expect(formatTable([result(5000, { editions: 'both' })]).split('\n')[0]).toBe('| | N = 5000, both editions |')
  })

  it('reports the table and one line per target, or says why targets were not checked', () => {
    const report = formatReport([result(6), result(600)], 'Context.')
    expect(report).toContain('Context.')
    expect(report.match(/^- PASS /gm)).toHaveLength(4)
    expect(formatReport([result(60)], '')).toContain('Targets not checked')
    expect(report).toContain('### N = 600\n\n```\ncold build:\n  page creation: 30 pages in 0.1 s, 3.3 ms a page\nwarm rebuild')
  })
})
