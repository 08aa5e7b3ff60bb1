/** Each edition's blog as an RSS 2.0 feed, as a pure function of the posts and the site's address. */
import { SITE_FILES } from '../../config/constants'
import { LOCALES, localisedPath, type Locale } from '../../config/locales'
import { canonicalUrl } from './site-address'

/** Where an edition's feed lives: `/rss.xml` for English, `/ar/rss.xml` for Arabic. */
export const feedPath = (locale: Locale): string => localisedPath(locale, SITE_FILES.feed)

export interface FeedChannel {
  siteUrl: string
  /** The edition: the feed's language, its home page and its own address follow from it. */
  locale: Locale
  title: string
  description: string
}

export interface FeedItem {
  title: string
  description: string
  path: string
  /** YYYY-MM-DD */
  date: string
  categories?: readonly string[]
}

const escapeXml = (text: string): string =>
  text.replace(/[<>&'"]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c] as string)

/** RFC 822 date of a calendar day, at midnight UTC. */
const rfc822 = (isoDate: string): string => new Date(`${isoDate}T00:00:00Z`).toUTCString()

/** Items newest first; the channel's date is its newest item's, so an unchanged blog gives an unchanged feed. */
export function rssFeed(channel: FeedChannel, items: readonly FeedItem[]): string {
  const sorted = [...items].sort((a, b) => b.date.localeCompare(a.date) || a.path.localeCompare(b.path))
  const home = canonicalUrl(channel.siteUrl, localisedPath(channel.locale, '/'))
  const entries = sorted.map((item) => {
    const url = canonicalUrl(channel.siteUrl, item.path)
    return [
      '    <item>',
      `      <title>${escapeXml(item.title)}</title>`,
      `      <link>${escapeXml(url)}</link>`,
      `      <guid isPermaLink="true">${escapeXml(url)}</guid>`,
      `      <description>${escapeXml(item.description)}</description>`,
      `      <pubDate>${rfc822(item.date)}</pubDate>`,
      ...(item.categories ?? []).map((category) => `      <category>${escapeXml(category)}</category>`),
      '    </item>',
    ].join('\n')
  })
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">',
    '  <channel>',
    `    <title>${escapeXml(channel.title)}</title>`,
    `    <link>${escapeXml(home)}</link>`,
    `    <description>${escapeXml(channel.description)}</description>`,
    `    <language>${LOCALES[channel.locale].code}</language>`,
    `    <atom:link href="${escapeXml(canonicalUrl(channel.siteUrl, feedPath(channel.locale)))}" rel="self" type="application/rss+xml"/>`,
    ...(sorted.length > 0 ? [`    <pubDate>${rfc822(sorted[0].date)}</pubDate>`] : []),
    ...entries,
    '  </channel>',
    '</rss>',
    '',
  ].join('\n')
}
