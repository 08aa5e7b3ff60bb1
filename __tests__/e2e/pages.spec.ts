/**
 * Every page of the built site, in one visit per project (desktop, phone) that runs all the checks
 * of a single page: axe, layout stability, what the page must show, the Arabic edition's rules, the
 * language switch and, on the phone, the width of a 360 px window. Reading the pages without
 * JavaScript is one visit of each edition's pages a project. The checks of a visit run in an order
 * where none disturbs the next: the layout is observed before anything is touched, read-only checks
 * come before the page's widgets are used, and what leaves or alters the page comes last.
 */
import path from 'path'
import { expect, test } from '../support/fixtures'
import type { Page } from '@playwright/test'
import { axeViolations } from '../support/axe'
import {
  ALTERNATES,
  ARABIC,
  ARABIC_ROUTES,
  counterpartOf,
  expectSwitchNamed,
  followSwitch,
  headAlternates,
  homeOf,
  urlOf,
} from '../support/editions'
import {
  check,
  DRAWER_TOGGLE,
  openDrawer,
  collectErrors,
  hydrated,
  renderAll,
  type Says,
  NEGLIGIBLE_SHIFT,
  overflow,
  shiftsOnJumpToEnd,
  shiftsWhileLoading,
  restyledByTemplates,
  stylesheetsNotApplied,
  turnRightToLeft,
} from '../support/page-visit'
import { routePerTemplate } from '../../scripts/lib/built-routes'
import { ARABIC_PAGE_CHECKS, PAGE_CONTENT, PAGE_WIDGETS, SPEC_ROUTES, expectSpecRoute, type PageCheck } from '../support/route-content'
import { pagesToCheck } from '../../scripts/lib/site-pages'
import { CONTENT_PIPELINE, DESKTOP_ONLY } from '../support/tags'
import { paths } from '../../src/config/constants'
import { localeOfPath, localisedPath, unlocalisedPath, type Locale } from '../../src/config/locales'

/** Every page, or in the content pipeline the pages the content change touched. */
const CHECKED = pagesToCheck()

/**
 * Following the language switch is the same client-side navigation on every page of a template:
 * from 992 px it is followed there and back from the first page of each template and edition. On
 * every page the switch is checked to lead to the page's counterpart.
 */
const FOLLOWED = new Set(routePerTemplate(path.resolve(__dirname, '../../public'), CHECKED))

/**
 * Pages whose look is checked against every template's stylesheet: the first of each template and edition, and the
 * company pages, each of which shows sections of its own. The other pages repeat a template's components, and the check
 * reads every computed style of every element twice.
 */
const RESTYLE_CHECKED = new Set([...FOLLOWED, ...CHECKED.filter((route) => unlocalisedPath(route).startsWith('/company/'))])

/** English pages also measured turned right to left in a 360 px window, as an Arabic page renders. */
const RIGHT_TO_LEFT = new Set(['/', '/financialsolutions/services', '/financialblogs/blogs/1', '/company/pricing', '/company/contact'])

/** The names of the checks of a visit that are not particular to some pages. */
const CHECKS = {
  shift: 'moves nothing on a phone as it loads and takes its web font and the rest of its styles, nor when a reader jumps to its end',
  head: 'keeps the head it was served with once hydrated',
  spec: 'renders with header, footer and the right banner',
  arabic: 'answers in Arabic and keeps its links in the Arabic edition',
  axe: 'has no axe violations (WCAG 2.1 A and AA)',
  errors: 'logs no error while it loads, hydrates and is used',
  cascade: 'keeps its look when every template’s stylesheet arrives after its own',
  switch: 'the language switch names the other edition and leads to it',
  followed: 'from 992 px the language switch leads there and back, and the head follows',
  narrow: 'on the phone, is no wider than a 360 px window',
  turned: 'nor when turned right to left',
  probe: 'and the measure sees content pushed past either edge',
  drawerSwitch: 'below 992 px the language switch is at the foot of the drawer, and follows',
}

/** The page whose 360 px measure is shown to see content pushed past either edge. */
const PROBED = '/ar'

