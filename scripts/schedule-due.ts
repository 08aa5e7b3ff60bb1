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
import { builtRoutes } from './lib/built-routes'
import { liveSitemapRoutes, message, type LiveRoutes } from './lib/live-sitemap'
import { nextChangeLine, publishingDecision, publishingSummary, readSchedule } from './lib/publishing-schedule'

const CONTENT_DIR = path.resolve(__dirname, '../content')

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
