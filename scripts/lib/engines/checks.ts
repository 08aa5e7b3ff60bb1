/**
 * The checks of a page visit, the same in every engine: what the page reports (run in it through
 * Engine.run) and the verdict on it (pure, returning undefined when the check holds or what failed).
 */
import type { Engine } from './engine'

export interface Rect {
  top: number
  right: number
  bottom: number
  left: number
}

const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms))

/** Polls a condition in Node (each poll a call into the page) until it holds or `ms` pass; returns its last value. */
export async function waitFor<T>(probe: () => Promise<T>, holds: (value: T) => boolean, ms: number): Promise<T> {
  const end = Date.now() + ms
  for (;;) {
    const value = await probe()
    if (holds(value) || Date.now() >= end) return value
    await sleep(100)
  }
}

// ---- load: script errors and horizontal overflow ----

/**
 * The errors of a visit, each once: those the engine reported where it reports them (Firefox), which
 * are the ones the page's probe kept, worded by the engine; else the probe's.
 */
export function scriptErrorFailure(reported: readonly string[] | undefined, probed: readonly string[]): string | undefined {
  const errors = [...new Set(reported ?? probed)]
  return errors.length === 0 ? undefined : `${errors.length} script error(s): ${errors.join(' | ')}`
}

export interface Layout {
  scrollWidth: number
  innerWidth: number
  /** The widest elements past the window's right or left edge, for the report. */
  outside: string[]
  header: Rect | null
  /** The brand link with everything in it, overflowing text included. */
  brand: Rect | null
  brandLines: number
  /** The drawer's toggle, where it shows. */
  toggle: Rect | null
}

/** Runs in the page: the page's width and the header's parts. */
export function measureLayout(): Layout {
  const box = (element: Element | null | undefined): Rect | null => {
    if (!element) return null
    const rect = element.getBoundingClientRect()
    return rect.width > 0 && rect.height > 0 ? { top: rect.top, right: rect.right, bottom: rect.bottom, left: rect.left } : null
  }
  const header = document.querySelector('header')
  const brand = header?.querySelector('a[aria-label]')
  let brandBox = box(brand)
  let brandLines = 0
  if (brand && brandBox) {
    const range = document.createRange()
    range.selectNodeContents(brand)
    const text = range.getBoundingClientRect()
    brandBox = {
      top: Math.min(brandBox.top, text.top),
      right: Math.max(brandBox.right, text.right),
      bottom: Math.max(brandBox.bottom, text.bottom),
      left: Math.min(brandBox.left, text.left),
    }
    // The lines of the name: the distinct tops of its text's line boxes.
    const name = Array.from(brand.querySelectorAll('span')).find((span) => span.children.length === 0 && span.textContent?.trim())
    if (name) {
      range.selectNodeContents(name)
      brandLines = new Set(Array.from(range.getClientRects()).map((rect) => Math.round(rect.top))).size
    }
  }
  const outside = Array.from(document.querySelectorAll('body *'))
    .map((element) => ({ element, rect: element.getBoundingClientRect() }))
    .filter(({ rect }) => rect.width > 0 && (rect.right > innerWidth + 1 || rect.left < -1))
    .filter(({ element }) => getComputedStyle(element).position !== 'fixed')
    .sort((a, b) => b.rect.width - a.rect.width)
    .slice(0, 3)
    .map(
      ({ element, rect }) =>
        `${element.tagName.toLowerCase()}${element.id ? '#' + element.id : ''} [${Math.round(rect.left)}, ${Math.round(rect.right)}]`,
    )
  return {
    scrollWidth: document.documentElement.scrollWidth,
    innerWidth,
    outside,
    header: box(header),
    brand: brandBox,
    brandLines,
    toggle: box(header?.querySelector('button[aria-controls]')),
  }
}

export function overflowFailure(layout: Layout): string | undefined {
  if (layout.scrollWidth <= layout.innerWidth) return undefined
  const past = layout.outside.length > 0 ? `; past the edges: ${layout.outside.join(', ')}` : ''
  return `the page is ${layout.scrollWidth} px wide in a ${layout.innerWidth} px window${past}`
}

