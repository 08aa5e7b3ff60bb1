/** The blog's RSS 2.0 feed, as a pure function of the posts and the site's address. */
import { canonicalUrl } from './site-address'

export interface FeedChannel {
  siteUrl: string
  title: string
  description: string
  /** Site path of the feed itself, e.g. /rss.xml */
  feedPath: string
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
  const home = canonicalUrl(channel.siteUrl, '/')
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
    '    <language>en</language>',
    `    <atom:link href="${escapeXml(canonicalUrl(channel.siteUrl, channel.feedPath))}" rel="self" type="application/rss+xml"/>`,
    ...(sorted.length > 0 ? [`    <pubDate>${rfc822(sorted[0].date)}</pubDate>`] : []),
    ...entries,
    '  </channel>',
    '</rss>',
    '',
  ].join('\n')
}
