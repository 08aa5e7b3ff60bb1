import { rssFeed, type FeedItem } from './feed'

const items: FeedItem[] = [
  { title: 'Older', description: 'First & foremost', path: '/financialblogs/blogs/1', date: '2025-07-01', categories: ['VAT'] },
  { title: 'Newer <b>post</b>', description: 'Second', path: '/financialblogs/blogs/2', date: '2025-07-15' },
]
const channel = (siteUrl: string) => ({ siteUrl, title: 'Meridian Gulf Advisory', description: 'Advice', feedPath: '/rss.xml' })

describe('rssFeed', () => {
  const xml = rssFeed(channel('https://www.example.ae'), items)

  it('lists posts newest first with absolute links, dates and categories', () => {
    const titles = [...xml.matchAll(/<item>\s*<title>([^<]*)<\/title>/g)].map((m) => m[1])
    expect(titles).toEqual(['Newer &lt;b&gt;post&lt;/b&gt;', 'Older'])
    expect(xml).toContain('<link>https://www.example.ae/financialblogs/blogs/2</link>')
    expect(xml).toContain('<guid isPermaLink="true">https://www.example.ae/financialblogs/blogs/1</guid>')
    expect(xml).toContain('<pubDate>Tue, 01 Jul 2025 00:00:00 GMT</pubDate>')
    expect(xml).toContain('<category>VAT</category>')
    expect(xml).toContain('<description>First &amp; foremost</description>')
  })

  it('names itself and the site from the site URL setting', () => {
    const other = rssFeed(channel('https://preview.example.org'), items)
    expect(other).toContain('<atom:link href="https://preview.example.org/rss.xml" rel="self" type="application/rss+xml"/>')
    expect(other).toContain('<link>https://preview.example.org/</link>')
    expect(other).not.toContain('www.example.ae')
  })

  it('changes only when the posts change: the channel date is the newest post date', () => {
    expect(xml).toMatch(/<atom:link[^>]*\/>\s*<pubDate>Tue, 15 Jul 2025 00:00:00 GMT<\/pubDate>/)
    expect(rssFeed(channel('https://www.example.ae'), [...items].reverse())).toBe(xml)
  })
})