const px = (value: number) => `${Math.round(value * 10) / 10}`
const overlaps = (a: Rect, b: Rect) => a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom

/**
 * The brand (logo and company name) inside the header: not past its top or bottom, nor the window's
 * sides, and clear of the menu toggle. Half a pixel is rounding.
 */
export function headerFailure(layout: Layout, where: string): string | undefined {
  const { header, brand, toggle } = layout
  if (!header) return `${where}: no header`
  if (!brand) return `${where}: no brand link (header a[aria-label]) drawn in the header`
  const lines = layout.brandLines > 1 ? ` (the name takes ${layout.brandLines} lines)` : ''
  const problems: string[] = []
  if (brand.top < header.top - 0.5) problems.push(`brand top ${px(brand.top)} above the header's top ${px(header.top)}`)
  if (brand.bottom > header.bottom + 0.5) problems.push(`brand bottom ${px(brand.bottom)} below the header's bottom ${px(header.bottom)}`)
  if (brand.top < -0.5) problems.push(`brand top ${px(brand.top)} above the window`)
  if (brand.left < -0.5 || brand.right > layout.innerWidth + 0.5)
    problems.push(`brand [${px(brand.left)}, ${px(brand.right)}] past the window's sides (${layout.innerWidth} px)`)
  if (toggle && overlaps(brand, toggle))
    problems.push(`brand [${px(brand.left)}, ${px(brand.right)}] overlaps the menu toggle [${px(toggle.left)}, ${px(toggle.right)}]`)
  return problems.length === 0 ? undefined : `${where}: ${problems.join('; ')}${lines}`
}

// ---- the drawer and the menu ----

const TOGGLE = 'header button[aria-controls]'

/** Resolves once React has hydrated the page: it then removes the start-up loader (src/components/Loader). */
export async function hydrated(engine: Engine): Promise<boolean> {
  const done = () => engine.run(() => !document.querySelector('#top > [role="progressbar"]'))
  return waitFor(done, (value) => value, 15_000)
}

const drawerOpen = (engine: Engine) =>
  engine.run(() => {
    const nav = document.querySelector('header nav[popover]')
    return Boolean(nav?.matches(':popover-open') && nav.getBoundingClientRect().height > 0)
  })

const toggleShown = (engine: Engine) =>
  engine.run((selector: string) => {
    const toggle = document.querySelector(selector)
    return Boolean(toggle && toggle.getBoundingClientRect().width > 0)
  }, TOGGLE)

/** The drawer opens from its toggle and closes on Escape, then opens again and closes from the toggle. */
export async function drawerFailure(engine: Engine): Promise<string | undefined> {
  if (!(await toggleShown(engine))) return 'no menu toggle shown'
  if (await drawerOpen(engine)) return 'the drawer is open before any click'
  const steps: Array<[string, () => Promise<void>, boolean]> = [
    ['the toggle opens it', () => engine.click(TOGGLE), true],
    ['Escape closes it', () => engine.pressEscape(), false],
    ['the toggle opens it again', () => engine.click(TOGGLE), true],
    ['the toggle closes it', () => engine.click(TOGGLE), false],
  ]
  for (const [step, act, open] of steps) {
    try {
      await act()
    } catch (error) {
      return `${step}: ${error instanceof Error ? error.message.split('\n')[0] : String(error)}`
    }
    if (
      (await waitFor(
        () => drawerOpen(engine),
        (value) => value === open,
        2_000,
      )) !== open
    )
      return `${step}: it stays ${open ? 'closed' : 'open'}`
  }
  return undefined
}

export interface JumpPosition {
  scrollY: number
  /** The furthest the page scrolls. */
  end: number
  /** The section's top in the window, and where the design puts it (the scroll padding under the sticky header). */
  top: number
  aim: number
  headerBottom: number
  /** The href of the menu item marked as where the reader is. */
  marked: string | null
}

