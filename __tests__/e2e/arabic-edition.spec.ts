/**
 * The Arabic edition, as a whole: the sitemap lists every Arabic route with its hreflang alternates,
 * reciprocal, the same as the pages' heads with their Open Graph locales, and unknown paths end at
 * the Arabic home page. What "Arabic content" is comes from the content files themselves (editions.ts).
 * Each route's own checks (answers in Arabic, keeps its links in its edition, its language switch
 * leads to the other edition and back, also from the drawer) are checks of its visit in pages.spec.ts.
 */
import { expect, test } from '../support/fixtures'
import { DESKTOP_ONLY } from '../support/tags'
import { ALL_ROUTES, ALTERNATES, ARABIC, ARABIC_ROUTES as ROUTES, counterpartOf, otherLocale, routeOf } from '../support/editions'
import { LOCALES, localeOfPath } from '../../src/config/locales'
import { siteUrl } from '../../src/config/site-url'

// What the built files and the server answer is the same in any window: the desktop project checks it.
test('the sitemap lists the Arabic edition of every page', { tag: DESKTOP_ONLY }, () => {
  expect(ROUTES).toContain('/ar')
  for (const route of ['/ar/financialsolutions/services', '/ar/financialblogs/blogs/1', '/ar/company/faq', '/ar/financialblogs/tags']) {
    expect(ROUTES).toContain(route)
  }
  expect(ROUTES.some((route) => route.startsWith('/ar/financialblogs/tags/ضريبة'))).toBe(true)
})

test('the sitemap links the editions of each page to each other, reciprocally and absolutely', { tag: DESKTOP_ONLY }, () => {
  const alternates = ALTERNATES
  const faq = alternates.get(`${siteUrl}/ar/company/faq`)!
  expect(faq).toEqual([`ar ${siteUrl}/ar/company/faq`, `en ${siteUrl}/company/faq`, `x-default ${siteUrl}/company/faq`])
  for (const [loc, links] of alternates) {
    for (const link of links) expect([loc, alternates.get(link.split(' ')[1])]).toEqual([loc, links])
  }
})

test('an unknown path under /ar ends at the Arabic home page', async ({ page }) => {
  await page.goto('/ar/no/such/page')
  // The 404 page sends the browser on once the application has started, which a busy machine delays.
  await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/ar$/, { timeout: 15_000 })
  const heading = (await page.getByRole('heading', { level: 1 }).textContent())?.trim() ?? ''
  expect(ARABIC.has(heading)).toBe(true)
})

test('the sitemap lists both editions, with pages the other edition lacks', { tag: DESKTOP_ONLY }, () => {
  expect(ALL_ROUTES.length).toBeGreaterThan(ROUTES.length * 2 - 1)
  // English tags have English slugs, so their pages have no Arabic edition: the switch leads to /ar.
  expect(ALL_ROUTES.filter((route) => !counterpartOf(route).translated).length).toBeGreaterThan(0)
})

test(
  'every page’s head has the sitemap’s hreflang alternates, reciprocal, and its Open Graph locales',
  { tag: DESKTOP_ONLY },
  async ({ request }) => {
    // 168 pages, each compressed by the server on its first request: beside the other stages of npm test that took over 30 s.
    test.setTimeout(120_000)
    const heads = new Map<string, { alternates: string[]; ogLocale: string[]; ogAlternate: string[] }>()
    // Eight at a time: one after another, the pages can outlast the test's time on a busy machine.
    const pages: Array<readonly [string, string]> = []
    for (let start = 0; start < ALL_ROUTES.length; start += 8) {
      const batch = ALL_ROUTES.slice(start, start + 8)
      pages.push(...(await Promise.all(batch.map(async (route) => [route, await (await request.get(encodeURI(route))).text()] as const))))
    }
    for (const [route, html] of pages) {
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
  },
)
