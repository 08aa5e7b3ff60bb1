import type { GatsbyNode } from 'gatsby'
import { followRedirects } from './redirects'
import { serveSchedulePage } from './schedule-page'

/** The development server: old addresses redirected as the host does, and the editors' schedule page. */
export const onCreateDevServer: GatsbyNode['onCreateDevServer'] = async (args, options, callback) => {
  await serveSchedulePage!(args, options, callback)
  await followRedirects!(args, options, callback)
}
