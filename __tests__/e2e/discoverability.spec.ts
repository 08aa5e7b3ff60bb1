import fs from 'fs'
import path from 'path'
import matter from 'gray-matter'
import yaml from 'js-yaml'
import { expect, test } from '../support/fixtures'
import { LISTING, SITE_FILES, paths } from '../../src/config/constants'
import { localeOfPath, localisedPath, unlocalisedPath } from '../../src/config/locales'
import { feedPath } from '../../src/lib/shared/feed'
import { siteUrl } from '../../src/config/site-url'
import { jsonLdIn, schemaOrgProblems } from '../support/schema-org'

/**
 * What search engines, feed readers and link previews see of the built site: sitemap, robots.txt,
 * feed, manifest, JSON-LD, canonical links and share cards, all on the SITE_URL the site was
 * built for (run with the same SITE_URL as the build).
 */

const ROOT = path.resolve(__dirname, '../..')
const PUBLIC = path.join(ROOT, 'public')
/** The company settings of each edition. */
const companies = yaml.load(fs.readFileSync(path.join(ROOT, 'content/settings/company.yaml'), 'utf8')) as Record<
  'en' | 'ar',
  { name: string; phone: string; address: { city: string } }
>
const company = companies.en
/** The breadcrumb label of each edition's home page. */
const banners = yaml.load(fs.readFileSync(path.join(ROOT, 'content/settings/banners.yaml'), 'utf8')) as Record<
  'en' | 'ar',
  { home_crumb: string }
>
/** Text with at least one Arabic letter. */
const ARABIC = /[\u0600-\u06FF]/

const readPublic = (sitePath: string) => fs.readFileSync(path.join(PUBLIC, sitePath), 'utf8')
const htmlFile = (pagePath: string) => path.join(pagePath, 'index.html')
const decode = (text: string) =>
  text
    .replace(/&amp;/g, '&')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
    .replace(/&apos;/g, "'")

/** The site path of an absolute URL on the site; fails for any other address. */
function sitePathOf(url: string): string {
  expect(url.startsWith(`${siteUrl}/`), `${url} is on ${siteUrl}`).toBe(true)
  return url.slice(siteUrl.length)
}

/** Every built HTML page that search engines may index (redirect and 404 pages say noindex). */
function indexablePages(dir = PUBLIC): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) return indexablePages(full)
    if (entry.name !== 'index.html' || /<meta[^>]*name="robots"[^>]*content="(?:[^"]*noindex|none)/.test(fs.readFileSync(full, 'utf8')))
      return []
    return ['/' + path.relative(PUBLIC, dir).split(path.sep).join('/')].map((p) => (p === '/' ? p : p.replace(/\/$/, '')))
  })
}

const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, loc]) => decode(loc))
const meta = (html: string, key: string) => {
  const value = new RegExp(`<meta[^>]*(?:name|property)="${key}"[^>]*content="([^"]*)"`).exec(html)?.[1]
  return value === undefined ? undefined : decode(value)
}
const linkHref = (html: string, rel: string) => {
  const value = new RegExp(`<link[^>]*rel="${rel}"[^>]*href="([^"]*)"`).exec(html)?.[1]
  return value === undefined ? undefined : decode(value)
}
/** The feeds a page's head advertises. */
const feedLinks = (html: string) =>
  [...html.matchAll(/<link[^>]*>/g)]
    .map(([tag]) => tag)
    .filter((tag) => tag.includes('rel="alternate"') && tag.includes('type="application/rss+xml"'))
    .map((tag) => decode(/href="([^"]*)"/.exec(tag)?.[1] ?? ''))

/** Pages listed in the sitemap, as site paths (an Arabic tag's address is percent-encoded there, as URLs are). */
function sitemapPages(): string[] {
  const index = readPublic(SITE_FILES.sitemap)
  return locs(index)
    .flatMap((sitemapUrl) => locs(readPublic(sitePathOf(sitemapUrl))))
    .map((url) => decodeURI(sitePathOf(url)))
}

