/** @jest-environment node */
/**
 * The byte budgets of every route of the sitemap, from the built files in public/ (no build, no
 * browser, no timing): the JavaScript a page loads at most 100 KB (80 KB on the home pages) and its
 * whole first load at most 400 KB, both as transferred (__tests__/support/page-bytes.ts), and each page's
 * HTML with its first screen's image within the first round trip unless its later sections' CSS is
 * out of it. The page's bytes are counted here, with brotli at its best, not with the post-build
 * stage's own estimate, which the test would otherwise only repeat. The speed benchmark
 * (npm run bench:speed) measures the same in a browser.
 */
import crypto from 'crypto'
import fs from 'fs'
import os from 'os'
import path from 'path'
import zlib from 'zlib'
import { byteMisses } from '../../scripts/lib/budgets'
import { builtRoutes } from '../../scripts/lib/built-routes'
import { htmlFileFor } from '../../scripts/lib/built-site'
import { measureFirstLoads } from '../support/page-bytes'

// BYTE_BUDGETS_DIR checks another build, an older one say.
const PUBLIC = path.resolve(process.env.BYTE_BUDGETS_DIR ?? path.join(__dirname, '../../public'))

/** TCP's initial window on a new connection: ten 1,460-byte packets, all that arrives in its first round trip. */
const INITIAL_WINDOW = 14_600
/** What of it is left for the page and its image: the response's headers take about 800 bytes. */
const FIRST_ROUND_TRIP = INITIAL_WINDOW - 800

/** A text's bytes as the host sends it to a browser that takes brotli, compressed at brotli's best. */
const brotliSize = (text: string) =>
  zlib.brotliCompressSync(text, {
    params: {
      [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
      [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
    },
  }).length

/** The image the page fetches first (at high priority) as a phone takes it: the narrowest candidate at least 412 × 1.75 px wide, else the widest. */
function firstScreenImage(html: string): string | undefined {
  const img = /<img [^>]*fetchpriority="high"[^>]*>/.exec(html)
  if (!img) return undefined
  const before = html.slice(0, img.index)
  const picture = before.slice(before.lastIndexOf('<picture>'))
  const srcset =
    (!picture.includes('</picture>') && /<source [^>]*srcSet="([^"]+)"/.exec(picture)?.[1]) || /srcSet="([^"]+)"/.exec(img[0])?.[1]
  if (!srcset) return /src="([^"]+)"/.exec(img[0])?.[1]
  const candidates = srcset
    .split(',')
    .map((candidate) => candidate.trim().split(/\s+/))
    .map(([url, width]) => ({ url, width: parseInt(width ?? '', 10) || 0 }))
    .sort((a, b) => a.width - b.width)
  return (candidates.find(({ width }) => width >= 412 * 1.75) ?? candidates.at(-1))?.url
}

const overBudget = (dir: string) => measureFirstLoads(dir).flatMap(({ route, ...sizes }) => byteMisses(route, sizes))

describe('byte budgets', () => {
  it('hold on every route of the sitemap', () => {
    if (!fs.existsSync(path.join(PUBLIC, 'index.html'))) throw new Error('public/index.html not found: run npm run build first.')
    expect(overBudget(PUBLIC)).toEqual([])
  }, 300_000)

  it('fail on a page given a 200 KB script', () => {
    // public/ as links, but for a sitemap of the home page alone and a home page that loads heavy.js.
    const copy = fs.mkdtempSync(path.join(os.tmpdir(), 'byte-budgets-'))
    try {
      for (const name of fs.readdirSync(PUBLIC).filter((name) => name !== 'index.html' && !name.startsWith('sitemap')))
        fs.symlinkSync(path.join(PUBLIC, name), path.join(copy, name))
      fs.writeFileSync(path.join(copy, 'sitemap-0.xml'), '<urlset><url><loc>https://example.com/</loc></url></urlset>')
      // Random bytes, which compression cannot shrink.
      fs.writeFileSync(path.join(copy, 'heavy.js'), crypto.randomBytes(150 * 1024).toString('base64'))
      const html = fs.readFileSync(path.join(PUBLIC, 'index.html'), 'utf8')
      fs.writeFileSync(path.join(copy, 'index.html'), html.replace('</head>', '<script src="/heavy.js" defer></script></head>'))

      expect(overBudget(copy)).toEqual([expect.stringMatching(/^\/: JavaScript \d+\.?\d? KB, budget ≤ 80 KB$/)])
    } finally {
      fs.rmSync(copy, { recursive: true, force: true })
    }
  })

  it('keep each page with its first screen’s image within the first round trip, or its later sections’ CSS out of its HTML and linked for readers without scripts', () => {
    const [split, over]: string[][] = [[], []]
    for (const route of builtRoutes(PUBLIC)) {
      const html = fs.readFileSync(path.join(PUBLIC, htmlFileFor(decodeURIComponent(route))), 'utf8')
      const linked = [...html.matchAll(/<link rel="stylesheet" href="([^"]+)"\/>/g)].map(([, href]) => href)
      if (linked.length === 0) {
        const image = firstScreenImage(html)
        if (brotliSize(html) + (image ? fs.statSync(path.join(PUBLIC, decodeURI(image))).size : 0) > FIRST_ROUND_TRIP) over.push(route)
        continue
      }
      // Split: its HTML alone arrives in the first round trip, with less CSS than the stylesheets it links (its @font-face rules,
      // inline for good and in no linked file, aside).
      split.push(route)
      const inline = [...html.matchAll(/<style data-href="[^"]+"[^>]*>([^<]*)<\/style>/g)].reduce(
        (bytes, [, css]) => bytes + Buffer.byteLength(css),
        0,
      )
      const whole = linked.reduce((bytes, href) => bytes + fs.statSync(path.join(PUBLIC, href)).size, 0)
      expect([route, brotliSize(html) <= INITIAL_WINDOW, inline < whole]).toEqual([route, true, true])
    }
    expect(split).toEqual(expect.arrayContaining(['/financialsolutions/services', '/financialblogs/blogs/1', '/ar/financialblogs/blogs/1']))
    // The home pages keep their CSS whole: split, their HTML would still take a second round trip (docs/performance.md).
    expect(over).toEqual(['/', '/ar'])
  })
})
