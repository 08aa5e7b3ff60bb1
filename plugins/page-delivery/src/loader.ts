/**
 * Inline in every built page, allowed by the hash of what the stage compiled. The page is complete as served; once it
 * has loaded, painted and drawn its largest image, this starts what would share their first round trips: the rest of
 * its CSS, the manifest, the application's scripts (after the CSS, so that nothing the application opens is drawn
 * without it), and the web font, for the next page: this one keeps the face it was first laid out in
 * (font-choice.ts). If it never runs, the page reads in full.
 */
import { END_DRAWN_CLASS } from '../../../src/lib/shared/later-section'
import { STYLESHEET_HREF, runtimeGlobals } from './gatsby'
import { APP_DATA, FONTS_AFTER_PAINT, PAGE_DATA, fetchedFontKey, type AppData, type PageData } from './markup'

const data = <T>(id: string) => JSON.parse(document.getElementById(id)?.textContent ?? '') as T
const page = data<PageData>(PAGE_DATA)
const app = data<AppData>(APP_DATA)
Object.assign(window, runtimeGlobals(page.pagePath, app.compilationHash))
// A page served with all its CSS lays its end out in its first layout, where nothing will style it again.
if (!page.css) document.documentElement.classList.add(END_DRAWN_CLASS)

const add = <K extends 'link' | 'script'>(tag: K, props: Partial<HTMLElementTagNameMap[K]>, parent: HTMLElement = document.head) =>
  parent.appendChild(Object.assign(document.createElement(tag), props))

const loaded = new Promise((resolve) => (document.readyState === 'complete' ? resolve(0) : addEventListener('load', resolve)))
const painted = new Promise((resolve) => {
  if (!window.PerformanceObserver?.supportedEntryTypes?.includes('paint')) return resolve(0)
  const fcp = (list: PerformanceObserverEntryList) => list.getEntriesByName('first-contentful-paint').length && resolve(0)
  new PerformanceObserver(fcp).observe({ type: 'paint', buffered: true })
  // A page loaded in a background tab paints only once it is shown.
  document.addEventListener('visibilitychange', () => document.visibilityState === 'visible' && resolve(0))
})

// The largest image can be drawn a frame after the first paint.
const image = document.querySelector<HTMLImageElement>('img[fetchpriority=high]')
const drawn = image
  ?.decode()
  .catch(() => undefined)
  .then(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve))))

void Promise.all([loaded, painted, drawn]).then(() => {
  const root = document.documentElement
  const inlinePart = (href: string) => document.querySelector(`style[${STYLESHEET_HREF}="${href}"]`)
  // Each stylesheet right after its inline part: where one fails and its part stays, the rules still come in the order
  // the page was served with (a template's before the site's global ones, which win a tie).
  const sheets = (page.css ?? []).map((href) => {
    const sheet = Object.assign(document.createElement('link'), { rel: 'stylesheet', media: 'print', href })
    const inline = inlinePart(href)
    if (inline) inline.after(sheet)
    else document.head.append(sheet)
    return sheet
  })
  const arrived = sheets.map(
    (sheet) => new Promise<boolean>((done) => Object.assign(sheet, { onload: () => done(true), onerror: () => done(false) })),
  )
  add('link', { rel: 'manifest', href: app.manifest })
  const startApplication = () => app.scripts.forEach((src) => add('script', { src }, document.body))
  // Each stylesheet that arrived replaces its inline part, whose rules it holds in the same order.
  const styled = Promise.all(arrived).then((ok) => {
    // A skipped section (content-visibility: auto) would hang in transitions from its style before these rules: no motion until drawn.
    // The page's end, skipped until now, is drawn with them (END_DRAWN_CLASS) and was never styled: nothing in it moves.
    for (const section of document.querySelectorAll<HTMLElement>('main > section:not(:last-of-type)')) {
      if (section.firstElementChild?.checkVisibility?.({ contentVisibilityAuto: true }) !== false) continue
      section.style.cssText += ';--motion:0s;--motion-fast:0s'
      const moving = () => ['--motion', '--motion-fast'].forEach((name) => section.style.removeProperty(name))
      section.addEventListener('contentvisibilityautostatechange', (event) => {
        if (!(event as ContentVisibilityAutoStateChangeEvent).skipped) requestAnimationFrame(() => requestAnimationFrame(moving))
      })
    }
    sheets.forEach((sheet, i) => {
      sheet.media = 'all'
      if (ok[i]) inlinePart(sheet.getAttribute('href')!)?.remove()
    })
    root.classList.add(END_DRAWN_CLASS)
  })
  if (page.css) void styled.then(startApplication)
  else startApplication()
  // The web font, loaded into this document but not used by it (the attribute keeps the local face), is in the
  // cache for the next page and in memory for the one the router draws; the record tells the next page it is there.
  const font = root.getAttribute(FONTS_AFTER_PAINT)
  if (font)
    document.fonts
      .load(`1em "${font}"`)
      .then((faces) => faces.length > 0 && localStorage.setItem(fetchedFontKey(font), '1'))
      .catch(() => undefined)
})
