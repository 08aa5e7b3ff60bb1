/**
 * The pieces of a page visit that checks many things at once (pages.spec.ts): each check is a step
 * that reports its failures without stopping the visit, and the measures the checks share.
 */
import type { Page } from '@playwright/test'
import { expect, test } from './fixtures'
import { RENDER_ALL_CLASS } from '../../src/hooks/use-active-section'
import { APP_DATA, FONTS_AFTER_PAINT, PAGE_DATA, fetchedFontKey } from '../../plugins/page-delivery/src/markup'

/** Builds the message of one expectation of a check: route, check and what is expected. */
export type Says = (what: string) => string

/**
 * Runs one check of a visit as a step of the test. Its expectations are soft (messages from `says`
 * name route and check); an error that stops it (a hard expectation, a timeout of an action) is
 * reported softly too, so that the checks after it still run and every failure of the visit is listed.
 */
export async function check(route: string, name: string, body: (says: Says) => Promise<void>): Promise<void> {
  const says: Says = (what) => `${route}: ${name}: ${what}`
  try {
    await test.step(name, () => body(says))
  } catch (error) {
    expect
      .soft(() => {
        throw error
      }, `${route}: ${name} stopped`)
      .not.toThrow()
  }
}

/** The menu drawer's toggle, shown below 992 px. */
export const DRAWER_TOGGLE = 'header button[aria-controls]'

/**
 * Opens the menu drawer as a reader does and resolves once it stands still. While its opening
 * animation runs, Playwright takes a link in it for unstable and retries the click after scrolling
 * the link to the top of the page's scroll padding; that scroll carries the sticky bar, and the drawer
 * anchored under it, up between the press and the release, and the tap lands on the drawer itself.
 * A finger on a phone never scrolls before it taps.
 */
export async function openDrawer(page: Page): Promise<void> {
  await page.locator(DRAWER_TOGGLE).click()
  await page.waitForFunction((toggle) => {
    const drawer = document.getElementById(document.querySelector(toggle)?.getAttribute('aria-controls') ?? '')
    return drawer !== null && drawer.matches(':popover-open') && drawer.getAnimations().length === 0
  }, DRAWER_TOGGLE)
}

/** Resolves once React has hydrated the page: it then removes the start-up loader (src/components/Loader). */
export const hydrated = (page: Page) => page.waitForFunction(() => !document.querySelector('#top > [role="progressbar"]'))

/**
 * Resolves once the page's loader is done (plugins/page-delivery/src/loader.ts): its styles applied, its application
 * started and, on a page laid out in its local face, its web font fetched and recorded for the next page.
 */
export const loaderDone = (page: Page) =>
  page.waitForFunction(
    ({ appData, fontsAfterPaint, key }) => {
      const root = document.documentElement
      const { scripts } = JSON.parse(document.getElementById(appData)?.textContent ?? '{"scripts":[]}') as { scripts: string[] }
      const started = scripts.length > 0 && scripts.every((src) => document.querySelector(`script[src="${src}"]`))
      const fetched = !root.hasAttribute(fontsAfterPaint) || localStorage.getItem(key + root.getAttribute(fontsAfterPaint)) !== null
      return started && fetched
    },
    { appData: APP_DATA, fontsAfterPaint: FONTS_AFTER_PAINT, key: fetchedFontKey('') },
  )

/** Sections that render on approach all rendered, as a reader scrolling down would see them. */
export const renderAll = (page: Page) => page.evaluate((name) => document.documentElement.classList.add(name), RENDER_ALL_CLASS)

/** Console errors and uncaught exceptions seen on the page from now on. */
export function collectErrors(page: Page): string[] {
  const errors: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text())
  })
  page.on('pageerror', (error) => errors.push(error.message))
  return errors
}

/**
 * A layout shift score below this moves nothing a reader can see: a line of text a pixel or two
 * wider when the web font replaces its metric-matched fallback. Lighthouse reports CLS to three
 * decimals; the shift this gate was made for scored 0.079.
 */
export const NEGLIGIBLE_SHIFT = 0.001

/**
 * The layout shifts of the page's load, read once its loader is done: the rest of its styles and the
 * application come after the first paint (plugins/page-delivery/src/loader.ts), and the pages are built so that
 * they move nothing. All of them count, as no input has been given yet: a phone's emulation marks a
 * shift in the first half second as following an input, which would hide it.
 */
