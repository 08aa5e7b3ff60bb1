import { DEFAULT_LOCALE, LOCALE_CODES, localisedPath, unlocalisedPath } from '../config/locales'
import { canonicalUrl } from './site-address'

/** A page of the sitemap with the other editions of the same page, as the `sitemap` package writes them (xhtml:link). */
export interface SitemapPage {
  path: string
  links: Array<{ lang: string; url: string }>
}

/**
 * Every page with its hreflang alternates: each edition of the page that exists (`en`, `ar`) and
 * `x-default` (the English page), absolute, the same list on every edition so that they are
 * reciprocal. A page that exists in one edition only (an English entry without its Arabic file, or
 * a tag page, whose slug is the tag's own word) has no alternates.
 */
export function sitemapAlternates(paths: readonly string[], siteUrl: string): SitemapPage[] {
  const built = new Set(paths)
  return paths.map((path) => {
    const english = unlocalisedPath(path)
    const editions = LOCALE_CODES.map((locale) => ({ locale, path: localisedPath(locale, english) })).filter((e) => built.has(e.path))
    if (editions.length < 2) return { path, links: [] }
    const links = editions.map(({ locale, path: at }) => ({ lang: locale, url: canonicalUrl(siteUrl, at) }))
    return { path, links: [...links, { lang: 'x-default', url: canonicalUrl(siteUrl, localisedPath(DEFAULT_LOCALE, english)) }] }
  })
}
