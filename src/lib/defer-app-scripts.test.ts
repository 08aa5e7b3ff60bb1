import { appScriptLoader, deferAppScripts, deferredAppScripts } from './defer-app-scripts'
import { LATER_CSS } from './first-screen-css'
import { FONTS_AFTER_PAINT } from './web-fonts'

const SCRIPTS = ['/webpack-runtime-0a1b.js', '/framework-2c3d.js', '/app-4e5f.js']
const PAGE_PATH = '<script id="gatsby-script-loader">/*<![CDATA[*/window.pagePath="/company/faq";/*]]>*/</script>'
const CHUNK_MAPPING = `
          <script
            id="gatsby-chunk-mapping"
          >
            window.___chunkMapping="{\\"app\\":[\\"/app-4e5f.js\\"]}";
          </script>`
const page = (scripts: string) =>
  `<!DOCTYPE html><html><head><link rel="manifest" href="/manifest.webmanifest"/></head><body><div id="___gatsby"></div>${PAGE_PATH}<!-- slice-start id="_gatsby-scripts-1" -->${CHUNK_MAPPING}<script>window.___webpackCompilationHash="1";</script>${scripts}<!-- slice-end id="_gatsby-scripts-1" --></body></html>`
const gatsbyTags = SCRIPTS.map((src) => `<script src="${src}" async></script>`).join('')

