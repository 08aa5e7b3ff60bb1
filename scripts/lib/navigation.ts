/**
 * The speed benchmark's measures in a browser of its own, beside Lighthouse's first load: a click
 * on an internal link to the next page's heading drawn, on Lighthouse's phone (its viewport, network
 * and the benchmark's CPU slowdown); and a returning visitor's second view of a page, by what reached
 * the server. Both work whether the site routes in the page (Gatsby's router) or loads a new document.
 */
import { createHash, X509Certificate } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'

import type { Browser, BrowserContext, Page } from '@playwright/test'
import { DomUtils, parseDocument } from 'htmlparser2'
import { screenEmulationMetrics, throttling, userAgents } from 'lighthouse/core/config/constants.js'

import { cacheControlFor, IMMUTABLE } from '../../src/host/cache-policy'
import { median, type NavigationReport, type RepeatViewReport } from './budgets'

/** A link followed: the page it is on and the route it leads to. */
export interface NavigationPair {
  from: string
  to: string
}

type NavigationRun = NavigationReport['runs'][number]

/** Lighthouse's phone, as its mobile run emulates it; the CPU slowdown is the benchmark's own. */
const PHONE = screenEmulationMetrics.mobile
const NETWORK = throttling.mobileSlow4G

/** The phone in words, for the report. */
export const PHONE_PROFILE = `${PHONE.width}×${PHONE.height} at ${PHONE.deviceScaleFactor}x, ${NETWORK.rttMs} ms round trips, ${NETWORK.throughputKbps / 1024} Mbit/s`

/** How long the link is in view before the click: time for a prefetch on sight to happen. */
const IN_VIEW_MS = 1000
const TIMEOUT_MS = 60_000
/** How long the first view lasts after it is idle, in the repeat view. */
const FIRST_VIEW_MS = 8000

/** A page's first heading as its built HTML has it, spaces collapsed: what the destination draws. */
export function builtHeading(dir: string, route: string): string {
  const file = path.join(dir, decodeURIComponent(route).replace(/^\/|\/$/g, ''), 'index.html')
  const heading = DomUtils.findOne((node) => node.name === 'h1', parseDocument(fs.readFileSync(file, 'utf8')).children)
  if (!heading) throw new Error(`${file}: no <h1> to wait for`)
  return DomUtils.textContent(heading).replace(/\s+/g, ' ').trim()
}

/**
 * The routes the built page at `route` links to, in the order of its markup: where to look for a
 * link to a post, as the home pages list them.
 */
export function builtLinks(dir: string, route: string): string[] {
  const file = path.join(dir, decodeURIComponent(route).replace(/^\/|\/$/g, ''), 'index.html')
  const anchors = DomUtils.findAll((node) => node.name === 'a', parseDocument(fs.readFileSync(file, 'utf8')).children)
  const routes = anchors.flatMap((anchor) => {
    const href = anchor.attribs.href ?? ''
    return href.startsWith('/') && !href.startsWith('//') ? [href.split(/[?#]/, 1)[0].replace(/(.)\/$/, '$1')] : []
  })
  return [...new Set(routes)]
}

/**
 * The Chromium flag that trusts the benchmark's own certificates. Not `--ignore-certificate-errors`:
 * Chromium keeps nothing in its cache from a server whose certificate it accepted in spite of an
 * error, and a returning visitor's cache is what the repeat view measures.
 */
export function trustCertificates(certificates: readonly string[]): string {
  const keys = certificates.map((pem) =>
    createHash('sha256')
      .update(new X509Certificate(pem).publicKey.export({ type: 'spki', format: 'der' }))
      .digest('base64'),
  )
  return `--ignore-certificate-errors-spki-list=${keys.join(',')}`
}

/** A fresh browsing context as Lighthouse's phone: its viewport, its user agent, a touch screen. */
const phoneContext = (browser: Browser): Promise<BrowserContext> =>
  browser.newContext({
    viewport: { width: PHONE.width, height: PHONE.height },
    deviceScaleFactor: PHONE.deviceScaleFactor,
    isMobile: PHONE.mobile,
    hasTouch: true,
    userAgent: userAgents.mobile,
  })

/** Lighthouse's phone network and the given CPU slowdown, through the DevTools protocol. */
async function throttle(context: BrowserContext, page: Page, cpuSlowdown: number): Promise<void> {
  const cdp = await context.newCDPSession(page)
  await cdp.send('Network.enable')
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: NETWORK.rttMs,
    downloadThroughput: (NETWORK.throughputKbps * 1024) / 8,
    uploadThroughput: (NETWORK.uploadThroughputKbps * 1024) / 8,
  })
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown })
}

/**
 * In every document of the page: the time of the first pointerdown, and of the first frame that
 * draws an `<h1>` with the expected text, reported to the benchmark as absolute times (the old
 * document's clock and the new one's are both the wall clock at their origin plus a monotonic offset).
 * The frame's time is Element Timing's, for an element marked before its first paint; a frame
 * callback after the heading appeared stands in where that gives none. No named functions inside:
 * the script runner keeps function names with a helper the page does not have.
 */
