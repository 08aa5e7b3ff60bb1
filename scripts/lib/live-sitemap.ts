/**
 * The pages a live site lists in its sitemap index and the sitemaps it names: what scheduled
 * publishing and the release guard compare with.
 */
import { sitemapRoutes } from './built-routes'

/** Long enough for a slow answer from the host, short enough for a check that runs every quarter of an hour. */
export const FETCH_TIMEOUT_MS = 20_000

export interface LiveRoutes {
  routes?: Set<string>
  /** Why the sitemap could not be read. */
  problem?: string
  /** The site answered that it has no sitemap index (404): a site not yet released. */
  missing?: boolean
}

/** An error's message, with its cause's (fetch says only "fetch failed", its cause why). */
export function message(error: unknown): string {
  if (!(error instanceof Error)) return String(error)
  return error.cause instanceof Error ? `${error.message}: ${error.cause.message}` : error.message
}

class AnswerError extends Error {
  constructor(
    readonly url: string,
    readonly status: number,
  ) {
    super(`${url} answered ${status}`)
  }
}

async function fetchText(url: string): Promise<string> {
  let response: Response
  try {
    response = await fetch(url, { signal: AbortSignal.timeout(FETCH_TIMEOUT_MS), redirect: 'follow' })
  } catch (error) {
    throw new Error(
      `${url}: ${error instanceof Error && error.name === 'TimeoutError' ? `no answer in ${FETCH_TIMEOUT_MS / 1000} s` : message(error)}`,
    )
  }
  if (!response.ok) throw new AnswerError(url, response.status)
  return response.text()
}

/** The pages of the live site, from its sitemap index and every sitemap the index names. */
export async function liveSitemapRoutes(site: string): Promise<LiveRoutes> {
  const indexUrl = `${site}/sitemap-index.xml`
  try {
    const index = await fetchText(indexUrl)
    // Each sitemap is asked of the host that answered for the index: the index names them on the
    // address the build was made for, which a copy served elsewhere does not answer for.
    const sitemaps = [...index.matchAll(/<loc>([^<]+)<\/loc>/g)].map(
      (match) => new URL(new URL(match[1].trim(), indexUrl).pathname, indexUrl).href,
    )
    if (sitemaps.length === 0) return { problem: `${indexUrl} names no sitemap` }
    const routes = sitemapRoutes(await Promise.all(sitemaps.map(fetchText)))
    if (routes.length === 0) return { problem: `the sitemaps of ${indexUrl} list no page` }
    return { routes: new Set(routes) }
  } catch (error) {
    return { problem: message(error), missing: error instanceof AnswerError && error.url === indexUrl && error.status === 404 }
  }
}
