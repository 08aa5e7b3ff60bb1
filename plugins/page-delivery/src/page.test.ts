/** @jest-environment node */
import fs from 'fs'
import path from 'path'
import { createHash } from 'crypto'
import zlib from 'zlib'
import { cssRules, fontFacesApart, type CssRule } from './css-rules'
import { FIRST_ROUND_TRIP_BYTES, rewritePage, type PageContext } from './page'
import { appDataOf, pageDataOf } from './markup'
import { metaPolicyOf, scriptHash } from './policy'

// Brotli as it is, each quality the stage asks of it noted.
jest.mock('zlib', () => {
  const actual = jest.requireActual<typeof import('zlib')>('zlib')
  return { ...actual, brotliCompress: jest.fn(actual.brotliCompress), brotliCompressSync: jest.fn(actual.brotliCompressSync) }
})
const brotliQualities = () =>
  [zlib.brotliCompress, zlib.brotliCompressSync].flatMap((fn) =>
    jest.mocked(fn).mock.calls.map((call) => (call[1] as zlib.BrotliOptions).params![zlib.constants.BROTLI_PARAM_QUALITY]),
  )

/** A page as Gatsby 5.16 renders it, trimmed: its head, two inline stylesheets, a short body, Gatsby's scripts. */
const BUILT = fs.readFileSync(path.join(__dirname, 'gatsby-page.fixture.html'), 'utf8')
const PAGE = 'financialsolutions/mission/index.html'
const LOADER = 'window.loaded=1'
const FONT_CHOICE = 'window.font=1'