function watchForHeading(expected: string): void {
  const report = (window as unknown as { benchMark: (name: string, at: number) => void }).benchMark
  addEventListener('pointerdown', (event) => report('pointerdown', performance.timeOrigin + event.timeStamp), { capture: true, once: true })
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as Array<PerformanceEntry & { identifier?: string; renderTime?: number }>)
      if (entry.identifier === 'bench-heading' && entry.renderTime) report('heading', performance.timeOrigin + entry.renderTime)
  }).observe({ type: 'element', buffered: true })
  // The script runs before the document has any content: every heading arrives as a mutation.
  new MutationObserver(() => {
    const heading = [...document.querySelectorAll('h1')].find((h1) => (h1.textContent ?? '').replace(/\s+/g, ' ').trim() === expected)
    if (!heading || heading.hasAttribute('elementtiming')) return
    heading.setAttribute('elementtiming', 'bench-heading')
    requestAnimationFrame(() => requestAnimationFrame((at) => report('frame', performance.timeOrigin + at)))
  }).observe(document, { childList: true, subtree: true, characterData: true })
}

/**
 * One run of a pair: the `from` page loaded in a fresh context (nothing cached), the load event and
 * no request for half a second (Playwright's networkidle), the link to `to` scrolled into view and
 * left there a second, then a click; until the destination's heading is drawn.
 */
async function navigateOnce(
  browser: Browser,
  baseUrl: string,
  pair: NavigationPair,
  heading: string,
  cpuSlowdown: number,
): Promise<NavigationRun> {
  const context = await phoneContext(browser)
  try {
    const page = await context.newPage()
    const marks = new Map<string, number>()
    await page.exposeFunction('benchMark', (name: string, at: number) => {
      if (!marks.has(name)) marks.set(name, at)
    })
    await page.addInitScript(watchForHeading, heading)
    await throttle(context, page, cpuSlowdown)
    await page.goto(new URL(pair.from, baseUrl).href, { waitUntil: 'load', timeout: TIMEOUT_MS })
    await page.waitForLoadState('networkidle', { timeout: TIMEOUT_MS })
    const link = await page.evaluateHandle(
      (to) =>
        [...document.querySelectorAll('a[href]')].find((anchor) => {
          const url = new URL((anchor as HTMLAnchorElement).href)
          const route = decodeURIComponent(url.pathname).replace(/(.)\/$/, '$1')
          return (
            url.origin === location.origin &&
            route === to &&
            anchor.getClientRects().length > 0 &&
            getComputedStyle(anchor).visibility !== 'hidden'
          )
        }),
      pair.to,
    )
    const element = link.asElement()
    if (!element) throw new Error(`${pair.from}: no visible link to ${pair.to}`)
    await element.scrollIntoViewIfNeeded()
    await page.waitForTimeout(IN_VIEW_MS)
    await page.evaluate(() => ((window as unknown as { benchBefore: boolean }).benchBefore = true))
    marks.clear()
    await element.click({ noWaitAfter: true })
    const deadline = Date.now() + TIMEOUT_MS
    while (!(marks.has('pointerdown') && (marks.has('heading') || marks.has('frame')))) {
      if (Date.now() > deadline) throw new Error(`${pair.from} → ${pair.to}: the heading "${heading}" was not drawn`)
      await new Promise((done) => setTimeout(done, 50))
    }
    // Element Timing's entry can come a frame after the callback's: wait for it briefly.
    if (!marks.has('heading')) await page.waitForTimeout(500)
    const drawn = marks.get('heading') ?? marks.get('frame')!
    const sameDocument = await page.evaluate(() => (window as unknown as { benchBefore?: boolean }).benchBefore === true)
    return { ms: Math.round(drawn - marks.get('pointerdown')!), sameDocument }
  } finally {
    await context.close()
  }
}

export async function measureNavigation(
  browser: Browser,
  baseUrl: string,
  dir: string,
  pair: NavigationPair,
  runs: number,
  cpuSlowdown: number,
): Promise<NavigationReport> {
  const heading = builtHeading(dir, pair.to)
  const measured: NavigationRun[] = []
  for (let run = 0; run < runs; run++) measured.push(await navigateOnce(browser, baseUrl, pair, heading, cpuSlowdown))
  return { ...pair, runs: measured, medianMs: median(measured.map((run) => run.ms)) }
}

/**
 * A returning visitor: `route` viewed once for a while, then again in a new tab of the same browser
 * profile until no request for half a second; what the second view asked the server for, as the
 * server saw it (`served` is the server's own record, emptied before the second view).
 */
export async function measureRepeatView(browser: Browser, baseUrl: string, route: string, served: string[]): Promise<RepeatViewReport> {
  const context = await phoneContext(browser)
  try {
    const first = await context.newPage()
    await first.goto(new URL(route, baseUrl).href, { waitUntil: 'networkidle', timeout: TIMEOUT_MS })
    // A reader who stayed a few seconds: what the page fetches after it is idle (the slider's script
    // before its first move) is in the cache by the second view, which ends sooner.
    await first.waitForTimeout(FIRST_VIEW_MS)
    await first.close()
    served.length = 0
    const second = await context.newPage()
    await second.goto(new URL(route, baseUrl).href, { waitUntil: 'networkidle', timeout: TIMEOUT_MS })
    const requests = [...served]
    return { route, requests, hashed: requests.filter((file) => cacheControlFor(file) === IMMUTABLE) }
  } finally {
    await context.close()
  }
}
