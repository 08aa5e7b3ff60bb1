import fs from 'fs'
import path from 'path'
import type { GatsbyNode } from 'gatsby'
import { adminSources } from '../content-model/cms-config'
import { cmsSettingsFromEnv } from '../config/cms-settings'
import { runPostBuildStage, type HostHeaders } from '../../plugins/page-delivery/src/stage'
import { ADMIN_PATH, SITE_FILES } from '../config/constants'
import { formatHeadersFile, headerRules, headersForPath, type AdminSources } from '../host/headers'
import { writeDiscoveryFiles } from './discovery-files'
import { writeRedirects } from './redirects'
import { scheduledEditions, writeSchedulePage } from './schedule-page'
import { writeSearchIndex } from './search-index'
import { siteNow } from '../lib/build/clock'
import { stageSummary, stopwatch } from '../lib/build/stage-summary'

/** The host's _headers, written into `publicDir` for page delivery's inline scripts, the built files and the admin. */
export const hostHeaders =
  (publicDir: string, admin: { dir: string; sources: AdminSources }): HostHeaders =>
  ({ scriptHashes, files }) => {
    const rules = headerRules({ scriptHashes, files, adminDir: admin.dir, adminSources: admin.sources })
    const written = formatHeadersFile(rules)
    fs.writeFileSync(path.join(publicDir, '_headers'), written)
    return { written, policyOf: (urlPath) => headersForPath(urlPath, rules)['Content-Security-Policy'] }
  }

/**
 * Once every page exists: feed, robots.txt and manifest; the editors' schedule page; the host's
 * _redirects, the address record and the editors' list of redirects; page delivery's post-build stage over
 * the pages (plugins/page-delivery), with the host's _headers for its inline scripts; then the search index of
 * the pages as they are served.
 */
export const onPostBuild: GatsbyNode['onPostBuild'] = async (args) => {
  const { reporter } = args
  let elapsed = stopwatch()
  const feedItems = await writeDiscoveryFiles(args)
  reporter.info(stageSummary('feeds', feedItems, elapsed()))
  const now = siteNow()
  const { program } = args.store.getState() as { program: { directory: string } }
  const publicDir = path.join(program.directory, 'public')
  writeSchedulePage(publicDir, scheduledEditions(args.getNodesByType('MarkdownRemark'), args.getNode, now), now)
  await writeRedirects(args)
  const { data } = await args.graphql<{ allSitePage: { nodes: Array<{ path: string }> } }>('{ allSitePage { nodes { path } } }')
  const admin = { dir: ADMIN_PATH.replace(/\//g, ''), sources: adminSources(cmsSettingsFromEnv(process.env)) }
  elapsed = stopwatch()
  const { pages, read, rewritten } = await runPostBuildStage({
    rootDir: program.directory,
    pagePaths: data!.allSitePage.nodes.map((node) => node.path),
    manifest: SITE_FILES.manifest,
    hostHeaders: hostHeaders(publicDir, admin),
  })
  reporter.info(stageSummary('post-build', pages, elapsed(), `${read} read, ${rewritten} rewritten; the others as the stage left them`))
  try {
    const search = writeSearchIndex(publicDir, program.directory)
    reporter.info(
      stageSummary(
        'search index',
        search.pages,
        search.seconds * 1000,
        `${search.languages.join(', ')}, ${Math.round(search.bytes / 1024)} KB${search.kept ? '; kept: no marked page changed' : ''}`,
      ),
    )
  } catch (error) {
    reporter.panicOnBuild(error instanceof Error ? error.message : String(error))
  }
}
