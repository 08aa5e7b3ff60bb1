import path from 'path'
import type { GatsbyNode } from 'gatsby'
import { rewriteBuiltPages } from './built-pages'
import { writeDiscoveryFiles } from './discovery-files'
import { writeHeadersFile } from './headers-file'
import { scheduledEditions, writeSchedulePage } from './schedule-page'
import { siteNow } from '../lib/clock'

/**
 * Once every page exists: feed, robots.txt and manifest; pages rewritten (NUL bytes out, application
 * scripts deferred to after their first paint); the editors' schedule page; then the host's _headers.
 */
export const onPostBuild: GatsbyNode['onPostBuild'] = async (args) => {
  await writeDiscoveryFiles(args)
  rewriteBuiltPages(args)
  const now = siteNow()
  const { program } = args.store.getState() as { program: { directory: string } }
  writeSchedulePage(
    path.join(program.directory, 'public'),
    scheduledEditions(args.getNodesByType('MarkdownRemark'), args.getNode, now),
    now,
  )
  writeHeadersFile(args)
}