/** Pages, one of each edition, whose visit below 992 px follows the language switch from the drawer. */
const FOLLOWED_FROM_THE_DRAWER = new Set(['/company/faq', '/ar/company/faq'])

/** The checks particular to a page: read-only ones, and ones that use the page. */
const contentOf = (route: string) => [...(PAGE_CONTENT.get(route) ?? []), ...(localeOfPath(route) === 'ar' ? ARABIC_PAGE_CHECKS : [])]
const widgetsOf = (route: string) => PAGE_WIDGETS.get(route) ?? []
const titleOf = (check: PageCheck) => `${check.title}${check.narrow ? ' (below 992 px)' : ''}`

/** The names of the checks that apply to a page, in the order they run. */
function checksOf(route: string): string[] {
  return [
    CHECKS.shift,
    CHECKS.head,
    ...(SPEC_ROUTES.has(route) ? [CHECKS.spec] : []),
    ...(localeOfPath(route) === 'ar' ? [CHECKS.arabic] : []),
    ...contentOf(route).map(titleOf),
    CHECKS.axe,
    ...widgetsOf(route).map(titleOf),
    CHECKS.errors,
    ...(RESTYLE_CHECKED.has(route) ? [CHECKS.cascade] : []),
    ...(ALTERNATES.has(urlOf(route)) ? [CHECKS.switch] : []),
    ...(ALTERNATES.has(urlOf(route)) && FOLLOWED.has(route) ? [CHECKS.followed] : []),
    CHECKS.narrow,
    ...(RIGHT_TO_LEFT.has(route) ? [CHECKS.turned] : []),
    ...(route === PROBED ? [CHECKS.probe] : []),
    ...(FOLLOWED_FROM_THE_DRAWER.has(route) ? [CHECKS.drawerSwitch] : []),
  ]
}

/**
 * The title and the other head tags react-helmet manages (marked data-react-helmet), each as its
 * name and sorted attributes: of the page shown, or of the given HTML.
 */
const headTags = (page: Page, html?: string) =>
  page.evaluate(async (source) => {
    await new Promise((drawn) => requestAnimationFrame(() => requestAnimationFrame(drawn)))
    const doc = source === undefined ? document : new DOMParser().parseFromString(source, 'text/html')
    const tags = [...doc.head.querySelectorAll('[data-react-helmet]:not(title)')].map((el) =>
      [
        el.localName,
        ...[...el.attributes]
          .filter((a) => a.name !== 'data-react-helmet')
          .map((a) => `${a.name}=${a.value}`)
          .sort(),
      ].join(' '),
    )
    return { title: doc.title, tags: tags.sort() }
  }, html)

/** The internal links of the page shown, and whether each is the header's language switch. */
const internalLinks = (page: Page) =>
  page
    .locator('a[href^="/"]')
    .evaluateAll((links) => links.map((a) => ({ href: a.getAttribute('href') ?? '', isSwitch: a.matches(`header a[hreflang]`) })))

test('every page of the sitemap is a built page, so that the visits below cover them all', { tag: DESKTOP_ONLY }, () => {
  const built = pagesToCheck('')
  expect([...ALTERNATES.keys()].filter((url) => !built.some((route) => urlOf(route) === url))).toEqual([])
  expect(ARABIC_ROUTES.length).toBeGreaterThan(20)
})

