/** @jest-environment node */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { compressibleFiles, median } from './lighthouse-run'

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
