/**
 * Loads ahead the pages that the page's links lead to, once a link is in view or under the reader's
 * pointer, finger or focus, so that a tap draws the next page from memory: Gatsby's loader fetches the
 * page's data and its template's script and stylesheet (`loadPage`, what Gatsby's links do on hover).
 * Gatsby's own prefetch of links in view waits three seconds and fetches no template (it looks chunks up
 * in a mapping that it writes as a string), so it would not have the next page ready in time.
 * Never on a connection that asks to save data or a 2G one, and no more than PREFETCH_BUDGET_BYTES a page.
 */

/** Compressed bytes a page may fetch ahead for its links: a few pages' data and templates, a fraction of its own weight. */
export const PREFETCH_BUDGET_BYTES = 100 * 1024

import { gatsbyLoader } from './gatsby'

type Connection = { saveData?: boolean; effectiveType?: string }

const asksToSaveData = () => {
  const connection = (navigator as Navigator & { connection?: Connection }).connection
  return Boolean(connection?.saveData || connection?.effectiveType?.includes('2g'))
}

/** The path of the page of this site a link leads to, or undefined for one to this page, a file, another site or the admin. */
export function pageOfLink(link: HTMLAnchorElement, here: Location): string | undefined {
  if ((link.target && link.target !== '_self') || link.hasAttribute('download')) return undefined
  const url = new URL(link.href, here.href)
  if (url.origin !== here.origin || url.pathname === here.pathname) return undefined
  if (/\.[a-z0-9]+$/i.test(url.pathname) || /^\/(?:admin|pagefind|static|page-data)(?:\/|$)/.test(url.pathname)) return undefined
  return url.pathname
}

/** What the resources that started since `since` transferred (0 for those the cache answered). */
const bytesSince = (since: number) =>
  performance
    .getEntriesByType('resource')
    .filter((entry) => entry.startTime >= since)
    .reduce((sum, entry) => sum + ((entry as PerformanceResourceTiming).transferSize || 0), 0)

const whenIdle = (task: () => void) => ('requestIdleCallback' in window ? requestIdleCallback(task) : setTimeout(task, 1))

let observer: IntersectionObserver | undefined
let queue: string[] = []
let loaded = new Set<string>()
let spent = 0
let running = false

/** Loads the queued pages one at a time, so that each one's bytes are counted before the next starts. */
function drain(): void {
  const loader = gatsbyLoader()
  if (running || !loader) return
  const next = queue.shift()
  if (next === undefined || spent >= PREFETCH_BUDGET_BYTES) return
  running = true
  const since = performance.now()
  const done = () => {
    spent += bytesSince(since)
    running = false
    whenIdle(drain)
  }
  loader.loadPage(next).then(done, done)
}

function want(pagePath: string | undefined, first = false): void {
  if (pagePath === undefined || loaded.has(pagePath) || asksToSaveData()) return
  loaded.add(pagePath)
  if (first) queue.unshift(pagePath)
  else queue.push(pagePath)
  whenIdle(drain)
}

const linkOf = (target: EventTarget | null) => (target instanceof Element ? target.closest<HTMLAnchorElement>('a[href]') : null)
const wantNow = (event: Event) => {
  const link = linkOf(event.target)
  if (link) want(pageOfLink(link, window.location), true)
}

/**
 * Watches the links of the page just drawn (every route update): those in view are loaded in the order they
 * came into view, one under the pointer, a finger or the focus before them. The budget starts again with each page.
 */
export function prefetchLinksOfPage(): void {
  if (!('IntersectionObserver' in window)) return
  if (!observer) {
    observer = new IntersectionObserver((entries) => {
      for (const entry of entries)
        if (entry.isIntersecting) {
          observer!.unobserve(entry.target)
          want(pageOfLink(entry.target as HTMLAnchorElement, window.location))
        }
    })
    document.addEventListener('pointerover', wantNow, { passive: true })
    document.addEventListener('touchstart', wantNow, { passive: true })
    document.addEventListener('focusin', wantNow)
  }
  observer.disconnect()
  ;[queue, loaded, spent] = [[], new Set([window.location.pathname]), 0]
  whenIdle(() => document.querySelectorAll<HTMLAnchorElement>('a[href]').forEach((link) => observer!.observe(link)))
}
