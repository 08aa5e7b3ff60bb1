/**
 * The Arabic edition (issue 17): every Arabic route the sitemap lists answers, shows its Arabic
 * content and keeps its links in the Arabic edition, but for the language switch. What "Arabic
 * content" is comes from the content files themselves: every text of the `ar:` editions of the YAML
 * files and of the `.ar.md` entries. On every route of both editions the language switch leads to the
 * page's other edition (the one the sitemap's hreflang alternates name) and back, or to the other
 * edition's home page where the page has no translation; every page's head has the sitemap's
 * alternates, reciprocal, and its Open Graph locales.
 */
import fs from 'fs'
import path from 'path'
import matter from 'gray-matter'
import yaml from 'js-yaml'
import { expect, test } from './fixtures'
import type { Page } from '@playwright/test'
import { SITE_FILES } from '../../src/config/constants'
import { LOCALES, localeOfPath, type Locale } from '../../src/config/locales'
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

const readPublic = (sitePath: string) => fs.readFileSync(path.join(PUBLIC, sitePath), 'utf8')

/** Every page the sitemap lists (its absolute URL) with its hreflang alternates, each `lang url`, sorted. */
function sitemapAlternates(): Map<string, string[]> {
  const sitemaps = [...readPublic(SITE_FILES.sitemap).matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, loc]) => readPublic(new URL(loc).pathname))
  return new Map(
    sitemaps.flatMap((xml) =>
      [...xml.matchAll(/<url>([\s\S]*?)<\/url>/g)].map(([, entry]) => {
        const loc = /<loc>([^<]+)<\/loc>/.exec(entry)![1].replace(/&amp;/g, '&')
        const links = [...entry.matchAll(/<xhtml:link rel="alternate" hreflang="([^"]+)" href="([^"]+)"/g)].map(
          ([, lang, href]) => `${lang} ${href}`,
        )
        return [loc, links.sort()] as const
      }),
    ),
  )
}

const ALTERNATES = sitemapAlternates()
/** The site path of an absolute URL of the site. */
const routeOf = (url: string) => decodeURI(url.slice(siteUrl.length)) || '/'
/** Every route the sitemap lists, both editions, as site paths. */
const ALL_ROUTES = [...ALTERNATES.keys()].map(routeOf).sort()
const ROUTES = ALL_ROUTES.filter((route) => localeOfPath(route) === 'ar')
const ARABIC = arabicTexts()

test('the sitemap lists the Arabic edition of every page', () => {
  expect(ROUTES).toContain('/ar')
  for (const route of ['/ar/financialsolutions/services', '/ar/financialblogs/blogs/1', '/ar/company/faq', '/ar/financialblogs/tags']) {
    expect(ROUTES).toContain(route)
  }
  expect(ROUTES.some((route) => route.startsWith('/ar/financialblogs/tags/ضريبة'))).toBe(true)
})

test('the sitemap links the editions of each page to each other, reciprocally and absolutely', () => {
  const alternates = ALTERNATES
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
    // Every internal link stays in the Arabic edition, but for the one language switch, which leaves it.
    const internal = await page
      .locator('a[href^="/"]')
      .evaluateAll((links) => links.map((a) => ({ href: a.getAttribute('href') ?? '', isSwitch: a.matches(`header a[hreflang]`) })))
    expect(internal.length).toBeGreaterThan(1)
    const switches = internal.filter((link) => link.isSwitch)
    expect(switches.map((link) => localeOfPath(link.href))).toEqual(['en'])
    expect(internal.filter((link) => !link.isSwitch && localeOfPath(link.href.split('#')[0]) !== 'ar')).toEqual([])
  })
}

test('an unknown path under /ar ends at the Arabic home page', async ({ page }) => {
  await page.goto('/ar/no/such/page')
  await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/ar$/)
  const heading = (await page.getByRole('heading', { level: 1 }).textContent())?.trim() ?? ''
  expect(ARABIC.has(heading)).toBe(true)
})

/** The interface phrases of each edition (content/settings/interface.yaml). */
const PHRASES = yaml.load(fs.readFileSync(path.join(CONTENT, 'settings/interface.yaml'), 'utf8')) as Record<
  Locale,
  { header: { other_language: string; other_language_label: string; other_language_home_label: string } }
>
const otherLocale = (locale: Locale): Locale => (locale === 'en' ? 'ar' : 'en')
const homeOf = (locale: Locale) => (locale === 'en' ? '/' : '/ar')

/** Where the language switch of `route` must lead: the other edition its sitemap alternates name, or that edition's home page. */
function counterpartOf(route: string): { route: string; translated: boolean } {
  const other = otherLocale(localeOfPath(route))
  const link = ALTERNATES.get(`${siteUrl}${encodeURI(route)}`)!.find((l) => l.startsWith(`${other} `))
  return link ? { route: routeOf(link.split(' ')[1]), translated: true } : { route: homeOf(other), translated: false }
}

/** The language switch in the header of the page shown: checks what it says, in which language, and follows it. */
async function followSwitch(page: Page, from: string, to: { route: string; translated: boolean }) {
  const locale = localeOfPath(from)
  const other = otherLocale(locale)
  const { header } = PHRASES[locale]
  const link = page.locator('header a[hreflang]')
  await expect(link).toHaveCount(1)
  await expect(link).toHaveAttribute('hreflang', other)
  await expect(link).toHaveAttribute('lang', other)
  await expect(link).toHaveText(header.other_language)
  await expect(link).toHaveAccessibleName(to.translated ? header.other_language_label : header.other_language_home_label)
  await link.click()
  await expect(page).toHaveURL(`${new URL(page.url()).origin}${encodeURI(to.route)}`)
  await expect(page.locator('html')).toHaveAttribute('lang', other)
}