describe('deferAppScripts', () => {
  it('replaces the application’s async scripts by one loader of the same scripts, inside Gatsby’s markers', () => {
    const html = deferAppScripts(page(gatsbyTags))
    expect(html).not.toMatch(/<script src=/)
    expect(html).toContain(`<script>${appScriptLoader(SCRIPTS)}</script><!-- slice-end id="_gatsby-scripts-1" -->`)
    expect(html).toContain('<head></head>')
    expect(html).toContain('<script>window.___webpackCompilationHash="1";</script>')
  })

  it('leaves out Gatsby’s chunk mapping, in which Gatsby’s runtime never finds a chunk', () => {
    expect(page(gatsbyTags)).toContain('gatsby-chunk-mapping')
    expect(deferAppScripts(page(gatsbyTags))).not.toContain('gatsby-chunk-mapping')
  })

  it('keeps the page path where Gatsby put it, with the manifest link, as data instead of a script and a link', () => {
    const html = deferAppScripts(page(gatsbyTags))
    expect(html).not.toContain(PAGE_PATH)
    expect(html).toContain(
      '<div id="___gatsby"></div><script id="gatsby-script-loader" type="application/json">{"pagePath":"/company/faq","manifest":"/manifest.webmanifest"}</script><!-- slice-start',
    )
  })

  it('turns Gatsby’s tags back into the loader when Gatsby has put them into a rewritten page again', () => {
    const rewritten = deferAppScripts(page(gatsbyTags))
    const restitched = rewritten.replace(/<script>\(function[^<]*<\/script>/, gatsbyTags)
    expect(deferAppScripts(restitched)).toBe(rewritten)
  })

  it('gives a page that an earlier build rewrote the current loader, without the chunk mapping', () => {
    const current = deferAppScripts(page(gatsbyTags))
    const earlier = current
      .replace(/<script>\(function\(s\)\{/, '<script>(function(s){var old=1;')
      .replace('<!-- slice-start id="_gatsby-scripts-1" -->', `$&${CHUNK_MAPPING}`)
    expect(deferAppScripts(earlier)).toBe(current)
  })

  it('names the scripts its loader adds', () => {
    expect(deferredAppScripts(deferAppScripts(page(gatsbyTags)))).toEqual(SCRIPTS)
    expect(deferredAppScripts(page(''))).toEqual([])
  })

  it('leaves a page without them as it is, so that a rewritten page stays the same', () => {
    const once = deferAppScripts(page(gatsbyTags))
    expect(deferAppScripts(once)).toBe(once)
    const admin = '<html><body><script defer="defer" src="cms.js"></script><script src="/polyfill-1.js" nomodule></script></body></html>'
    expect(deferAppScripts(admin)).toBe(admin)
  })
})

describe('appScriptLoader', () => {
  type PaintCallback = (list: { getEntriesByName: (name: string) => unknown[] }, observer: { disconnect: () => void }) => void
  let paint: PaintCallback | undefined
  let readyState: DocumentReadyState

  beforeEach(() => {
    paint = undefined
    readyState = 'interactive'
    jest.spyOn(document, 'readyState', 'get').mockImplementation(() => readyState)
    Object.assign(window, {
      PerformanceObserver: Object.assign(
        function (callback: PaintCallback) {
          paint = callback
          return { observe: () => undefined }
        },
        { supportedEntryTypes: ['paint', 'largest-contentful-paint'] },
      ),
    })
    document.documentElement.setAttribute(FONTS_AFTER_PAINT, 'Inter Variable')
    document.body.innerHTML =
      '<script id="gatsby-script-loader" type="application/json">{"pagePath":"/company/faq","manifest":"/manifest.webmanifest"}</script>'
    delete (window as { pagePath?: string }).pagePath
  })
  afterEach(() => {
    jest.restoreAllMocks()
    document.head.innerHTML = ''
    document.documentElement.removeAttribute(LATER_CSS)
  })

  const run = () => new Function(appScriptLoader(SCRIPTS))()
  const manifest = () => document.head.querySelector('link[rel="manifest"]')?.getAttribute('href')
  const added = () => [...document.querySelectorAll('script[src]')].map((s) => s.getAttribute('src'))
  const webFontsAllowed = () => !document.documentElement.hasAttribute(FONTS_AFTER_PAINT)
  const firstContentfulPaint = () =>
    paint?.({ getEntriesByName: (name) => (name === 'first-contentful-paint' ? [{}] : []) }, { disconnect: () => undefined })

  it('adds the scripts, in their order, and lets the text take its web font, once the page has loaded and painted its first content', () => {
    run()
    paint?.({ getEntriesByName: () => [] }, { disconnect: () => undefined })
    window.dispatchEvent(new Event('load'))
    expect(added()).toEqual([])
    expect(manifest()).toBeUndefined()
    expect(webFontsAllowed()).toBe(false)
    firstContentfulPaint()
    expect(added()).toEqual(SCRIPTS)
    expect(manifest()).toBe('/manifest.webmanifest')
    expect(webFontsAllowed()).toBe(true)
    window.dispatchEvent(new Event('load'))
    expect(added()).toEqual(SCRIPTS)
    expect(document.head.querySelectorAll('link[rel="manifest"]')).toHaveLength(1)
  })

  it('fetches the stylesheets whose first-screen part alone is inline, puts them in place of it once all have loaded or failed, and then adds the scripts', () => {
    document.documentElement.setAttribute(LATER_CSS, '/component---index.css /app.css')
    document.head.innerHTML = '<style data-href="/component---index.css">.a{}</style><style data-href="/app.css">.b{}</style>'
    run()
    window.dispatchEvent(new Event('load'))
    firstContentfulPaint()
    const sheets = [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')]
    expect(sheets.map((link) => [link.getAttribute('href'), link.media])).toEqual([
      ['/component---index.css', 'print'],
      ['/app.css', 'print'],
    ])
    expect(added()).toEqual([])
    sheets[0].dispatchEvent(new Event('load'))
    expect(added()).toEqual([])
    expect(document.documentElement.hasAttribute(LATER_CSS)).toBe(true)
    expect(sheets[0].media).toBe('print')
    sheets[1].dispatchEvent(new Event('error'))
    expect(added()).toEqual(SCRIPTS)
    expect(document.documentElement.hasAttribute(LATER_CSS)).toBe(false)
    expect(sheets.map((link) => link.media)).toEqual(['all', 'all'])
    // The one that loaded takes the place of its inline part; the inline part of the one that failed stays.
    expect([...document.head.querySelectorAll('style')].map((style) => style.dataset.href)).toEqual(['/app.css'])
  })

  it('waits until the page’s largest image is decoded and a frame has drawn it', async () => {
    let decoded = () => undefined as void
    const image = Object.assign(document.createElement('img'), {
      decode: () => new Promise<void>((resolve) => (decoded = resolve)),
    })
    image.setAttribute('fetchpriority', 'high')
    document.body.append(image)
    const frame = jest.spyOn(window, 'requestAnimationFrame').mockImplementation((draw) => window.setTimeout(draw, 0))
    // A few turns of the timer queue, each queued after the one before: the loader's frame and its
    // timeout then run first however slow the machine, where a fixed wait raced them under load.
    const settle = async () => {
      for (let turn = 0; turn < 5; turn++) await new Promise((done) => setTimeout(done, 0))
    }
    run()
    window.dispatchEvent(new Event('load'))
    firstContentfulPaint()
    await settle()
    expect(added()).toEqual([])
    expect(webFontsAllowed()).toBe(false)
    decoded()
    await settle()
    expect(frame).toHaveBeenCalled()
    expect(added()).toEqual(SCRIPTS)
    expect(webFontsAllowed()).toBe(true)
  })

  it('starts the application at once and lets the text take its web font once the font it names has loaded, or failed to', async () => {
    const loads: Array<{ font: string; settle: (loaded: boolean) => void }> = []
    Object.defineProperty(document, 'fonts', {
      configurable: true,
      value: {
        load: (font: string) =>
          new Promise<void>((resolve, reject) =>
            loads.push({ font, settle: (loaded) => (loaded ? resolve() : reject(new Error('network'))) }),
          ),
      },
    })
    try {
      for (const loaded of [true, false]) {
        document.documentElement.setAttribute(FONTS_AFTER_PAINT, 'Inter Variable')
        document.body.querySelectorAll('script[src]').forEach((script) => script.remove())
        run()
        window.dispatchEvent(new Event('load'))
        firstContentfulPaint()
        expect(added()).toEqual(SCRIPTS)
        expect(loads.at(-1)?.font).toBe('1em "Inter Variable"')
        expect(webFontsAllowed()).toBe(false)
        loads.at(-1)!.settle(loaded)
        await new Promise((done) => setTimeout(done, 0))
        expect(webFontsAllowed()).toBe(true)
      }
    } finally {
      delete (document as { fonts?: unknown }).fonts
    }
  })

  it('gives the application an empty chunk mapping before its scripts', () => {
    delete (window as { ___chunkMapping?: unknown }).___chunkMapping
    window.dispatchEvent(new Event('load'))
    run()
    window.dispatchEvent(new Event('load'))
    expect((window as { ___chunkMapping?: unknown }).___chunkMapping).toBeUndefined()
    firstContentfulPaint()
    expect((window as { ___chunkMapping?: unknown }).___chunkMapping).toBe('{}')
    expect(added()).toEqual(SCRIPTS)
  })

  it('gives the application the page path from the page’s data', () => {
    run()
    expect((window as { pagePath?: string }).pagePath).toBe('/company/faq')
  })

  it('reads a page path written as a bare string, as pages rewritten by the first version of this step hold it', () => {
    document.body.innerHTML = '<script id="gatsby-script-loader" type="application/json">"/company/faq"</script>'
    run()
    expect((window as { pagePath?: string }).pagePath).toBe('/company/faq')
  })

  it('starts at once after the paint when the page had already loaded', () => {
    readyState = 'complete'
    run()
    firstContentfulPaint()
    expect(added()).toEqual(SCRIPTS)
  })

  it('starts on load alone where the browser does not report paints', () => {
    Object.assign(window, { PerformanceObserver: undefined })
    run()
    expect(added()).toEqual([])
    window.dispatchEvent(new Event('load'))
    expect(added()).toEqual(SCRIPTS)
  })
})