test.describe('every page, in one visit', { tag: CONTENT_PIPELINE }, () => {
  // A failing check waits out its expectations and the visit goes on to the next: room for several.
  test.describe.configure({ timeout: 120_000 })

  for (const route of CHECKED) {
    const arabic = localeOfPath(route) === 'ar'

    test(`${route}: ${checksOf(route).join('; ')}`, async ({ page }) => {
      const errors = collectErrors(page)
      const response = await page.goto(encodeURI(route))
      expect(response?.status(), `${route} answers`).toBe(200)
      const narrow = page.viewportSize()!.width < 992
      const runs = (pageCheck: PageCheck) => !pageCheck.narrow || narrow

      // First, before anything touches the page: the layout as the page has just loaded it.
      await check(route, CHECKS.shift, async (says) => {
        const score = (shifts: Array<{ value: number }>) => shifts.reduce((sum, shift) => sum + shift.value, 0)
        // The phone's first load is what the speed benchmark's layout-shift budget judges. In a wide
        // window a long line or the header's menu can still move by a pixel or two when the font swaps in.
        const loading = await shiftsWhileLoading(page)
        if (narrow) expect.soft(score(loading), says(`while loading: ${JSON.stringify(loading)}`)).toBeLessThan(NEGLIGIBLE_SHIFT)
        expect.soft(await stylesheetsNotApplied(page), says('stylesheets linked for readers without scripts and not applied')).toEqual([])
        const jumping = await shiftsOnJumpToEnd(page)
        expect.soft(score(jumping), says(JSON.stringify(jumping))).toBeLessThan(NEGLIGIBLE_SHIFT)
        await page.evaluate(() => window.scrollTo(0, 0))
      })
      await hydrated(page)

      await check(route, CHECKS.head, async (says) => {
        // react-helmet writes the head again once the page hydrates (a frame later): it must write what the server rendered.
        const served = await headTags(page, await response!.text())
        expect.soft(served.tags.length, says('head tags served')).toBeGreaterThan(10)
        expect.soft(await headTags(page), says('title and head tags after hydration')).toEqual(served)
      })

      if (SPEC_ROUTES.has(route)) await check(route, CHECKS.spec, (says) => expectSpecRoute(page, route, says))

      if (arabic) {
        await check(route, CHECKS.arabic, async (says) => {
          const heading = (await page.getByRole('heading', { level: 1 }).first().textContent())?.trim() ?? ''
          // A tag page's heading is its tag, which the Arabic posts hold; the others come straight from the Arabic content.
          expect.soft([heading, ARABIC.has(heading)], says('heading from the Arabic content')).toEqual([heading, true])
          // Set from the path by gatsby-ssr.tsx (src/lib/shared/document-language.ts): in the served HTML, and kept after hydration.
          const servedHtml = /<html[^>]*>/.exec(await response!.text())?.[0] ?? ''
          expect.soft(servedHtml, says('served lang')).toMatch(/ lang="ar"/)
          expect.soft(servedHtml, says('served dir')).toMatch(/ dir="rtl"/)
          await expect.soft(page.locator('html'), says('lang after hydration')).toHaveAttribute('lang', 'ar')
          await expect.soft(page.locator('html'), says('dir after hydration')).toHaveAttribute('dir', 'rtl')
          // Every internal link stays in the Arabic edition, but for the one language switch, which leaves it.
          const internal = await internalLinks(page)
          expect.soft(internal.length, says('internal links')).toBeGreaterThan(1)
          const switches = internal.filter((link) => link.isSwitch)
          expect
            .soft(
              switches.map((link) => localeOfPath(link.href)),
              says('one language switch, to English'),
            )
            .toEqual(['en'])
          expect
            .soft(
              internal.filter((link) => !link.isSwitch && localeOfPath(link.href.split('#')[0]) !== 'ar'),
              says('links that leave the Arabic edition'),
            )
            .toEqual([])
        })
      }

      for (const pageCheck of contentOf(route).filter(runs)) await check(route, pageCheck.title, (says) => pageCheck.run(page, says))

      await check(route, CHECKS.axe, async (says) => expect.soft(await axeViolations(page), says('violations')).toEqual([]))

      for (const pageCheck of widgetsOf(route).filter(runs)) await check(route, pageCheck.title, (says) => pageCheck.run(page, says))

      await check(route, CHECKS.errors, async (says) => expect.soft(errors, says('console errors and uncaught exceptions')).toEqual([]))

      // A prefetched or visited page links its template's stylesheet after this page's: no rule of one may change the look of another.
      if (RESTYLE_CHECKED.has(route))
        await check(route, CHECKS.cascade, async (says) =>
          expect.soft(await restyledByTemplates(page), says('computed styles the stylesheets change')).toEqual([]),
        )

      if (ALTERNATES.has(urlOf(route))) {
        // Below 992 px the switch is in the closed drawer; it is followed from there on the pages of FOLLOWED_FROM_THE_DRAWER.
        await check(route, CHECKS.switch, () => expectSwitchNamed(page, route, counterpartOf(route)))
      }

      // From here on, what leaves or alters the page.
      if (ALTERNATES.has(urlOf(route)) && FOLLOWED.has(route) && !narrow) {
        await check(route, CHECKS.followed, async (says) => {
          const there = counterpartOf(route)
          const before = errors.length
          await followSwitch(page, route, there)
          // The head follows the page: the alternates of the page arrived at are its own, as the sitemap has them.
          expect.soft(await headAlternates(page), says(`alternates of ${there.route}`)).toEqual(ALTERNATES.get(urlOf(there.route)))
          // Back: to where it started, or, from the other home page, to this edition's home page.
          const back = there.translated ? { route, translated: true } : { route: homeOf(localeOfPath(route)), translated: true }
          await followSwitch(page, there.route, back)
          expect.soft(errors.slice(before), says('errors on the way')).toEqual([])
        })
      }

      if (narrow) {
        // The phone's window narrowed to the narrowest the site supports, every section rendered.
        await page.setViewportSize({ width: 360, height: 780 })
        await renderAll(page)
        await check(route, CHECKS.narrow, async (says) =>
          expect.soft(await overflow(page), says('overflow')).toEqual({ scroll: 0, outside: [] }),
        )
        if (route === PROBED) {
          await check(route, CHECKS.probe, async (says) => {
            for (const side of ['inset-inline-start', 'inset-inline-end']) {
              await page.evaluate((property) => {
                const wide = document.createElement('div')
                wide.id = 'too-wide'
                wide.setAttribute('style', `position: relative; width: 200px; height: 10px; ${property}: -250px`)
                document.querySelector('footer')!.append(wide)
              }, side)
              expect.soft((await overflow(page)).outside, says(`a probe past ${side}`)).toContain('div.')
              await page.evaluate(() => document.getElementById('too-wide')!.remove())
            }
          })
        }
        if (RIGHT_TO_LEFT.has(route)) {
          await check(route, CHECKS.turned, async (says) => {
            await turnRightToLeft(page)
            expect.soft(await overflow(page), says('overflow turned right to left')).toEqual({ scroll: 0, outside: [] })
          })
        }
      }

      if (narrow && FOLLOWED_FROM_THE_DRAWER.has(route)) {
        await check(route, CHECKS.drawerSwitch, async (says) => {
          const link = page.locator('header a[hreflang]')
          await expect(link).toBeHidden()
          const toggle = page.locator(DRAWER_TOGGLE)
          await openDrawer(page)
          const drawer = page.locator(`[id="${await toggle.getAttribute('aria-controls')}"]`)
          await expect(drawer.locator('a[hreflang]')).toBeVisible()
          // Below the last menu item, inside the drawer.
          const last = (await drawer.locator('li a').last().boundingBox())!
          const box = (await link.boundingBox())!
          expect.soft(box.y, says('below the last menu item')).toBeGreaterThanOrEqual(last.y + last.height)
          await followSwitch(page, route, counterpartOf(route))
          await expect.soft(drawer, says('the drawer closes')).toBeHidden()
        })
      }
    })
  }
})

