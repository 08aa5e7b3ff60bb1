import path from 'path'
import type { GatsbyNode } from 'gatsby'
import { rewriteBuiltPages, splitBuiltPagesCss } from './built-pages'
import { writeDiscoveryFiles } from './discovery-files'
import { writeHeadersFile } from './headers-file'
import { writeRedirects } from './redirects'
import { scheduledEditions, writeSchedulePage } from './schedule-page'
import { writeSearchIndex } from './search-index'
import { siteNow } from '../lib/clock'

/**
 * Once every page exists: feed, robots.txt and manifest; pages rewritten (NUL bytes out, application
 * scripts deferred to after their first paint); the search index of the finished pages; the editors'
 * schedule page; the host's _redirects, the address record and the editors' list of redirects; the host's _headers; then, on the pages as they are served, the CSS of what their
 * first screen does not show taken out of those that would not fit the first round trip.
 */
export const onPostBuild: GatsbyNode['onPostBuild'] = async (args) => {
  await writeDiscoveryFiles(args)
  rewriteBuiltPages(args)
  const now = siteNow()
  const { program } = args.store.getState() as { program: { directory: string } }
  const publicDir = path.join(program.directory, 'public')
  try {
    const search = writeSearchIndex(publicDir, program.directory)
    args.reporter.info(
      `Search index: ${search.pages} pages in ${search.languages.join(', ')}, ${Math.round(search.bytes / 1024)} KB, in ${search.seconds.toFixed(1)} s`,
    )
  } catch (error) {
    args.reporter.panicOnBuild(error instanceof Error ? error.message : String(error))
  }
  writeSchedulePage(publicDir, scheduledEditions(args.getNodesByType('MarkdownRemark'), args.getNode, now), now)
  await writeRedirects(args)
  writeHeadersFile(args)
  splitBuiltPagesCss(args)
}
