import { hreflangAlternates, pageEditions } from '../shared/page-editions'

/** A page of the sitemap with the other editions of the same page, as the `sitemap` package writes them (xhtml:link). */
export interface SitemapPage {
  path: string
  links: Array<{ lang: string; url: string }>
}

/**
 * Every page with its hreflang alternates (src/lib/shared/page-editions.ts): the same editions and the same
 * list as each page's context and head have, so sitemap and pages agree.
 */
export function sitemapAlternates(paths: readonly string[], siteUrl: string): SitemapPage[] {
  const built = new Set(paths)
  return paths.map((path) => ({ path, links: hreflangAlternates(pageEditions(path, built), siteUrl) }))
}