/** The mission page is deliberately empty: the title only (docs/specification.md#routes), in every edition. */
const EMPTY_BY_SPEC = new Set(['/financialsolutions/mission'])
const isEmptyBySpec = (page: string) => EMPTY_BY_SPEC.has(unlocalisedPath(page))
/** Lists of tags and of a tag's posts say little beyond their entries: a tag may have a single post. */
const isTagListing = (page: string) => {
  const english = unlocalisedPath(page)
  return english === paths.tagIndex || english.startsWith(`${paths.tagIndex}/`)
}

/** Without JavaScript the search page says that search needs it, and sends the reader to the blog and its topics instead. */
const SEARCH_WITHOUT_JAVASCRIPT = (locale: Locale) => ({
  shows: 'that search needs JavaScript, with links to the blog and its topics',
  check: async (page: Page, says: Says) => {
    // Playwright's text of an element leaves out a <noscript>'s: its paragraph's own text is read.
    await expect.soft(page.locator('main noscript p'), says('needs JavaScript')).toContainText('JavaScript')
    for (const to of [paths.blogIndex(), paths.tagIndex].map((link) => localisedPath(locale, link)))
      await expect.soft(page.locator(`main a[href="${to}"]`), says(`link to ${to}`)).toBeVisible()
  },
})

