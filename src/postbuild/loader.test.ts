/** @jest-environment node */
// In Node, with a DOM of its own: esbuild, which compiles the loader, refuses Jest's jsdom environment.
import path from 'path'
import { JSDOM } from 'jsdom'
import { compileLoader } from './stage'
import { APP_DATA, FONTS_AFTER_PAINT, PAGE_DATA, jsonScript } from './markup'

const LOADER = compileLoader(path.resolve(__dirname, '../..'))
const SCRIPTS = ['/webpack-runtime-1.js', '/framework-1.js', '/app-1.js']

type PaintCallback = (list: { getEntriesByName: (name: string) => unknown[] }, observer: { disconnect: () => void }) => void
let paint: PaintCallback | undefined
let fontLoaded: () => void
let window: JSDOM['window']
let document: Document

/** Runs the loader in a page with the given CSS to come, as the stage writes it; returns a function that lets the page load. */
function loadPage(css?: string[]): () => void {
  const page =
    jsonScript(PAGE_DATA, { pagePath: '/company/faq', ...(css && { css }) }) +
    jsonScript(APP_DATA, { scripts: SCRIPTS, compilationHash: 'abc', manifest: '/manifest.webmanifest' })
  const inline = (css ?? []).map((href) => `<style data-href="${href}">.first-screen{}</style>`).join('')
  const html = `<html ${FONTS_AFTER_PAINT}="Inter Variable"><head>${inline}</head><body>${page}</body></html>`
  window = new JSDOM(html, { runScripts: 'outside-only' }).window
  document = window.document
  paint = undefined
  Object.defineProperty(document, 'readyState', { configurable: true, get: () => 'interactive' })
  Object.defineProperty(document, 'fonts', { value: { load: () => new Promise<void>((resolve) => (fontLoaded = resolve)) } })
  Object.assign(window, {
    PerformanceObserver: Object.assign(
      function (callback: PaintCallback) {
        paint = callback
        return { observe: () => undefined }
      },
      { supportedEntryTypes: ['paint'] },
    ),
  })
  window.eval(LOADER)
  return () => window.dispatchEvent(new window.Event('load'))
}

const added = (selector: string, attribute: string) =>
  [...document.querySelectorAll(selector)].map((element) => element.getAttribute(attribute))
const turns = async (n = 5) => {
  for (let i = 0; i < n; i++) await new Promise((resolve) => setTimeout(resolve, 0))
}
const fontsAfterPaint = () => document.documentElement.hasAttribute(FONTS_AFTER_PAINT)
const fontNamed = () => document.documentElement.getAttribute(FONTS_AFTER_PAINT)

const painted = () =>
  paint!({ getEntriesByName: (name) => (name === 'first-contentful-paint' ? [{}] : []) }, { disconnect: () => undefined })

describe('the loader', () => {
  it('gives Gatsby’s runtime the page path and compilation hash, and an empty chunk mapping, at once', () => {
    loadPage()
    expect(window).toMatchObject({ pagePath: '/company/faq', ___webpackCompilationHash: 'abc', ___chunkMapping: '{}' })
  })

  it('starts the application scripts, links the manifest and fetches the web font only once the page has loaded and painted', async () => {
    const load = loadPage()
    await turns()
    expect(added('script[src]', 'src')).toEqual([])
    load()
    await turns()
    expect(added('script[src]', 'src')).toEqual([])
    painted()
    await turns()
    expect(added('script[src]', 'src')).toEqual(SCRIPTS)
    expect(added('link[rel=manifest]', 'href')).toEqual(['/manifest.webmanifest'])
    // The text takes the web font once it is in.
    expect(fontsAfterPaint()).toBe(true)
    fontLoaded()
    await turns()
    expect(fontsAfterPaint()).toBe(false)
  })

  it('on a page with CSS to come, applies it with the font once both are in, in place of its inline part, then starts the application', async () => {
    const css = ['/component.css', '/app.css']
    loadPage(css)()
    painted()
    await turns()
    const links = [...document.querySelectorAll<HTMLLinkElement>('link[rel=stylesheet]')]
    expect(links.map((link) => [link.getAttribute('href'), link.media])).toEqual(css.map((href) => [href, 'print']))
    links[0].dispatchEvent(new window.Event('load'))
    // A stylesheet that fails does not hold the page back.
    links[1].dispatchEvent(new window.Event('error'))
    await turns()
    expect(added('script[src]', 'src')).toEqual([])
    fontLoaded()
    await turns()
    expect(links.map((link) => link.media)).toEqual(['all', 'all'])
    // The inline part of the stylesheet that failed stays.
    expect(added('style', 'data-href')).toEqual(['/app.css'])
    expect(fontsAfterPaint()).toBe(false)
    expect(added('script[src]', 'src')).toEqual(SCRIPTS)
  })

  it('keeps the local faces on a page where the web font would wrap a line in view otherwise, and only there', async () => {
    // A pixel of rounding in a line's height moves nothing a browser counts as a shift, nor does a line not drawn
    // (a slider's hidden slide).
    for (const [inFont, drawn, kept] of [
      [89, true, true],
      [89, false, false],
      [133, true, false],
      [132, true, false],
    ] as const) {
      loadPage()()
      // A title of three lines in the local face: in view, and, in the web font, of `inFont` px.
      const title = document.body.appendChild(document.createElement('h1'))
      title.getBoundingClientRect = () => ({ top: 200 }) as DOMRect
      title.checkVisibility = () => drawn
      Object.defineProperty(title, 'offsetHeight', { get: () => (fontsAfterPaint() ? 133 : inFont) })
      painted()
      await turns()
      fontLoaded()
      await turns()
      // Kept, the attribute says the loader is done by naming no font.
      expect([inFont, drawn, fontNamed()]).toEqual([inFont, drawn, kept ? '' : null])
    }
  })

  it('starts a page that loads in a background tab, which never paints, once it is shown', async () => {
    loadPage()()
    await turns()
    Object.defineProperty(document, 'visibilityState', { get: () => 'visible' })
    document.dispatchEvent(new window.Event('visibilitychange'))
    await turns()
    expect(added('script[src]', 'src')).toEqual(SCRIPTS)
  })
})
