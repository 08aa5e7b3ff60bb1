/**
 * Full-page screenshots of the built site at phone and desktop widths, for looking at what a
 * change did. Builds nothing: run `npm run build` first.
 *
 *   npm run screenshots -- / /financialsolutions/services     # into reports/screenshots/
 *   npm run screenshots -- / --widths=360,768,991,992,1920
 *   npm run screenshots -- / --rtl                             # an English page laid out right to left
 *
 * With --rtl the page is turned right to left after loading, as an Arabic page renders it (the
 * document and what the page marks `dir="ltr"`, react-slick's own root aside), into `*-rtl.png`.
 * Each capture says when the page is wider than the window (horizontal overflow).
 */
import fs from 'fs'
import path from 'path'
import { chromium } from '@playwright/test'
import { CHROMIUM_FLAGS, chromiumPath } from '../scripts/lib/chromium'
import { startStaticServer } from '../scripts/lib/static-server'
import { RENDER_ALL_CLASS } from '../src/hooks/use-active-section'

const DEFAULT_WIDTHS = [390, 1440]
const OUT_DIR = path.resolve('reports/screenshots')

async function main() {
  const widthsArg = process.argv.find((a) => a.startsWith('--widths='))
  const widths = widthsArg ? widthsArg.slice('--widths='.length).split(',').map(Number) : DEFAULT_WIDTHS
  const rtl = process.argv.includes('--rtl')
  const routes = process.argv.slice(2).filter((a) => a.startsWith('/'))
  if (routes.length === 0) routes.push('/')
  fs.mkdirSync(OUT_DIR, { recursive: true })
  const server = await startStaticServer({ dir: path.resolve('public') })
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_FLAGS })
  try {
    for (const width of widths) {
      const page = await browser.newPage({ viewport: { width, height: width < 800 ? 844 : 900 } })
      for (const route of routes) {
        await page.goto(server.url + route, { waitUntil: 'networkidle' })
        if (rtl) {
          await page.evaluate(() => {
            document.documentElement.dir = 'rtl'
            for (const el of document.querySelectorAll<HTMLElement>('[dir="ltr"]:not(.slick-slider)')) el.dir = 'rtl'
          })
        }
        // Wait for widgets to initialise (1000 ms after navigation), then scroll through so lazy
        // images load and counters run.
        await page.waitForTimeout(1200)
        await page.evaluate(async () => {
          for (let y = 0; y < document.body.scrollHeight; y += 600) {
            window.scrollTo(0, y)
            await new Promise((r) => setTimeout(r, 150))
          }
          window.scrollTo(0, 0)
        })
        await page.waitForTimeout(1600)
        // A full-page capture does not scroll: render the sections that wait until they are near the viewport.
        await page.evaluate((name) => document.documentElement.classList.add(name), RENDER_ALL_CLASS)
        const name = `${route === '/' ? 'home' : route.slice(1).replace(/\//g, '_')}-${width}${rtl ? '-rtl' : ''}.png`
        await page.screenshot({ path: path.join(OUT_DIR, name), fullPage: true })
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
        console.log(path.join('reports/screenshots', name) + (overflow > 0 ? `  (${overflow} px wider than the window)` : ''))
      }
      await page.close()
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
