/**
 * Lighthouse's categories that do not depend on timing (Accessibility, Best Practices, SEO) must
 * score 100 on the built site as a static host serves it: `npm run test:categories`, part of npm test.
 * One mobile run a route, through Lighthouse's Node API in one browser, on one route of each
 * template, the editions taking turns from template to template (every route would take about 10
 * minutes here; the speed benchmark scores them all, and the browser tests run axe on every page
 * of both editions).
 *
 *   npm run test:categories
 *   npm run test:categories -- --all                   # every route of the sitemap
 *   npm run test:categories -- / /ar/company/faq       # chosen routes
 *   npm run test:categories -- --dir /tmp/x/public     # another build
 */
import { resolve } from 'node:path'
import { parseArgs } from 'node:util'

import { launch } from 'chrome-launcher'

import { categoryFailures, TIMING_FREE_CATEGORIES, type LighthouseResult } from './lib/budgets'
import { builtRoutes, routePerTemplateAcrossEditions } from './lib/built-routes'
import { CHROMIUM_FLAGS, chromiumPath } from './lib/chromium'
import { startStaticServer } from './lib/static-server'

const { values: options, positionals } = parseArgs({
  options: {
    all: { type: 'boolean', default: false },
    dir: { type: 'string', default: resolve(__dirname, '../public') },
  },
  allowPositionals: true,
})
const dir = resolve(options.dir!)
const sitemapped = builtRoutes(dir)
const routes = positionals.length > 0 ? positionals : options.all ? sitemapped : routePerTemplateAcrossEditions(dir, sitemapped)

/** Headless Chromium for Lighthouse to drive, shared by every run (a browser a run, as Lighthouse CI starts them, doubles the time here). */
function startChromium() {
  const chromePath = chromiumPath()
  if (!chromePath) throw new Error('No Chromium: set CHROME_PATH, or install Debian’s chromium.')
  return launch({ chromePath, chromeFlags: [...CHROMIUM_FLAGS, '--headless=new'] })
}

async function main(): Promise<number> {
  // Imported, not required: tsx's require hook would recompile Lighthouse and break the functions it runs in the page.
  const { default: lighthouse } = await import('lighthouse')
  // No audit of these categories weighs the bytes, so the cheaper compression does.
  const server = await startStaticServer({ dir, compression: 'fast' })
  const browser = await startChromium()
  const failed: string[] = []
  try {
    console.log(`Lighthouse ${TIMING_FREE_CATEGORIES.join(', ')} on ${routes.length} routes of ${sitemapped.length}`)
    for (const route of routes) {
      const started = Date.now()
      const audit = async () => {
        const result = await lighthouse(new URL(route, server.url).href, {
          port: browser.port,
          logLevel: 'error',
          onlyCategories: [...TIMING_FREE_CATEGORIES],
          // No audit of these categories reads the full-page screenshot, and painting a long page whole costs seconds.
          disableFullPageScreenshot: true,
        })
        return result?.lhr as unknown as (LighthouseResult & { runtimeError?: { message: string } }) | undefined
      }
      let lhr = await audit()
      // An audit Lighthouse could not run (a timeout on a loaded machine) says nothing of the page: run once more.
      const notRun = (result: LighthouseResult) =>
        categoryFailures(result, TIMING_FREE_CATEGORIES).some(({ audits }) => audits.some(({ error }) => error))
      if (lhr && notRun(lhr)) lhr = await audit()
      const failures = lhr ? categoryFailures(lhr, TIMING_FREE_CATEGORIES) : []
      const lines = lhr?.runtimeError
        ? [`Lighthouse could not run: ${lhr.runtimeError.message}`]
        : !lhr
          ? ['Lighthouse returned no result']
          : failures.map(
              ({ category, score, audits }) =>
                `${category} ${score}: ${audits.map((a) => `${a.id} (${a.title}${a.error ? `; not run: ${a.error}` : ''})`).join('; ')}`,
            )
      const seconds = ((Date.now() - started) / 1000).toFixed(1)
      console.log(`${lines.length === 0 ? '✓' : '✗'} ${route} (${seconds} s)${lines.map((line) => `\n    ${line}`).join('')}`)
      failed.push(...lines.map((line) => `${route}: ${line}`))
    }
  } finally {
    // Waits for Chromium to exit, then removes its profile.
    await browser.kill()
    await server.close()
  }
  if (failed.length === 0) {
    console.log(`Accessibility, Best Practices and SEO are 100 on: ${routes.join(' ')}`)
    return 0
  }
  console.error(`\nBelow 100 (each must be 100):\n${failed.map((line) => `  ${line}`).join('\n')}`)
  return 1
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error)
    process.exit(1)
  },
)
