/** @jest-environment node */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { compressibleFiles, median, routeFigures } from './lighthouse-run'

describe('compressibleFiles', () => {
  let dir: string
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'site-'))
    for (const file of [
      'framework-1a.js',
      'app-2b.js',
      'app.3c.css',
      '0da9-4d.js',
      'index.html',
      'favicon.svg',
      'page-data/sq/d/895091567.json',
    ]) {
      mkdirSync(join(dir, file, '..'), { recursive: true })
      writeFileSync(join(dir, file), '')
    }
  })
  afterEach(() => rmSync(dir, { recursive: true, force: true }))

  it('lists the pages, every root bundle (shared chunks too), app data, page data and static queries', () => {
    expect(compressibleFiles(dir, ['/', '/financialblogs/blogs/5']).sort()).toEqual(
      [
        '/',
        '/financialblogs/blogs/5',
        '/0da9-4d.js',
        '/app-2b.js',
        '/app.3c.css',
        '/framework-1a.js',
        '/page-data/app-data.json',
        '/page-data/index/page-data.json',
        '/page-data/financialblogs/blogs/5/page-data.json',
        '/page-data/sq/d/895091567.json',
      ].sort(),
    )
  })
})

describe('median', () => {
  it('takes the middle run, or the mean of the two middle ones', () => {
    expect(median([310, 90, 120])).toBe(120)
    expect(median([4, 1, 3, 2])).toBe(2.5)
  })
})

describe('routeFigures', () => {
  const about = { lighthouseVersion: '12', warnings: [], benchmarkIndex: [1500, 1500, 1500], cpuSlowdown: [2, 2, 2] }
  const timing = (performance: number, lcpMs: number, tbtMs: number) => ({ performance, lcpMs, tbtMs, cls: 0, totalKB: 200, jsKB: 80 })
  const atDefault = (performance: number, lcpMs: number, tbtMs: number) => ({ performance, lcpMs, tbtMs })

  it('takes each figure from the runs that measured it: timing from every run, the other scores from the first', () => {
    const figures = routeFigures(
      '/',
      'http://127.0.0.1/',
      [{ ...timing(100, 900, 40), accessibility: 100, bestPractices: 100, seo: 100 }, timing(97, 1300, 130), timing(99, 1000, 60)],
      [atDefault(95, 910, 250), atDefault(90, 1310, 400), atDefault(93, 1010, 300)],
      about,
    )
    expect(figures.runs).toBe(3)
    expect(figures.samples.tbtMs).toEqual([40, 130, 60])
    expect(figures.samples.seo).toEqual([100])
    expect(figures.median).toMatchObject({ performance: 99, lcpMs: 1000, tbtMs: 60, accessibility: 100, seo: 100 })
  })

  it('keeps the same runs at the default slowdown apart, with their own medians', () => {
    const figures = routeFigures(
      '/',
      'http://127.0.0.1/',
      [{ ...timing(100, 900, 40), accessibility: 100, bestPractices: 100, seo: 100 }, timing(97, 1300, 130)],
      [atDefault(95, 910, 250), atDefault(90, 1310, 400)],
      about,
    )
    expect(figures.atDefaultSlowdown?.samples.tbtMs).toEqual([250, 400])
    expect(figures.atDefaultSlowdown?.median).toEqual({ performance: 92.5, lcpMs: 1110, tbtMs: 325 })
    expect(figures.median.tbtMs).toBe(85)
    expect(figures.cpuSlowdown).toEqual([2, 2, 2])
  })

  it('leaves the default slowdown out when no run was audited at it', () => {
    const figures = routeFigures(
      '/',
      'http://127.0.0.1/',
      [{ ...timing(100, 900, 40), accessibility: 100, bestPractices: 100, seo: 100 }],
      [],
      about,
    )
    expect(figures).not.toHaveProperty('atDefaultSlowdown')
    expect(figures.median.tbtMs).toBe(40)
  })

  it('refuses runs none of which measured a figure', () => {
    expect(() => routeFigures('/', 'http://127.0.0.1/', [timing(100, 900, 40)], [atDefault(95, 910, 250)], about)).toThrow(
      'No run of / measured Accessibility',
    )
  })
})