export async function shiftsWhileLoading(page: Page): Promise<Array<{ value: number; moved: string }>> {
  await loaderDone(page)
  return page.evaluate(async () => {
    const frame = () => new Promise((drawn) => requestAnimationFrame(drawn))
    // The faces the page's text takes, loaded (the browser's own request for them, or this one) and
    // drawn. A local stand-in the machine lacks fails the whole call, so the set's own promise follows.
    await document.fonts.load(`1em ${getComputedStyle(document.body).fontFamily}`, document.body.innerText).catch(() => undefined)
    await document.fonts.ready
    await frame()
    await frame()
    type Shift = PerformanceEntry & { value: number; sources?: Array<{ node?: Node }> }
    // Chromium hands an observer the entries already buffered at once.
    const observer = new PerformanceObserver(() => undefined)
    observer.observe({ type: 'layout-shift', buffered: true })
    const entries = observer.takeRecords() as Shift[]
    observer.disconnect()
    return entries.map((entry) => ({
      value: entry.value,
      moved: (entry.sources ?? [])
        .map((source) => (source.node instanceof Element ? source.node.className || source.node.localName : source.node?.nodeName))
        .join(' '),
    }))
  })
}

/**
 * The stylesheets that the page links for readers without scripts (plugins/page-delivery/src/first-screen-css.ts)
 * and that its loader has not applied: none, once the page has started.
 */
export function stylesheetsNotApplied(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const linked = [...document.querySelectorAll('noscript')].flatMap((noscript) =>
      [...(noscript.textContent ?? '').matchAll(/<link rel="stylesheet" href="([^"]+)"/g)].map((match) => match[1]),
    )
    const applies = (sheet: CSSStyleSheet) => !sheet.disabled && ['', 'all'].includes(sheet.media.mediaText)
    const applied = new Set([...document.styleSheets].filter(applies).map((sheet) => sheet.href && new URL(sheet.href).pathname))
    return linked.filter((href) => !applied.has(href))
  })
}

/**
 * The layout shifts while a reader jumps from the top of the page just loaded to its end, with what
 * moved. The measure starts once the web fonts are in and a frame has been drawn with them: a font
 * replaces its fallback after the first paint, a shift of the load itself (if any) that the speed
 * benchmark's layout-shift budget judges, and not one of the jump.
 */
export function shiftsOnJumpToEnd(page: Page): Promise<Array<{ value: number; moved: string }>> {
  return page.evaluate(async () => {
    // A frame first: the web font is requested by the first style update after the page lets its text take it.
    await new Promise((drawn) => requestAnimationFrame(drawn))
    await document.fonts.ready
    await new Promise((drawn) => requestAnimationFrame(() => requestAnimationFrame(drawn)))
    type Shift = PerformanceEntry & { value: number; sources?: Array<{ node?: Node }> }
    const moved: Array<{ value: number; moved: string }> = []
    const record = (entries: PerformanceEntryList) => {
      for (const entry of entries as Shift[])
        moved.push({ value: entry.value, moved: (entry.sources ?? []).map((source) => source.node?.nodeName).join(' ') })
    }
    const observer = new PerformanceObserver((list) => record(list.getEntries()))
    observer.observe({ type: 'layout-shift' })
    window.scrollTo(0, document.documentElement.scrollHeight)
    await new Promise((done) => setTimeout(done, 500))
    // Shifts already seen but not yet delivered to the callback count too.
    record(observer.takeRecords())
    observer.disconnect()
    return moved
  })
}

/**
 * How far the page reaches past the window. A right-to-left document scrolls only towards the left,
 * so content pushed past its right edge never shows in scrollWidth: it is simply cut off. Elements
 * are therefore measured too, except where an ancestor that fits the window clips them (a slider's
 * track, the closed drawer).
 */
