/**
 * `npm run check:addresses`: the release guard (scripts/lib/address-guard.ts). Compares the live
 * site's sitemap with the build in public/: every live address must be a page of the build or an
 * old address of its _redirects. Exits 1 naming each address that would be lost, the file that last
 * held it and the line of the redirects file that keeps it; lets go, saying so, an entry made a
 * draft or past its schedule. In GitHub Actions the list also goes to the job summary.
 *
 *   npm run check:addresses                        # against LIVE_SITE_URL, else SITE_URL
 *   npm run check:addresses -- --live <url> --dir public
 *   npm run check:addresses -- --warn              # pull requests: warns, never fails
 *
 * A live site without a sitemap (404: not released yet) has nothing to lose. One that cannot be read
 * stops the release, as nothing could be checked; with --warn it is only said.
 */
import fs from 'node:fs'
import path from 'node:path'
import { parseArgs } from 'node:util'

import { resolveSiteUrl } from '../src/config/site-url'
import { siteNow } from '../src/lib/build/clock'
import { REDIRECTS_FILE, parseRedirectsFile } from '../src/host/redirects-file'
import { fetchAddressRecord, LIVE_SITE_ENV } from '../src/node/redirects'
import { entryNowIn, guardSummary, lostAddresses, lostText } from './lib/address-guard'
import { builtRoutes } from './lib/built-routes'
import { liveSitemapRoutes } from './lib/live-sitemap'

async function main(): Promise<number> {
  const { values } = parseArgs({
    options: {
      live: { type: 'string' },
      dir: { type: 'string', default: 'public' },
      root: { type: 'string', default: '.' },
      warn: { type: 'boolean', default: false },
    },
  })
  const site = resolveSiteUrl(values.live ?? process.env[LIVE_SITE_ENV] ?? process.env.SITE_URL)
  const dir = path.resolve(values.dir)
  const warning = values.warn
  const summary = (text: string) => process.env.GITHUB_STEP_SUMMARY && fs.appendFileSync(process.env.GITHUB_STEP_SUMMARY, text)

  const live = await liveSitemapRoutes(site)
  if (!live.routes) {
    if (live.missing) {
      console.log(`check:addresses: ${site} has no sitemap yet, so no address of it can be lost`)
      return 0
    }
    const said = `check:addresses: the sitemap of ${site} could not be read (${live.problem})`
    summary(`### Addresses of the live site\n\nNot checked: ${live.problem}.\n\n`)
    if (warning) {
      console.log(`${said}; not checked`)
      return 0
    }
    console.error(`${said}: the release stops, as it cannot tell which addresses it would lose. Run the job again once the site answers.`)
    return 1
  }
  const { record, note } = await fetchAddressRecord(site)
  if (note) console.log(`check:addresses: no address record of the live site (${note}): lost addresses are named without their file`)
  const redirectsFile = path.join(dir, REDIRECTS_FILE)
  const lost = lostAddresses({
    live: live.routes,
    built: builtRoutes(dir),
    redirected: fs.existsSync(redirectsFile) ? parseRedirectsFile(fs.readFileSync(redirectsFile, 'utf8')).map((rule) => rule.from) : [],
    record,
    entryNow: entryNowIn(path.resolve(values.root), siteNow()),
  })
  summary(guardSummary(site, lost, warning))
  const dropped = lost.filter((l) => !l.intended)
  for (const letGo of lost.filter((l) => l.intended)) console.log(`check:addresses: ${lostText(letGo)}`)
  if (dropped.length === 0) {
    console.log(`check:addresses: every address of ${site} (${live.routes.size}) is a page of ${values.dir}/ or redirects to one`)
    return 0
  }
  const report = (text: string) => (warning ? console.log(text) : console.error(text))
  report(`check:addresses: ${dropped.length} address(es) of ${site} would be lost by the build in ${values.dir}/:`)
  for (const l of dropped) {
    report(`  ${lostText(l).replace(/\n/g, '\n  ')}`)
    if (process.env.GITHUB_ACTIONS === 'true') console.log(`::${warning ? 'warning' : 'error'} title=Address lost::${l.address}: ${l.why}`)
  }
  return warning ? 0 : 1
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(`check:addresses: ${error instanceof Error ? error.message : String(error)}`)
    process.exit(1)
  },
)
