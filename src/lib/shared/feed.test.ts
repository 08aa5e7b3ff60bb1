import fs from 'fs'
import path from 'path'
import yaml from 'js-yaml'
import { feedPath, rssFeed, type FeedItem } from './feed'

const items: FeedItem[] = [
  { title: 'Older', description: 'First & foremost', path: '/financialblogs/blogs/1', date: '2025-07-01', categories: ['VAT'] },
  { title: 'Newer <b>post</b>', description: 'Second', path: '/financialblogs/blogs/2', date: '2025-07-15' },
]
const channel = (siteUrl: string) => ({ siteUrl, locale: 'en' as const, title: 'Meridian Gulf Advisory', description: 'Advice' })

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

  it('is in English, at /rss.xml, for the English home page', () => {
    expect(feedPath('en')).toBe('/rss.xml')
    expect(xml).toContain('<language>en</language>')
    expect(xml).toContain('<link>https://www.example.ae/</link>')
  })

  it('changes only when the posts change: the channel date is the newest post date', () => {
    expect(xml).toMatch(/<atom:link[^>]*\/>\s*<pubDate>Tue, 15 Jul 2025 00:00:00 GMT<\/pubDate>/)
    expect(rssFeed(channel('https://www.example.ae'), [...items].reverse())).toBe(xml)
  })
})

describe("the Arabic edition's feed", () => {
  // The channel names itself as the Arabic company settings do.
  const company = (
    yaml.load(fs.readFileSync(path.resolve(__dirname, '../../../content/settings/company.yaml'), 'utf8')) as {
      ar: { name: string; description: string }
    }
  ).ar
  const arabicItems: FeedItem[] = [
    { title: 'الوفورات الضريبية', description: 'كيف توفّر', path: '/ar/financialblogs/blogs/1', date: '2025-07-01', categories: ['ضريبة'] },
  ]
  const xml = rssFeed(
    { siteUrl: 'https://www.example.ae', locale: 'ar', title: company.name, description: company.description },
    arabicItems,
  )

  it('lives under /ar, says it is Arabic and leads to the Arabic home page', () => {
    expect(feedPath('ar')).toBe('/ar/rss.xml')
    expect(xml).toContain('<language>ar</language>')
    expect(xml).toContain('<atom:link href="https://www.example.ae/ar/rss.xml" rel="self" type="application/rss+xml"/>')
    expect(xml).toMatch(/<channel>\s*<title>[^<]+<\/title>\s*<link>https:\/\/www.example.ae\/ar<\/link>/)
  })

  it('keeps Arabic text as it is, in UTF-8, and links the Arabic pages', () => {
    expect(xml).toContain(`<title>${company.name}</title>`)
    expect(xml).toContain('<title>الوفورات الضريبية</title>')
    expect(xml).toContain('<category>ضريبة</category>')
    expect(xml).toContain('<link>https://www.example.ae/ar/financialblogs/blogs/1</link>')
  })
})