export async function overflow(page: Page): Promise<{ scroll: number; outside: string[] }> {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth
    const fits = (box: DOMRect) => box.left >= -1 && box.right <= width + 1
    const clipped = (el: Element) => {
      for (let a = el.parentElement; a && a !== document.body; a = a.parentElement) {
        if (getComputedStyle(a).overflowX !== 'visible' && fits(a.getBoundingClientRect())) return true
      }
      return false
    }
    const outside = [...document.querySelectorAll('body *')]
      .filter((el) => {
        const box = el.getBoundingClientRect()
        return box.width > 0 && box.height > 0 && !fits(box) && getComputedStyle(el).visibility !== 'hidden' && !clipped(el)
      })
      .map((el) => `${el.tagName.toLowerCase()}.${String(el.className).split(' ')[0]}`)
    return { scroll: document.documentElement.scrollWidth - width, outside: outside.slice(0, 5) }
  })
}

/**
 * Turns the English page shown right to left, as an Arabic page renders: the document and what the
 * page marks `dir="ltr"`, react-slick's own root aside.
 */
export async function turnRightToLeft(page: Page): Promise<void> {
  await page.evaluate(() => {
    document.documentElement.dir = 'rtl'
    for (const el of document.querySelectorAll<HTMLElement>('[dir="ltr"]:not(.slick-slider)')) el.dir = 'rtl'
  })
}

/**
 * The computed style of every element of the page shown that changes when every template's stylesheet is linked at the
 * end of the head, as webpack's chunk loading links one when a page is prefetched or visited: `element property:
 * before → after`. Before is the page with its own stylesheets alone (those a prefetch linked already are switched off
 * while it is read); the links are removed again before it resolves. Sizes and positions are left out, since they
 * follow from the property that moved them; transitions are stopped so that a change shows at once.
 */
export function restyledByTemplates(page: Page): Promise<string[]> {
  return page.evaluate(async (pageData) => {
    const chunks = (await (await fetch('/chunk-map.json')).json()) as Record<string, string[]>
    const files = Object.entries(chunks).flatMap(([chunk, names]) => (chunk === 'app' ? [] : names.filter((name) => name.endsWith('.css'))))
    const { css = [] } = JSON.parse(document.getElementById(pageData)?.textContent ?? '{}') as { css?: string[] }
    const own = new Set([...css, ...[...document.querySelectorAll('style[data-href]')].map((style) => style.getAttribute('data-href'))])
    const prefetched = [...document.querySelectorAll<HTMLLinkElement>('link[rel=stylesheet]')].filter(
      (link) => files.includes(new URL(link.href).pathname) && !own.has(new URL(link.href).pathname),
    )
    const derived = /^(inline-size|block-size|width|height|top|right|bottom|left|inset-.*|grid-template-(rows|columns)|.*-origin)$/
    // An element already moving (a slide's zoom, a button fading out), and what inherits from it, changes by itself between the readings.
    const moving = document.getAnimations().flatMap((animation) => (animation.effect as KeyframeEffect | null)?.target ?? [])
    const elements = [...document.querySelectorAll('body *')].filter((element) => !moving.some((target) => target.contains(element)))
    const root = document.documentElement.style
    root.setProperty('--motion', '0s')
    root.setProperty('--motion-fast', '0s')
    prefetched.forEach((link) => (link.disabled = true))
    const styles = () =>
      elements.map((element) => {
        const style = getComputedStyle(element)
        return new Map([...style].filter((name) => !derived.test(name)).map((name) => [name, style.getPropertyValue(name)]))
      })
    const before = styles()
    const links = files.map((href) => Object.assign(document.createElement('link'), { rel: 'stylesheet', href }))
    const loaded = links.map((link) => new Promise((done) => Object.assign(link, { onload: done, onerror: done })))
    document.head.append(...links)
    await Promise.all(loaded)
    const after = styles()
    links.forEach((link) => link.remove())
    prefetched.forEach((link) => (link.disabled = false))
    root.removeProperty('--motion')
    root.removeProperty('--motion-fast')
    const name = (element: Element) =>
      `${element.localName}${element.id ? `#${element.id}` : ''}${[...element.classList].map((c) => `.${c}`).join('')}`
    return elements.flatMap((element, i) =>
      [...before[i]]
        .filter(([property, value]) => after[i].get(property) !== value)
        .map(([property, value]) => `${name(element)} ${property}: ${value} → ${after[i].get(property)}`),
    )
  }, PAGE_DATA)
}