test.describe('discoverability of the built site', () => {
  test('robots.txt points at the sitemap, which lists exactly the indexable pages', async ({ request }) => {
    // One request per page of both editions (82 today): over the default 30 s on a loaded machine.
    test.setTimeout(90_000)
    const robots = await request.get(SITE_FILES.robots)
    expect(robots.status()).toBe(200)
    expect(await robots.text()).toContain(`Sitemap: ${siteUrl}${SITE_FILES.sitemap}`)

    const listed = sitemapPages()
    console.log(`sitemap: ${listed.length} URLs`)
    expect(new Set(listed).size).toBe(listed.length)
    for (const page of listed) {
      expect(fs.existsSync(path.join(PUBLIC, htmlFile(page))), `${page} is built`).toBe(true)
      expect((await request.get(page, { maxRedirects: 0 })).status(), `${page} is served`).toBe(200)
    }
    expect([...listed].sort()).toEqual(indexablePages().sort())
    expect(listed).not.toContain('/404')
  })

  test('every page carries valid schema.org JSON-LD for its kind, in both editions', () => {
    for (const sitePage of sitemapPages()) {
      const html = readPublic(htmlFile(sitePage))
      const documents = jsonLdIn(html)
      expect(documents.flatMap((doc) => schemaOrgProblems(doc, sitePage))).toEqual([])
      const byType = new Map(documents.map((doc) => [(doc as { '@type': string })['@type'], doc as Record<string, unknown>]))
      const canonical = linkHref(html, 'canonical')
      expect(canonical).toBe(`${siteUrl}${encodeURI(sitePage)}`)
      // Each edition's pages are the same kinds of page: the rules below read the English path.
      const locale = localeOfPath(sitePage)
      const page = unlocalisedPath(sitePage)

      if (page === '/') {
        expect([...byType.keys()].sort()).toEqual(['FinancialService', 'WebSite'])
        expect(byType.get('FinancialService')).toMatchObject({
          name: companies[locale].name,
          telephone: companies[locale].phone,
          address: { addressLocality: companies[locale].address.city },
          openingHoursSpecification: expect.arrayContaining([
            expect.objectContaining({ opens: expect.any(String), closes: expect.any(String) }),
          ]),
        })
        expect(byType.get('WebSite')).toMatchObject({ name: companies[locale].name, url: canonical, inLanguage: locale })
        continue
      }
      const trail = byType.get('BreadcrumbList')?.itemListElement as Array<{ item: string; name: string }> | undefined
      expect(trail?.[0].item, `${sitePage} has breadcrumbs from its edition's home`).toBe(`${siteUrl}${localisedPath(locale, '/')}`)
      expect(trail?.[0].name).toBe(banners[locale].home_crumb)
      expect(trail?.at(-1)?.item).toBe(canonical)
      if (locale === 'ar') {
        // Named in Arabic, and every step of the trail is a page of the Arabic edition.
        expect(
          trail?.filter(({ name }) => !ARABIC.test(name)),
          `${sitePage}: crumbs not in Arabic`,
        ).toEqual([])
        expect(trail?.filter(({ item }) => localeOfPath(sitePathOf(item)) !== 'ar')).toEqual([])
      }

      const listing =
        page === paths.blogIndex() ||
        page.startsWith(`${paths.blogIndex()}/${LISTING.pageSegment}/`) ||
        page.startsWith(paths.tagIndex) ||
        page === paths.caseStudyIndex
      const article = listing
        ? 'CollectionPage'
        : page.startsWith('/financialblogs/blogs/')
          ? 'BlogPosting'
          : page.startsWith('/financialsolutions/portfolio/')
            ? 'Article'
            : undefined
      const kind = article ?? 'WebPage'
      expect([...byType.keys()].sort()).toEqual([kind, 'BreadcrumbList'].sort())
      // The page itself is in its edition's language, named as its last crumb (an article by its headline).
      const own = byType.get(kind) as { inLanguage: string; url: string; name?: string; headline?: string }
      expect(own.inLanguage, sitePage).toBe(locale)
      expect(own.url).toBe(canonical)
      expect(own.name ?? own.headline).toBe(trail?.at(-1)?.name)
      if (locale === 'ar') expect(own.name ?? own.headline).toMatch(ARABIC)
      if (listing) {
        const list = byType.get('CollectionPage') as { url: string; mainEntity: { itemListElement: Array<{ item: string }> } }
        expect(list.url).toBe(canonical)
        // Every page a listing names is one it links to.
        for (const { item } of list.mainEntity.itemListElement) expect(html).toContain(`href="${decodeURI(item.slice(siteUrl.length))}"`)
      } else if (article) {
        const ld = byType.get(article) as { url: string; image: string[]; headline: string }
        expect(ld.url).toBe(canonical)
        expect(ld.image[0]).toBe(meta(html, 'og:image'))
        expect(`${ld.headline} | ${companies[locale].name}`).toBe(meta(html, 'og:title'))
      }
    }
  })

  test('every address in the structured data and share cards exists', () => {
    const addresses = new Set<string>()
    for (const page of sitemapPages()) {
      const html = readPublic(htmlFile(page))
      const urls = JSON.stringify(jsonLdIn(html)).match(/https?:\/\/[^"]+/g) ?? []
      for (const url of [...urls, meta(html, 'og:image'), meta(html, 'twitter:image')]) {
        // An @id such as …/#organization names a thing on a page: the page must exist.
        if (url && !url.startsWith('https://schema.org')) addresses.add(url.split('#')[0])
      }
    }
    const missing = [...addresses]
      .map((url) => decodeURI(sitePathOf(url)))
      .filter((p) => !fs.existsSync(path.join(PUBLIC, p === '/' || !path.extname(p) ? htmlFile(p) : p)))
    expect(missing).toEqual([])
  })

  test("share cards show the page's own image where it has one, else the default", () => {
    for (const page of sitemapPages()) {
      const html = readPublic(htmlFile(page))
      const image = meta(html, 'og:image')
      expect(meta(html, 'twitter:card')).toBe('summary_large_image')
      expect(meta(html, 'twitter:image')).toBe(image)
      expect(meta(html, 'og:url')).toBe(`${siteUrl}${encodeURI(page)}`)
      const hasOwnImage = /^\/(financialblogs\/blogs|financialsolutions\/portfolio)\//.test(unlocalisedPath(page))
      if (hasOwnImage) expect(image).toMatch(new RegExp(`^${siteUrl}/static/.+\\.jpg$`))
      else expect(image).toBe(`${siteUrl}${SITE_FILES.shareImage}`)
    }
  })

  test('the RSS feed lists every blog post, and every page links to it', async ({ request }) => {
    const response = await request.get(SITE_FILES.feed)
    expect(response.status()).toBe(200)
    const feed = await response.text()
    // The feed is the English blog's.
    const posts = fs.readdirSync(path.join(ROOT, 'content/blog')).filter((f) => f.endsWith('.en.md'))
    const links = [...feed.matchAll(/<item>[\s\S]*?<link>([^<]+)<\/link>/g)].map(([, link]) => sitePathOf(decode(link)))
    expect(links).toHaveLength(posts.length)
    expect(sitemapPages()).toEqual(expect.arrayContaining(links))
    expect(feed).toContain(`<atom:link href="${siteUrl}${SITE_FILES.feed}" rel="self"`)
    expect(feed).toContain('<language>en</language>')
    expect(feedLinks(readPublic('index.html'))).toEqual([SITE_FILES.feed])
  })

  test('the Arabic feed lists the Arabic posts, links their Arabic pages, and every Arabic page links to it', async ({ request }) => {
    const response = await request.get(feedPath('ar'))
    expect(response.status()).toBe(200)
    expect(response.headers()['content-type']).toContain('xml')
    const feed = await response.text()
    // A post is in Arabic if it has an .ar.md file that is not a draft.
    const posts = fs
      .readdirSync(path.join(ROOT, 'content/blog'))
      .filter((f) => f.endsWith('.ar.md'))
      .map((f) => matter(fs.readFileSync(path.join(ROOT, 'content/blog', f), 'utf8')).data as { title: string; draft?: boolean })
      .filter((post) => !post.draft)
    const items = [...feed.matchAll(/<item>\s*<title>([^<]+)<\/title>\s*<link>([^<]+)<\/link>/g)].map(([, title, link]) => ({
      title: decode(title),
      path: decodeURI(sitePathOf(decode(link))),
    }))
    expect(items.map((item) => item.title).sort()).toEqual(posts.map((post) => post.title).sort())
    expect(items.filter((item) => localeOfPath(item.path) !== 'ar')).toEqual([])
    expect(sitemapPages()).toEqual(expect.arrayContaining(items.map((item) => item.path)))
    expect(feed).toContain('<language>ar</language>')
    expect(feed).toMatch(new RegExp(`<channel>\\s*<title>${companies.ar.name}</title>\\s*<link>${siteUrl}/ar</link>`))
    expect(feed).toContain(`<atom:link href="${siteUrl}${feedPath('ar')}" rel="self"`)
    // Each page advertises its own edition's feed.
    for (const page of sitemapPages()) expect(feedLinks(readPublic(htmlFile(page))), page).toEqual([feedPath(localeOfPath(page))])
  })

  test('the web app manifest names the company and its icons are served', async ({ request }) => {
    const home = readPublic('index.html')
    // That the home page links it once painted is a check of its visit in pages.spec.ts.
    const response = await request.get(SITE_FILES.manifest)
    expect(response.headers()['content-type']).toContain('application/manifest+json')
    const manifest = (await response.json()) as { name: string; icons: Array<{ src: string; type: string }> }
    expect(manifest.name).toBe(company.name)
    for (const src of [...manifest.icons.map((i) => i.src), linkHref(home, 'apple-touch-icon') ?? 'missing touch icon']) {
      const icon = await request.get(src)
      expect(icon.status(), src).toBe(200)
      expect(icon.headers()['content-type']).toBe('image/png')
    }
  })

  test('structured data is in the HTML only: no script carries it', () => {
    const scripts = fs.readdirSync(PUBLIC).filter((f) => f.endsWith('.js'))
    expect(scripts.length).toBeGreaterThan(0)
    expect(scripts.filter((f) => /openingHoursSpecification|application\/ld\+json/.test(readPublic(f)))).toEqual([])
  })
})