function context(fits: boolean): PageContext {
  const rules = new Map<string, CssRule[]>()
  return {
    loader: LOADER,
    manifest: '/manifest.webmanifest',
    fontChoice: FONT_CHOICE,
    metaPolicy: "default-src 'self'",
    allowedScripts: new Set([scriptHash(FONT_CHOICE), scriptHash(LOADER)]),
    rulesOf: (href, css) => rules.get(href) ?? rules.set(href, cssRules(css)).get(href)!,
    // The first screen's image (the banner's): none at all fits, a megabyte never does.
    fileBytes: () => (fits ? 0 : 1_000_000),
    // As the stage has it, under a name of its own.
    facelessCopyOf: (href, css) => {
      const { faces, rest } = fontFacesApart(css, href)
      return faces ? { href: href.replace(/\.css$/, '.faceless.css'), css: rest, faces } : undefined
    },
  }
}
const served = async (html = BUILT, fits = true) => (await rewritePage(html, PAGE, context(fits)))!
const inlineCss = (html: string) => [...html.matchAll(/<style data-href="[^"]+"[^>]*>([^<]*)<\/style>/g)].map((m) => m[1])

describe('a page through the post-build stage', () => {
  it('gives the loader the page path and the application scripts as data, in place of Gatsby’s scripts', async () => {
    const html = await served()
    expect(pageDataOf(html)).toEqual({ pagePath: '/financialsolutions/mission' })
    expect(appDataOf(html)).toEqual({
      scripts: ['/webpack-runtime-492250f2180430c891b9.js', '/framework-28bd126273e2e1f5783f.js', '/app-bda244d8a7d7a8df3898.js'],
      compilationHash: 'c1526bd2040e6dcf210f',
      manifest: '/manifest.webmanifest',
    })
    expect(html).toContain(`<script>${LOADER}</script><!-- slice-end id="_gatsby-scripts-1" -->`)
    expect(html).not.toMatch(/<script src=|___chunkMapping|window\.pagePath|___webpackCompilationHash/)
  })

  it('carries its policy in a <meta>, the font choice under it before any style, and leaves a page whose whole CSS fits the first round trip as it is otherwise', async () => {
    const html = await served()
    expect(metaPolicyOf(html)).toBe("default-src 'self'")
    expect(html).toMatch(new RegExp(`<meta http-equiv="Content-Security-Policy" content="[^"]*"/><script>${FONT_CHOICE}</script>`))
    expect(html.indexOf(FONT_CHOICE)).toBeLessThan(html.indexOf('<style'))
    expect(inlineCss(html)).toEqual(inlineCss(BUILT))
    expect(html).not.toContain('<noscript>')
  })

  it('drops the NUL bytes React pads its chunks with', async () => {
    expect(await served(BUILT.replace('Our Mission</h1>', 'Our Mi\u0000ssion</h1>'))).toContain('Our Mission</h1>')
  })

  it('keeps inline only the first screen’s CSS where the page would not fit, its @font-face rules apart, and names and links every stylesheet', async () => {
    const html = await served(BUILT, false)
    // The third section and the footer are the later part: .f6's rule and the footer's go.
    expect(inlineCss(html)).toEqual([
      '.a1{display:flex}.b2 .c3{color:red}@media (max-width:991.98px){.d4{display:none}.e5{margin:0}}',
      ':root{--ink:#0b2239}:root:lang(ar){--font:kufi}body{margin:0}@keyframes fade{to{opacity:0}}',
    ])
    // The faces in a style the loader leaves, before the rules they came among; the stylesheet linked as its copy without them.
    expect(html).toContain(
      '<style data-font-faces>@font-face{font-family:Inter Fallback;src:local("Arial")}</style><style data-href="/app.52993be3cb67452daed1.faceless.css"',
    )
    const sheets = ['/component---src-templates-mission-tsx.5de0a9d9ca7cd22ccf74.css', '/app.52993be3cb67452daed1.faceless.css']
    expect(pageDataOf(html)).toEqual({ pagePath: '/financialsolutions/mission', css: sheets })
    expect(html).toContain(`</style><noscript>${sheets.map((href) => `<link rel="stylesheet" href="${href}"/>`).join('')}</noscript><title`)
  })

  it('keeps the CSS whole where the page would take a second round trip even split, as the home pages would', async () => {
    // Text no compression shrinks, in the footer: longer than the first round trip whatever the CSS.
    const text = Array.from({ length: 500 }, (_, i) => createHash('sha256').update(String(i)).digest('base64')).join('')
    const long = BUILT.replace('>Footer</footer>', `>${text}</footer>`)
    const html = await served(long, false)
    expect(pageDataOf(html)).toEqual({ pagePath: '/financialsolutions/mission' })
    expect(inlineCss(html)).toEqual(inlineCss(BUILT))
    expect(html).not.toContain('<noscript>')
  })

  it('splits a page or not whatever hashes the build gives its scripts', async () => {
    const zeroHashes = BUILT.replace(/(CompilationHash="|\/(?:webpack-runtime|framework|app)-)[0-9a-f]{20}/g, `$1${'0'.repeat(20)}`)
    expect(appDataOf(await served(zeroHashes))?.compilationHash).toBe('0'.repeat(20))
    const split = async (html: string, imageBytes: number) =>
      pageDataOf((await rewritePage(html, PAGE, { ...context(true), fileBytes: () => imageBytes }))!)!.css !== undefined
    // The largest image with which the page still goes whole, as the fixture's own hashes measure it.
    for (const fn of [zlib.brotliCompress, zlib.brotliCompressSync]) jest.mocked(fn).mockClear()
    let [fits, splits] = [0, FIRST_ROUND_TRIP_BYTES]
    while (splits - fits > 1) {
      const middle = Math.floor((fits + splits) / 2)
      ;[fits, splits] = (await split(BUILT, middle)) ? [fits, middle] : [middle, splits]
    }
    expect([await split(zeroHashes, fits), await split(zeroHashes, splits)]).toEqual([false, true])
    // Even a page at the limit is measured at a quick quality: brotli's best takes 40 to 200 ms a page.
    expect(new Set(brotliQualities())).toEqual(new Set([5]))
  })

  it('leaves a page it made as it is, and redoes only the scripts of one Gatsby stitched its scripts into again', async () => {
    const once = await served(BUILT, false)
    expect(await rewritePage(once, PAGE, context(false))).toBeUndefined()
    const gatsbyScripts = /<!-- slice-start id="_gatsby-scripts-1" -->([\s\S]*)<!-- slice-end/.exec(BUILT)![1]
    const stitched = once.replace(/(<!-- slice-start id="_gatsby-scripts-1" -->)[\s\S]*(<!-- slice-end)/, `$1${gatsbyScripts}$2`)
    expect(await rewritePage(stitched, PAGE, context(true))).toBe(once)
  })
})

describe('Gatsby’s markup the stage relies on', () => {
  it.each([
    ['the page path script', /<script id="gatsby-script-loader">[\s\S]*?<\/script>/, 'the page path script'],
    ['the scripts slice', /<!-- slice-start id="_gatsby-scripts-1" -->/, 'the scripts slice'],
    ['the compilation hash', /<script>window\.___webpackCompilationHash[^<]*<\/script>/, 'the compilation hash script'],
    ['the chunk mapping', /<script\s+id="gatsby-chunk-mapping"\s*>[^<]*<\/script>/, 'the chunk mapping'],
    ['the application scripts', /<script src="[^"]+" async><\/script>/g, 'the application scripts'],
    ['the inline stylesheets', /<style data-href="[^"]+" data-identity="gatsby-global-css">[^<]*<\/style>/g, 'the inline stylesheets'],
  ])('stops the build, naming the page, without %s', async (_marker, pattern, named) => {
    const without = BUILT.replace(pattern, '')
    expect(without).not.toBe(BUILT)
    await expect(served(without)).rejects.toThrow(`${PAGE}: ${named}`)
  })

  it('stops the build when the scripts slice holds anything else, or the page an inline script the policy does not allow', async () => {
    const polyfill = BUILT.replace('<!-- slice-end', '<script src="/polyfill.js" nomodule></script><!-- slice-end')
    await expect(served(polyfill)).rejects.toThrow(`${PAGE}: the scripts slice's content`)
    const inline = BUILT.replace('</head>', '<script>window.injected=1</script></head>')
    await expect(served(inline)).rejects.toThrow(`${PAGE}: inline scripts the Content-Security-Policy does not allow`)
  })
})
