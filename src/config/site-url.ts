/**
 * The public address of the site: the one setting behind canonical links, the sitemap, robots.txt,
 * the RSS feed and the structured data. Set SITE_URL when deploying elsewhere.
 */
export const DEFAULT_SITE_URL = 'https://www.meridiangulf.ae'

/** SITE_URL as given (unset or empty: the default), checked and without a trailing slash. */
export function resolveSiteUrl(value: string | undefined): string {
  const given = value?.trim() || DEFAULT_SITE_URL
  const problem = `SITE_URL must be the absolute http(s) address of the site's root, e.g. ${DEFAULT_SITE_URL}; found "${given}"`
  let url: URL
  try {
    url = new URL(given)
  } catch {
    throw new Error(problem)
  }
  // Pages are built for the root of a host: the site sets no Gatsby path prefix.
  if (!['http:', 'https:'].includes(url.protocol) || url.pathname !== '/' || url.search || url.hash || url.username) {
    throw new Error(problem)
  }
  return url.origin
}

export const siteUrl = resolveSiteUrl(process.env.SITE_URL)
