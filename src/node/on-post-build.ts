import type { GatsbyNode } from 'gatsby'
import { rewriteBuiltPages } from './built-pages'
import { writeDiscoveryFiles } from './discovery-files'
import { writeHeadersFile } from './headers-file'

/**
 * Once every page exists: feed, robots.txt and manifest; pages rewritten (NUL bytes out, application
 * scripts deferred to after their first paint); then the host's _headers.
 */
export const onPostBuild: GatsbyNode['onPostBuild'] = async (args) => {
  await writeDiscoveryFiles(args)
  rewriteBuiltPages(args)
  writeHeadersFile(args)
}
