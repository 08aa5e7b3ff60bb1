import type { GatsbyNode } from 'gatsby'
import { writeDiscoveryFiles } from './discovery-files'
import { writeHeadersFile } from './headers-file'

/** Files written once every page exists: feed, robots.txt and manifest, then the host's _headers. */
export const onPostBuild: GatsbyNode['onPostBuild'] = async (args) => {
  await writeDiscoveryFiles(args)
  writeHeadersFile(args)
}
