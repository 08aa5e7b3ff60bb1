/** Absolute addresses on the site, from the one site URL setting (src/config/site-url.ts). */

/** An absolute URL for a site path or file ("/" is the home page); absolute URLs pass through. */
export function absoluteUrl(siteUrl: string, pathOrUrl: string): string {
  if (/^https?:\/\//.test(pathOrUrl)) return pathOrUrl
  return `${siteUrl}${pathOrUrl.startsWith('/') ? '' : '/'}${pathOrUrl}`
}

/**
 * The canonical address of a page: paths have no trailing slash (gatsby-config trailingSlash: never),
 * the home page is "/". Percent-encoded once, as URLs are (an Arabic tag's page), whether the path
 * comes as written (page creation) or already encoded (a browser's location).
 */
export function canonicalUrl(siteUrl: string, pathname: string): string {
  const path = encodeURI(decodeURI(pathname)).replace(/\/+$/, '')
  return absoluteUrl(siteUrl, path === '' ? '/' : path)
}