/** What particular pages must show without JavaScript, besides their main content. */
const WITHOUT_JAVASCRIPT: ReadonlyMap<string, { shows: string; check: (page: Page, says: Says) => Promise<void> }> = new Map([
  [
    '/',
    {
      shows: 'its heading, six posts and the final counter values',
      check: async (page: Page, says: Says) => {
        await expect.soft(page.getByRole('heading', { level: 1 }), says('heading')).toHaveText('Your company, licensed and ready to trade')
        await expect.soft(page.locator('main article'), says('posts')).toHaveCount(6)
        await expect
          .soft(page.locator('dl dd [aria-hidden="true"]:not(:first-child)'), says('counters'))
          .toHaveText(['100%', '+25K', '+200', '18%'])
        await expect.soft(page.getByText('Meridian Gulf Advisory helps founders'), says('about')).toBeVisible()
      },
    },
  ],
  [
    '/company/pricing',
    {
      shows: 'its prices',
      check: async (page: Page, says: Says) => {
        for (const price of ['$00.99', '$19.99', '$29.99', '$49.99'])
          await expect.soft(page.locator('main'), says(price)).toContainText(price)
      },
    },
  ],
  [
    '/financialblogs/blogs/1',
    {
      shows: 'its post',
      check: async (page: Page, says: Says) => expect.soft(page.locator('main'), says('post')).toContainText('Small Business Relief'),
    },
  ],
  [paths.search, SEARCH_WITHOUT_JAVASCRIPT('en')],
  [localisedPath('ar', paths.search), SEARCH_WITHOUT_JAVASCRIPT('ar')],
])

const EDITIONS = [
  { locale: 'en', name: 'English' },
  { locale: 'ar', name: 'Arabic' },
] as const

// A visit of each edition's pages in one page: a test a page would spend more on its set-up than on the check.
test.describe('without JavaScript', { tag: CONTENT_PIPELINE }, () => {
  test.use({ javaScriptEnabled: false })
  test.describe.configure({ timeout: 180_000 })

  for (const { locale, name } of EDITIONS) {
    const routes = CHECKED.filter((route) => localeOfPath(route) === locale)
    if (routes.length === 0) continue
    const more = routes.filter((route) => WITHOUT_JAVASCRIPT.has(route)).map((route) => `${route} ${WITHOUT_JAVASCRIPT.get(route)!.shows}`)
    test(`every ${name} page shows its main content${more.map((what) => `; ${what}`).join('')}`, async ({ page }) => {
      for (const route of routes) {
        await check(route, 'without JavaScript', async (says) => {
          // The served HTML, parsed, with its inline styles: what the check reads needs neither images nor fonts.
          await page.goto(encodeURI(route), { waitUntil: 'domcontentloaded' })
          await expect.soft(page.getByRole('heading', { level: 1 }), says('heading')).toBeVisible()
          // textContent, not innerText: sections off-screen are not laid out yet (content-visibility).
          const main = ((await page.locator('main').textContent()) ?? '').replace(/\s+/g, ' ')
          if (isTagListing(route)) await expect.soft(page.locator('main li a').first(), says('entries')).toBeVisible()
          // The search page has its field and, without JavaScript, a note (checked below) rather than text to read.
          else if (!isEmptyBySpec(route) && unlocalisedPath(route) !== paths.search)
            expect.soft(main.length, says('length of the main content')).toBeGreaterThan(400)
          await WITHOUT_JAVASCRIPT.get(route)?.check(page, says)
        })
      }
    })
  }
})
