/** @jest-environment node */
// In Node, with a DOM of its own: esbuild, which compiles the loader, refuses Jest's jsdom environment.
import path from 'path'
import { JSDOM } from 'jsdom'
import { compileInlineScripts } from './stage'
import { APP_DATA, FONTS_AFTER_PAINT, PAGE_DATA, fetchedFontKey, jsonScript } from './markup'
import { END_DRAWN_CLASS, LATER_SECTION } from '../../../src/lib/shared/later-section'

const { loader: LOADER, fontChoice: FONT_CHOICE } = compileInlineScripts(path.resolve(__dirname, '../../..'))
const FONT = 'Inter Variable'
const SCRIPTS = ['/webpack-runtime-1.js', '/framework-1.js', '/app-1.js']

type PaintCallback = (list: { getEntriesByName: (name: string) => unknown[] }, observer: { disconnect: () => void }) => void
let paint: PaintCallback | undefined
let fontLoaded: (faces?: unknown[]) => void
let window: JSDOM['window']
let document: Document

/** Runs the loader in a page with the given CSS to come, as the stage writes it; returns a function that lets the page load. */
function loadPage(css?: string[], body = ''): () => void {
  const page =
    jsonScript(PAGE_DATA, { pagePath: '/company/faq', ...(css && { css }) }) +
    jsonScript(APP_DATA, { scripts: SCRIPTS, compilationHash: 'abc', manifest: '/manifest.webmanifest' })
  const inline = (css ?? []).map((href) => `<style data-href="${href}">.first-screen{}</style>`).join('')
  const html = `<html ${FONTS_AFTER_PAINT}="${FONT}"><head>${inline}</head><body>${body}${page}</body></html>`
  window = new JSDOM(html, { runScripts: 'outside-only', url: 'https://example.test/company/faq' }).window
  document = window.document
  paint = undefined
  Object.defineProperty(document, 'readyState', { configurable: true, get: () => 'interactive' })
  Object.defineProperty(document, 'fonts', {
    value: { load: () => new Promise<unknown[]>((resolve) => (fontLoaded = (faces = [{}]) => resolve(faces))) },
  })
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
const fontRecorded = () => window.localStorage.getItem(fetchedFontKey(FONT))

const painted = () =>
  paint!({ getEntriesByName: (name) => (name === 'first-contentful-paint' ? [{}] : []) }, { disconnect: () => undefined })

describe('the loader', () => {
  it('gives Gatsby’s runtime the page path and compilation hash, and an empty chunk mapping, at once', () => {
    loadPage()
    expect(window).toMatchObject({ pagePath: '/company/faq', ___webpackCompilationHash: 'abc', ___chunkMapping: '{}' })
  })

  it('starts the application scripts, links the manifest and fetches the web font for the next page only once the page has loaded and painted', async () => {
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
    // The page keeps the face it was laid out in; the font, once in, is recorded for the next page.
    expect(fontRecorded()).toBeNull()
    fontLoaded()
    await turns()
    expect(fontsAfterPaint()).toBe(true)
    expect(fontRecorded()).toBe('1')
  })

  it('records no font that did not load', async () => {
    loadPage()()
    painted()
    await turns()
    fontLoaded([])
    await turns()
    expect(fontRecorded()).toBeNull()
  })

  it('on a page with CSS to come, applies it once it is in, in place of its inline part, then starts the application, whether the font has come or not', async () => {
    const css = ['/component.css', '/app.css']
    loadPage(css)()
    painted()
    await turns()
    const links = [...document.querySelectorAll<HTMLLinkElement>('link[rel=stylesheet]')]
    expect(links.map((link) => [link.getAttribute('href'), link.media])).toEqual(css.map((href) => [href, 'print']))
    links[0].dispatchEvent(new window.Event('load'))
    // A stylesheet that fails does not hold the page back.
    expect(added('script[src]', 'src')).toEqual([])
    links[1].dispatchEvent(new window.Event('error'))
    await turns()
    expect(links.map((link) => link.media)).toEqual(['all', 'all'])
    // The inline part of the stylesheet that failed stays, and the rules keep the order they were served in.
    expect(added('style', 'data-href')).toEqual(['/app.css'])
    const order = [...document.head.querySelectorAll('style, link[rel=stylesheet]')]
    expect(order.map((sheet) => `${sheet.localName} ${sheet.getAttribute('data-href') ?? sheet.getAttribute('href')}`)).toEqual([
      'link /component.css',
      'style /app.css',
      'link /app.css',
    ])
    expect(fontsAfterPaint()).toBe(true)
    expect(added('script[src]', 'src')).toEqual(SCRIPTS)
  })

  it('has the page’s end laid out as it applies the stylesheets, with the rest of what the browser skipped held still till drawn, and at once where all its CSS came with it', async () => {
    const main = `<main><section><p>First</p></section><section ${LATER_SECTION}><p>Later</p></section><section ${LATER_SECTION}><p>Last</p></section></main>`
    const load = loadPage(['/app.css'], `${main}<footer><p>Footer</p></footer>`)
    // The browser skips every section but the first (content-visibility: auto) when the stylesheets come.
    const first = document.querySelector('main > section')
    window.HTMLElement.prototype.checkVisibility = function (this: HTMLElement) {
      return this.closest('main > section') === first
    }
    const endDrawn = () => document.documentElement.classList.contains(END_DRAWN_CLASS)
    load()
    painted()
    await turns()
    expect(endDrawn()).toBe(false)
    document.querySelector('link[rel=stylesheet]')!.dispatchEvent(new window.Event('load'))
    await turns()
    expect(endDrawn()).toBe(true)
    // The later section waits, still, for the browser to draw it; the end, drawn now and never styled before, has nothing to hold.
    const held = [...document.querySelectorAll<HTMLElement>('main > section')].map((section) => section.getAttribute('style') ?? '')
    expect(held.map((style) => style.includes('--motion-fast: 0s'))).toEqual([false, true, false])

    loadPage()
    expect(endDrawn()).toBe(true)
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

describe('the font choice', () => {
  /** Runs the font choice at the start of a page's head; returns the page's root. */
  function choose(record: 'none' | 'fetched' | 'refused'): HTMLElement {
    const html = `<html ${FONTS_AFTER_PAINT}="${FONT}"><head></head><body></body></html>`
    window = new JSDOM(html, { runScripts: 'outside-only', url: 'https://example.test/' }).window
    if (record === 'fetched') window.localStorage.setItem(fetchedFontKey(FONT), '1')
    if (record === 'refused')
      Object.defineProperty(window, 'localStorage', {
        get: () => {
          throw new window.DOMException('refused', 'SecurityError')
        },
      })
    window.eval(FONT_CHOICE)
    return window.document.documentElement
  }
  it('lays the page out in its web font from the start where this browser fetched the font on an earlier page', () => {
    expect(choose('fetched').hasAttribute(FONTS_AFTER_PAINT)).toBe(false)
  })

  it('keeps the local face where it did not, or where storage is refused', () => {
    for (const record of ['none', 'refused'] as const) {
      expect([record, choose(record).getAttribute(FONTS_AFTER_PAINT)]).toEqual([record, FONT])
    }
  })
})
