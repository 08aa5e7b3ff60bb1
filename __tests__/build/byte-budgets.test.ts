/** @jest-environment node */
/**
 * The byte budgets of every route of the sitemap, from the built files in public/ (no build, no
 * browser, no timing): the JavaScript a page loads at most 100 KB (80 KB on the home pages) and its
 * whole first load at most 400 KB, both as transferred (scripts/lib/page-bytes.ts), and each page's
 * HTML with its first screen's image within the first round trip unless its CSS is split
 * (plugins/page-delivery/src/first-screen-css.ts) or splitting it would gain no round trip. The speed
 * benchmark (npm run bench:speed) measures the same in a browser.
 */
import crypto from 'crypto'
import fs from 'fs'
import os from 'os'
import path from 'path'
import { byteMisses } from '../../scripts/lib/budgets'
import { builtRoutes } from '../../scripts/lib/built-routes'
import { htmlFileFor } from '../../scripts/lib/built-site'
import { measureFirstLoads } from '../../scripts/lib/page-bytes'
import { cssRules } from '../../plugins/page-delivery/src/css-rules'
import { firstScreenCuts } from '../../plugins/page-delivery/src/first-screen-css'
import { inlineStylesheets } from '../../plugins/page-delivery/src/gatsby'
import { pageDataOf } from '../../plugins/page-delivery/src/markup'
import { fitsFirstRoundTrip, splitInVain } from '../../plugins/page-delivery/src/page'

// BYTE_BUDGETS_DIR checks another build, an older one say.
const PUBLIC = path.resolve(process.env.BYTE_BUDGETS_DIR ?? path.join(__dirname, '../../public'))

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

  it('keep each page with its first screen’s image within the first round trip, or its later sections’ CSS out of its HTML and linked for readers without scripts where that gains a round trip', async () => {
    const [split, whole]: string[][] = [[], []]
    for (const route of builtRoutes(PUBLIC)) {
      const html = fs.readFileSync(path.join(PUBLIC, htmlFileFor(decodeURIComponent(route))), 'utf8')
      const later = pageDataOf(html)?.css ?? []
      if (later.length === 0) {
        if (await fitsFirstRoundTrip(html, (sitePath) => fs.statSync(path.join(PUBLIC, sitePath)).size)) continue
        // Too large, and whole: even its first screen's CSS alone (less than a split page carries) leaves it over the first round trip.
        const sheets = inlineStylesheets(html, route)
        const cuts = firstScreenCuts(html, sheets, (_, css) => cssRules(css))
        const cut = sheets.reduce((page, { css }, i) => page.replace(css, () => cuts[i] ?? css), html)
        expect([route, await splitInVain(cut)]).toEqual([route, true])
        whole.push(route)
        continue
      }
      split.push(route)
      const inline = inlineStylesheets(html, route)
      for (const href of later) {
        const whole = fs.readFileSync(path.join(PUBLIC, href), 'utf8')
        const part = inline.find((sheet) => sheet.href === href)?.css ?? ''
        expect([route, href, part.length <= whole.length]).toEqual([route, href, true])
        expect(html).toContain(`<link rel="stylesheet" href="${href}"/>`)
      }
    }
    expect(split).toEqual(expect.arrayContaining(['/financialsolutions/services', '/financialblogs/blogs/1', '/ar/financialblogs/blogs/1']))
    expect(whole).toEqual(['/', '/ar'])
  })
})
