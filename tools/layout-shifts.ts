/**
 * Lists the layout shifts of a page as a phone on a slow network sees them, with the elements
 * that moved, to find what makes CLS rise. Builds nothing: run `npm run build` first.
 *
 *   npm run layout-shifts -- /financialsolutions/portfolio/1
 */
import path from 'path'
import { chromium } from '@playwright/test'
import { CHROMIUM_FLAGS, chromiumPath } from '../scripts/lib/chromium'
import { startStaticServer } from '../scripts/lib/static-server'

interface Shift {
  at: number
  value: number
  sources: Array<{ node: string; from: number[]; to: number[] }>
}

async function main() {
  const route = process.argv.slice(2).find((a) => a.startsWith('/')) ?? '/'
  const server = await startStaticServer({ dir: path.resolve('public') })
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_FLAGS })
  try {
    const page = await browser.newPage({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75 })
    // A slow connection lets web fonts and images arrive late, as they do for real visitors.
    const cdp = await page.context().newCDPSession(page)
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 150,
      downloadThroughput: 200_000,
      uploadThroughput: 100_000,
    })
    await page.addInitScript(() => {
      const shifts: Shift[] = []
      ;(window as unknown as { __shifts: Shift[] }).__shifts = shifts
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as unknown as Array<{
          value: number
          startTime: number
          sources: Array<{ node?: Node; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }>
        }>) {
          shifts.push({
            at: Math.round(entry.startTime),
            value: entry.value,
            sources: entry.sources.map((s) => ({
              node: (s.node as Element | undefined)?.outerHTML?.slice(0, 100) ?? '(text)',
              from: [s.previousRect.x, s.previousRect.y, s.previousRect.width, s.previousRect.height].map(Math.round),
              to: [s.currentRect.x, s.currentRect.y, s.currentRect.width, s.currentRect.height].map(Math.round),
            })),
          })
        }
      }).observe({ type: 'layout-shift', buffered: true })
    })
    await page.goto(server.url + route, { waitUntil: 'networkidle' })
    await page.waitForTimeout(1500)
    const shifts = await page.evaluate(() => (window as unknown as { __shifts: Shift[] }).__shifts)
    const total = shifts.reduce((sum, s) => sum + s.value, 0)
    console.log(`${route}: ${shifts.length} shift(s), total ${total.toFixed(4)}`)
    for (const shift of shifts) {
      console.log(`  at ${shift.at} ms: ${shift.value.toFixed(4)}`)
      for (const s of shift.sources) console.log(`    ${s.node}\n      [x, y, w, h] ${s.from.join(', ')} → ${s.to.join(', ')}`)
    }
  } finally {
    await browser.close()
    await server.close()
  }
}

main().catch((error) => {
  console.error(error)
  process.exit(1)
})
