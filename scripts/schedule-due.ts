/**
 * `npm run schedule:due`: whether the live site must be rebuilt for scheduled publishing. Reads the
 * schedule of the entries in content/ (`publish_at`, `unpublish_at`), the pages the live site's
 * sitemap lists (${SITE_URL}/sitemap-index.xml and each sitemap it names) and the clock
 * (`SITE_NOW`, else the real time), prints the decision (scripts/lib/publishing-schedule.ts), and
 * in GitHub Actions writes `due=true` or `due=false` to $GITHUB_OUTPUT and the schedule to the job
 * summary. A live sitemap that cannot be read makes a rebuild due; content that cannot be read
 * exits 1.
 *
 * `npm run schedule:due -- --routes-from public` compares with the sitemap of a local build instead.
 */
import fs from 'node:fs'
import path from 'node:path'
import { parseArgs } from 'node:util'

import { resolveSiteUrl } from '../src/config/site-url'
import { siteNow } from '../src/lib/build/clock'
import { builtRoutes, sitemapRoutes } from './lib/built-routes'
import { nextChangeLine, publishingDecision, publishingSummary, readSchedule } from './lib/publishing-schedule'

const CONTENT_DIR = path.resolve(__dirname, '../content')
/** Long enough for a slow answer from the host, short enough for a check that runs every quarter of an hour. */
const FETCH_TIMEOUT_MS = 20_000

interface LiveRoutes {
  routes?: Set<string>
  /** Why the sitemap could not be read. */
  problem?: string
}

/** An error's message, with its cause's (fetch says only "fetch failed", its cause why). */
function message(error: unknown): string {
  if (!(error instanceof Error)) return String(error)
  return error.cause instanceof Error ? `${error.message}: ${error.cause.message}` : error.message
}

async function fetchText(url: string): Promise<string> {
  let response: Response
  try {
    response = await fetch(url, { signal: AbortSignal.timeout(FETCH_TIMEOUT_MS), redirect: 'follow' })
  } catch (error) {
    throw new Error(
      `${url}: ${error instanceof Error && error.name === 'TimeoutError' ? `no answer in ${FETCH_TIMEOUT_MS / 1000} s` : message(error)}`,
    )
  }
  if (!response.ok) throw new Error(`${url} answered ${response.status}`)
  return response.text()
}

/** The pages of the live site, from its sitemap index and every sitemap the index names. */
async function liveSitemapRoutes(site: string): Promise<LiveRoutes> {
  const indexUrl = `${site}/sitemap-index.xml`
  try {
    const index = await fetchText(indexUrl)
    // Each sitemap is asked of the host that answered for the index: the index names them on the
    // address the build was made for, which a copy served elsewhere does not answer for.
    const sitemaps = [...index.matchAll(/<loc>([^<]+)<\/loc>/g)].map(
      (match) => new URL(new URL(match[1].trim(), indexUrl).pathname, indexUrl).href,
    )
    if (sitemaps.length === 0) return { problem: `${indexUrl} names no sitemap` }
    const routes = sitemapRoutes(await Promise.all(sitemaps.map(fetchText)))
    if (routes.length === 0) return { problem: `the sitemaps of ${indexUrl} list no page` }
    return { routes: new Set(routes) }
  } catch (error) {
    return { problem: message(error) }
  }
}

function localRoutes(dir: string): LiveRoutes {
  try {
    return { routes: new Set(builtRoutes(dir)) }
  } catch (error) {
    return { problem: message(error) }
  }
}

async function main(): Promise<void> {
  const { values } = parseArgs({ options: { 'routes-from': { type: 'string' } } })
  const now = siteNow(process.env)
  const entries = readSchedule(CONTENT_DIR)
  const scheduled = entries.filter((entry) => !entry.draft)

  // With nothing scheduled, the live site is not asked: no answer of it could make a rebuild due.
  let live: LiveRoutes = {}
  if (scheduled.length > 0) {
    const compared = `Comparing ${scheduled.length} scheduled edition(s) with the sitemap of`
    const from = values['routes-from']
    if (from !== undefined) {
      console.log(`${compared} the build in ${path.resolve(from)}`)
      live = localRoutes(path.resolve(from))
    } else {
      const site = resolveSiteUrl(process.env.SITE_URL)
      console.log(`${compared} ${site}`)
      live = await liveSitemapRoutes(site)
    }
    if (live.problem) console.log(`The sitemap could not be read: ${live.problem}`)
  }

  const decision = publishingDecision(entries, now, live.routes, live.problem)
  console.log(`Scheduled publishing, ${decision.due ? 'rebuild due' : 'no rebuild due'}: ${decision.reason}`)
  console.log(nextChangeLine(decision))
  if (process.env.GITHUB_OUTPUT) fs.appendFileSync(process.env.GITHUB_OUTPUT, `due=${decision.due}\n`)
  if (process.env.GITHUB_STEP_SUMMARY) fs.appendFileSync(process.env.GITHUB_STEP_SUMMARY, publishingSummary(decision))
}

main().catch((error: unknown) => {
  // Unreadable content or a wrong SITE_URL or SITE_NOW: no rebuild could fix it, so the job fails and says why.
  console.error(message(error))
  process.exit(1)
})
