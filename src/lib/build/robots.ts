import { absoluteUrl } from '../shared/site-address'

/** robots.txt: every page may be crawled, and the sitemap is at `sitemapPath` on the site's address. */
export function robotsTxt(siteUrl: string, sitemapPath: string): string {
  return ['User-agent: *', 'Allow: /', '', `Sitemap: ${absoluteUrl(siteUrl, sitemapPath)}`, ''].join('\n')
}
