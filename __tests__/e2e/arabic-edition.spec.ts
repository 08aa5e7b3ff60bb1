/**
 * The Arabic edition (issue 17): every Arabic route the sitemap lists answers, shows its Arabic
 * content and keeps its links in the Arabic edition. What "Arabic content" is comes from the content
 * files themselves: every text of the `ar:` editions of the YAML files and of the `.ar.md` entries.
 */
import fs from 'fs'
import path from 'path'
import matter from 'gray-matter'
import yaml from 'js-yaml'
import { expect, test } from './fixtures'
import { SITE_FILES } from '../../src/config/constants'
import { localeOfPath } from '../../src/config/locales'
import { siteUrl } from '../../src/config/site-url'
import { listFiles } from '../../src/lib/list-files'

const ROOT = path.resolve(__dirname, '../..')
const CONTENT = path.join(ROOT, 'content')
const PUBLIC = path.join(ROOT, 'public')

/** Every string value inside a parsed content value. */
const texts = (value: unknown): string[] => {
  if (typeof value === 'string') return [value.trim()]
  if (Array.isArray(value)) return value.flatMap(texts)
  if (value && typeof value === 'object') return Object.values(value).flatMap(texts)
  return []
}

/** Every text of the Arabic edition: the `ar:` editions of the YAML files and the front matter of the `.ar.md` entries. */
function arabicTexts(): Set<string> {
  const yamlTexts = listFiles(CONTENT, '.yaml').flatMap((file) => texts((yaml.load(fs.readFileSync(file, 'utf8')) as { ar: unknown }).ar))
  const entryTexts = listFiles(CONTENT, '.ar.md').flatMap((file) => texts(matter.read(file).data))
  return new Set([...yamlTexts, ...entryTexts])
}

/** The Arabic routes the sitemap lists, as site paths. */
function arabicRoutes(): string[] {
  const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, loc]) => loc.replace(/&amp;/g, '&'))
  const read = (sitePath: string) => fs.readFileSync(path.join(PUBLIC, sitePath), 'utf8')
  return locs(read(SITE_FILES.sitemap))
    .flatMap((sitemap) => locs(read(new URL(sitemap).pathname)))
    .map((url) => decodeURI(url.slice(siteUrl.length)))
    .filter((route) => localeOfPath(route) === 'ar')
    .sort()
}

const ROUTES = arabicRoutes()
const ARABIC = arabicTexts()

test('the sitemap lists the Arabic edition of every page', () => {
  expect(ROUTES).toContain('/ar')
  for (const route of ['/ar/financialsolutions/services', '/ar/financialblogs/blogs/1', '/ar/company/faq', '/ar/financialblogs/tags']) {
    expect(ROUTES).toContain(route)
  }
  expect(ROUTES.some((route) => route.startsWith('/ar/financialblogs/tags/ضريبة'))).toBe(true)
})

test('the sitemap links the editions of each page to each other, reciprocally and absolutely', () => {
  const read = (sitePath: string) => fs.readFileSync(path.join(PUBLIC, sitePath), 'utf8')
  const sitemaps = [...read(SITE_FILES.sitemap).matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, loc]) => read(new URL(loc).pathname))
  const alternates = new Map(
    sitemaps.flatMap((xml) =>
      [...xml.matchAll(/<url>([\s\S]*?)<\/url>/g)].map(([, entry]) => {
        const loc = /<loc>([^<]+)<\/loc>/.exec(entry)![1]
        const links = [...entry.matchAll(/<xhtml:link rel="alternate" hreflang="([^"]+)" href="([^"]+)"/g)].map(
          ([, lang, href]) => `${lang} ${href}`,
        )
        return [loc, links.sort()] as const
      }),
    ),
  )
  const faq = alternates.get(`${siteUrl}/ar/company/faq`)!
  expect(faq).toEqual([`ar ${siteUrl}/ar/company/faq`, `en ${siteUrl}/company/faq`, `x-default ${siteUrl}/company/faq`])
  for (const [loc, links] of alternates) {
    for (const link of links) expect([loc, alternates.get(link.split(' ')[1])]).toEqual([loc, links])
  }
})

for (const route of ROUTES) {
  test(`${route} answers in Arabic and keeps its links in the Arabic edition`, async ({ page }) => {
    const response = await page.goto(encodeURI(route))
    expect(response?.status()).toBe(200)
    const heading = (await page.getByRole('heading', { level: 1 }).first().textContent())?.trim() ?? ''
    // A tag page's heading is its tag, which the Arabic posts hold; the others come straight from the Arabic content.
    expect([heading, ARABIC.has(heading)]).toEqual([heading, true])
    // Set from the path by gatsby-ssr.tsx (src/lib/document-language.ts): in the served HTML, and kept after hydration.
    const servedHtml = /<html[^>]*>/.exec(await response!.text())?.[0] ?? ''
    expect(servedHtml).toMatch(/ lang="ar"/)
    expect(servedHtml).toMatch(/ dir="rtl"/)
    await expect(page.locator('html')).toHaveAttribute('lang', 'ar')
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl')
    const internal = await page.locator('a[href^="/"]').evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''))
    expect(internal.length).toBeGreaterThan(0)
    expect(internal.filter((href) => localeOfPath(href.split('#')[0]) !== 'ar')).toEqual([])
  })
}

test('an unknown path under /ar ends at the Arabic home page', async ({ page }) => {
  await page.goto('/ar/no/such/page')
  await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/ar$/)
  const heading = (await page.getByRole('heading', { level: 1 }).textContent())?.trim() ?? ''
  expect(ARABIC.has(heading)).toBe(true)
})