/** The hreflang links of the head of the page shown, each `lang url`, sorted. */
const headAlternates = async (page: Page) =>
  (
    await page
      .locator('head link[rel="alternate"][hreflang]')
      .evaluateAll((links) => links.map((l) => `${l.getAttribute('hreflang')} ${l.getAttribute('href')}`))
  ).sort()

test('the sitemap lists both editions, with pages the other edition lacks', () => {
  expect(ALL_ROUTES.length).toBeGreaterThan(ROUTES.length * 2 - 1)
  // English tags have English slugs, so their pages have no Arabic edition: the switch leads to /ar.
  expect(ALL_ROUTES.filter((route) => !counterpartOf(route).translated).length).toBeGreaterThan(0)
})

for (const route of ALL_ROUTES) {
  test(`${route}: the language switch leads to the other edition and back`, async ({ page }) => {
    test.skip(page.viewportSize()!.width < 992, 'below 992 px the switch is in the drawer (its own test)')
    await page.goto(encodeURI(route))
    await page.waitForLoadState('networkidle')
    const there = counterpartOf(route)
    await followSwitch(page, route, there)
    // The head follows the page: the alternates of the page arrived at are its own, as the sitemap has them.
    expect(await headAlternates(page)).toEqual(ALTERNATES.get(`${siteUrl}${encodeURI(there.route)}`))
    // Back: to where it started, or, from the other home page, to this edition's home page.
    const back = there.translated ? { route, translated: true } : { route: homeOf(localeOfPath(route)), translated: true }
    await followSwitch(page, there.route, back)
  })
}

test('every page’s head has the sitemap’s hreflang alternates, reciprocal, and its Open Graph locales', async ({ request }) => {
  const heads = new Map<string, { alternates: string[]; ogLocale: string[]; ogAlternate: string[] }>()
  for (const route of ALL_ROUTES) {
    const html = await (await request.get(encodeURI(route))).text()
    const head = html.slice(0, html.indexOf('</head>'))
    const tags = [...head.matchAll(/<(?:link|meta)\b[^>]*>/g)].map(([tag]) => {
      // Attribute names are case-insensitive in HTML (React writes `hrefLang`).
      const attr = (name: string) => new RegExp(` ${name}="([^"]*)"`, 'i').exec(tag)?.[1]
      return { rel: attr('rel'), hreflang: attr('hreflang'), href: attr('href'), property: attr('property'), content: attr('content') }
    })
    heads.set(`${siteUrl}${encodeURI(route)}`, {
      alternates: tags
        .filter((t) => t.rel === 'alternate' && t.hreflang)
        .map((t) => `${t.hreflang} ${t.href?.replace(/&amp;/g, '&')}`)
        .sort(),
      ogLocale: tags.filter((t) => t.property === 'og:locale').map((t) => t.content!),
      ogAlternate: tags.filter((t) => t.property === 'og:locale:alternate').map((t) => t.content!),
    })
  }
  for (const [url, head] of heads) {
    const locale = localeOfPath(routeOf(url))
    // The same alternates as the sitemap: each edition, x-default the English one, absolute; or none.
    expect([url, head.alternates]).toEqual([url, ALTERNATES.get(url)])
    // Reciprocal: every page named names the same editions.
    for (const alternate of head.alternates) {
      const target = alternate.split(' ')[1]
      expect([url, alternate, heads.get(target)?.alternates]).toEqual([url, alternate, head.alternates])
    }
    if (head.alternates.length > 0) expect(head.alternates).toContain(`${locale} ${url}`)
    expect([url, head.ogLocale]).toEqual([url, [LOCALES[locale].ogLocale]])
    expect([url, head.ogAlternate]).toEqual([url, head.alternates.length > 0 ? [LOCALES[otherLocale(locale)].ogLocale] : []])
  }
  expect(heads.get(`${siteUrl}/ar`)!.alternates).toEqual([`ar ${siteUrl}/ar`, `en ${siteUrl}/`, `x-default ${siteUrl}/`])
})

test('below 992 px the language switch is at the foot of the drawer, and follows both ways', async ({ page }) => {
  test.skip(page.viewportSize()!.width >= 992, 'the drawer exists below 992 px')
  for (const [from, to] of [
    ['/company/faq', '/ar/company/faq'],
    ['/ar/company/faq', '/company/faq'],
  ]) {
    await page.goto(from)
    await page.waitForLoadState('networkidle')
    const link = page.locator('header a[hreflang]')
    await expect(link).toBeHidden()
    const toggle = page.locator('header button[aria-controls]')
    await toggle.click()
    const drawer = page.locator(`[id="${await toggle.getAttribute('aria-controls')}"]`)
    await expect(drawer.locator('a[hreflang]')).toBeVisible()
    // Below the last menu item, inside the drawer.
    const last = (await drawer.locator('li a').last().boundingBox())!
    const box = (await link.boundingBox())!
    expect(box.y).toBeGreaterThanOrEqual(last.y + last.height)
    await followSwitch(page, from, { route: to, translated: true })
    await expect(toggle).toHaveAttribute('aria-expanded', 'false')
  }
})
