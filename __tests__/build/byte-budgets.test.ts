/** @jest-environment node */
/**
 * The byte budgets of every route of the sitemap, from the built files (no browser, no timing):
 * the JavaScript a page loads at most 100 KB and its whole first load at most 400 KB, both as
 * transferred (KB of 1,024 bytes). The speed benchmark (npm run bench:speed) measures the same in a browser.
 */
import crypto from 'crypto'
import fs from 'fs'
import os from 'os'
import path from 'path'
import { BUDGETS, sitemapRoutes } from '../../scripts/lib/budgets'
import { htmlFileFor } from '../../scripts/lib/built-site'
import { firstLoad, transferBytes } from '../../scripts/lib/page-bytes'

const PUBLIC = path.resolve(__dirname, '../../public')
const limitKB = (figure: string) => BUDGETS.find((budget) => budget.figure === figure)!.limit

/** Each route's JavaScript and total first-load KB, or an error naming the route. */
function measure(dir: string): Array<{ route: string; jsKB: number; totalKB: number }> {
  const sizes = new Map<string, number>()
  const bytes = (file: string) => {
    if (!sizes.has(file)) {
      const full = path.join(dir, decodeURIComponent(file))
      if (!fs.existsSync(full)) throw new Error(`A page loads ${file}, which the build did not write.`)
      sizes.set(file, transferBytes(file, fs.readFileSync(full)))
    }
    return sizes.get(file)!
  }
  const stats: unknown = JSON.parse(fs.readFileSync(path.join(dir, 'webpack.stats.json'), 'utf8'))
  const sitemaps = fs.readdirSync(dir).filter((name) => /^sitemap-\d+\.xml$/.test(name))
  return sitemapRoutes(sitemaps.map((name) => fs.readFileSync(path.join(dir, name), 'utf8'))).map((route) => {
    const page = decodeURIComponent(route)
    const html = fs.readFileSync(path.join(dir, htmlFileFor(page)), 'utf8')
    const pageData = `/page-data${page === '/' ? '/index' : page.replace(/\/$/, '')}/page-data.json`
    const { componentChunkName } = JSON.parse(fs.readFileSync(path.join(dir, pageData), 'utf8')) as { componentChunkName: string }
    const { scripts, files } = firstLoad(html, stats, componentChunkName, pageData)
    const sum = (list: string[]) => list.reduce((total, file) => total + bytes(file), 0)
    const kb = (n: number) => Math.round((n / 1024) * 10) / 10
    return { route, jsKB: kb(sum(scripts)), totalKB: kb(transferBytes('.html', Buffer.from(html)) + sum(files)) }
  })
}

const overBudget = (routes: ReturnType<typeof measure>) =>
  routes.flatMap(({ route, jsKB, totalKB }) => [
    ...(jsKB > limitKB('jsKB') ? [`${route}: JavaScript ${jsKB} KB, budget ≤ ${limitKB('jsKB')} KB`] : []),
    ...(totalKB > limitKB('totalKB') ? [`${route}: first load ${totalKB} KB, budget ≤ ${limitKB('totalKB')} KB`] : []),
  ])

describe('byte budgets', () => {
  it('hold on every route of the sitemap', () => {
    if (!fs.existsSync(path.join(PUBLIC, 'index.html'))) throw new Error('public/index.html not found: run npm run build first.')
    const routes = measure(PUBLIC)
    expect(routes.length).toBeGreaterThan(40)
    expect(overBudget(routes)).toEqual([])
  }, 120_000)

  it('fail on a page given a 200 KB script', () => {
    const copy = fs.mkdtempSync(path.join(os.tmpdir(), 'byte-budgets-'))
    try {
      for (const file of [
        'webpack.stats.json',
        'index.html',
        'page-data/index/page-data.json',
        ...fs.readdirSync(PUBLIC).filter((f) => /\.(js|css)$/.test(f)),
      ]) {
        fs.mkdirSync(path.dirname(path.join(copy, file)), { recursive: true })
        fs.copyFileSync(path.join(PUBLIC, file), path.join(copy, file))
      }
      fs.symlinkSync(path.join(PUBLIC, 'static'), path.join(copy, 'static'))
      fs.writeFileSync(path.join(copy, 'sitemap-0.xml'), '<urlset><url><loc>https://example.com/</loc></url></urlset>')
      // Random bytes, so that compression cannot shrink them.
      fs.writeFileSync(
        path.join(copy, 'heavy.js'),
        crypto
          .randomBytes(200 * 1024)
          .toString('base64')
          .slice(0, 200 * 1024),
      )
      const html = fs
        .readFileSync(path.join(copy, 'index.html'), 'utf8')
        .replace('</head>', '<script src="/heavy.js" defer></script></head>')
      fs.writeFileSync(path.join(copy, 'index.html'), html)
      expect(overBudget(measure(copy))).toEqual([expect.stringMatching(/^\/: JavaScript \d+(\.\d)? KB, budget ≤ 100 KB$/)])
    } finally {
      fs.rmSync(copy, { recursive: true, force: true })
    }
  })
})
