import type { GatsbyNode } from 'gatsby'
import { followRedirects } from './redirects'
import { serveSchedulePage } from './schedule-page'

/**
 * The development server: old addresses redirected as the host does, and the editors' schedule and redirects pages.
 * It takes two parameters: Gatsby waits for a callback from a hook declared with a third, forever.
 */
export const onCreateDevServer: GatsbyNode['onCreateDevServer'] = (args) => {
  serveSchedulePage(args)
  followRedirects(args)
}
