import type { GatsbyNode } from 'gatsby'
import { deferAppScriptsInPages } from './app-scripts'
import { writeDiscoveryFiles } from './discovery-files'
import { writeHeadersFile } from './headers-file'

/**
 * Once every page exists: feed, robots.txt and manifest; pages' application scripts deferred to after
 * their first paint; then the host's _headers.
 */
export const onPostBuild: GatsbyNode['onPostBuild'] = async (args) => {
  await writeDiscoveryFiles(args)
  deferAppScriptsInPages(args)
  writeHeadersFile(args)
}