/**
 * Runs in the page: waits until it has not scrolled for 20 frames (a smooth scroll moves every frame)
 * and the item is marked, or 3 s more, then says where the section is.
 */
export async function jumpPosition(section: string): Promise<JumpPosition> {
  const frame = () => new Promise((drawn) => requestAnimationFrame(drawn))
  let last = window.scrollY
  for (let still = 0, frames = 0; still < 20 && frames < 600; frames++) {
    await frame()
    still = window.scrollY === last ? still + 1 : 0
    last = window.scrollY
  }
  const marked = () => document.querySelector('header nav a[aria-current="location"]')?.getAttribute('href') ?? null
  for (let waited = 0; marked() !== `#${section}` && waited < 3_000; waited += 100) await new Promise((done) => setTimeout(done, 100))
  const root = document.documentElement
  return {
    scrollY: window.scrollY,
    end: root.scrollHeight - innerHeight,
    top: document.getElementById(section)?.getBoundingClientRect().top ?? NaN,
    aim: parseFloat(getComputedStyle(root).scrollPaddingTop) || 0,
    headerBottom: document.querySelector('header')?.getBoundingClientRect().bottom ?? NaN,
    marked: marked(),
  }
}

/**
 * Landed: the section's top within 2 px of the scroll padding (or, for a section too short to be
 * scrolled that far, the page at its end with the section below that place), not under the sticky
 * header, and its menu item marked.
 */
export function jumpFailure(at: JumpPosition, section: string): string | undefined {
  const problems: string[] = []
  const onSection = Math.abs(at.top - at.aim) <= 2 || (at.scrollY >= at.end - 1 && at.top > at.aim)
  if (!onSection)
    problems.push(
      `the section's top is at ${px(at.top)} px, not at the scroll padding's ${px(at.aim)} px (scrolled ${px(at.scrollY)} of ${px(at.end)})`,
    )
  if (at.top < at.headerBottom - 1)
    problems.push(`the section's top (${px(at.top)} px) is under the sticky header (bottom ${px(at.headerBottom)} px)`)
  if (at.marked !== `#${section}`) problems.push(`the marked item is ${at.marked ?? 'none'}, not #${section}`)
  return problems.length === 0 ? undefined : problems.join('; ')
}

/** Follows the menu item of a home page's section, through the drawer where the toggle shows, and says where the page went. */
export async function jump(engine: Engine, section: string): Promise<JumpPosition> {
  if (await toggleShown(engine)) {
    await engine.click(TOGGLE)
    await waitFor(
      () => drawerOpen(engine),
      (open) => open,
      2_000,
    )
  }
  await engine.click(`header nav a[href$="#${section}"]`)
  return engine.run(jumpPosition, section)
}

// ---- search ----

export interface SearchResults {
  count: number
  hrefs: string[]
}

/** Waits up to 10 s for the search page's results, and lists them. */
export async function searchResults(engine: Engine): Promise<SearchResults> {
  const read = () =>
    engine.run(() => {
      const links = Array.from(document.querySelectorAll('main [data-search-result]'))
      return { count: links.length, hrefs: links.map((link) => link.getAttribute('href') ?? '') }
    })
  return waitFor(read, (results) => results.count > 0, 10_000)
}

export function searchFailure(results: SearchResults, expected: string): string | undefined {
  if (results.count === 0) return 'no results'
  if (!results.hrefs.includes(expected))
    return `${results.count} result(s), none leading to ${expected}: ${results.hrefs.slice(0, 5).join(', ')}`
  return undefined
}

// ---- the tally ----

export interface Outcome {
  /** Engine, width, route and check, as the report names them. */
  name: string
  failure?: string
}

/** The closing line: how many checks passed and how many failed. */
export function tally(outcomes: readonly Outcome[]): string {
  const failed = outcomes.filter((outcome) => outcome.failure !== undefined).length
  return `${outcomes.length - failed} passed, ${failed} failed`
}
