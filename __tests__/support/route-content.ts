/**
 * What particular pages must show (docs/specification.md#routes and the pages built from Markdown),
 * checked in the visit of each page (pages.spec.ts).
 */
import fs from 'fs'
import path from 'path'
import yaml from 'js-yaml'
import type { Page } from '@playwright/test'
import { CONTENT } from './editions'
import { expect } from './fixtures'
import type { Says } from './page-visit'
import { SITE_FILES } from '../../src/config/constants'
import type { Locale } from '../../src/config/locales'

/** Every route of docs/specification.md#routes with the banner watermark it must show (null: no banner). */
export const SPEC_ROUTES: ReadonlyMap<string, { watermark: string | null; heading: string | RegExp }> = new Map([
  ['/', { watermark: null, heading: /licensed and ready to trade/ }],
  ['/financialsolutions/mission', { watermark: 'It Solution', heading: 'Our Mission' }],
  ['/financialsolutions/services', { watermark: 'It Solution', heading: 'Our Services' }],
  ['/financialsolutions/services/detail', { watermark: 'It Solution', heading: 'Service Details' }],
  ['/financialsolutions/portfolio/1', { watermark: 'It Solution', heading: /start-up/i }],
  ['/financialsolutions/portfolio/2', { watermark: 'It Solution', heading: /manufactur/i }],
  ['/financialsolutions/portfolio/detail', { watermark: 'It Solution', heading: /retail/i }],
  ['/financialblogs/blogs/detail', { watermark: 'Financial Solutions', heading: /cash flow/i }],
  ['/financialblogs/blogs/1', { watermark: 'Financial Solutions', heading: /tax/i }],
  ['/financialblogs/blogs/2', { watermark: 'Financial Solutions', heading: /debt/i }],
  ['/financialblogs/blogs/3', { watermark: 'Financial Solutions', heading: /budget/i }],
  ['/financialblogs/blogs/4', { watermark: 'Financial Solutions', heading: /GCC/ }],
  ['/financialblogs/blogs/5', { watermark: 'Financial Solutions', heading: /retire/i }],
])

/** A spec route: its heading, the header's contact details, the footer and the right banner (or none). */
export async function expectSpecRoute(page: Page, route: string, says: Says): Promise<void> {
  const { heading, watermark } = SPEC_ROUTES.get(route)!
  await expect.soft(page.getByRole('heading', { level: 1 }), says('heading')).toHaveText(heading)
  await expect.soft(page.getByRole('banner'), says('phone in the header')).toContainText('+971 55 418 2730')
  await expect.soft(page.getByRole('banner'), says('e-mail address in the header')).toContainText('hello@meridiangulf.ae')
  await expect.soft(page.getByRole('contentinfo'), says('footer')).toContainText('Have questions? Our team is ready to assist.')
  if (watermark) await expectBanner(page, watermark, says)
  else await expect.soft(bannerOf(page), says('no banner')).toHaveCount(0)
}

const bannerOf = (page: Page) => page.locator('section[aria-label]', { hasText: 'Learn. Plan. Grow' })

async function expectBanner(page: Page, watermark: string, says: Says) {
  const banner = bannerOf(page)
  await expect.soft(banner, says('banner tagline')).toContainText('Master Your Money. Secure Your Future.')
  await expect.soft(banner, says('banner watermark')).toContainText(watermark)
  await expect.soft(banner.getByRole('link', { name: 'Home' }), says('banner home crumb')).toHaveAttribute('href', '/')
}

const PLANS = [
  { name: 'Standard', price: '$00.99', included: 3 },
  { name: 'Ultimate', price: '$19.99', included: 4 },
  { name: 'Advanced', price: '$29.99', included: 4 },
  { name: 'Professional', price: '$49.99', included: 6 },
]

async function expectPricing(page: Page, says: Says) {
  const pricing = page.getByRole('region', { name: 'Choose the plan that fits your business' })
  for (const plan of PLANS) {
    const card = pricing.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 3, name: plan.name }) })
    await expect.soft(card, says(`${plan.name} plan: price`)).toContainText(plan.price)
    await expect.soft(card, says(`${plan.name} plan: per month`)).toContainText('/ month')
    await expect.soft(card.locator('[data-included="true"]'), says(`${plan.name} plan: features included`)).toHaveCount(plan.included)
    await expect
      .soft(card.locator('[data-included="false"]'), says(`${plan.name} plan: features not included`))
      .toHaveCount(6 - plan.included)
    await expect
      .soft(card.getByRole('link', { name: /Read More/ }), says(`${plan.name} plan: Read More`))
      .toHaveAttribute('href', '/company/faq')
  }
  await expect.soft(pricing.getByText('Most Popular'), says('one plan most popular')).toHaveCount(1)
}

async function expectClients(page: Page, says: Says) {
  const clients = page.getByRole('region', { name: 'Trusted by businesses across the Emirates' })
  await expect.soft(clients, says('clients: happy users')).toContainText('1200 happy users')
  await expect.soft(clients.getByRole('img'), says('clients: six logos')).toHaveCount(6)
  await expect.soft(clients.getByRole('img', { name: 'Dunebridge' }), says('clients: logos in SVG')).toHaveAttribute('src', /\.svg$/)
}

/** The video facade: nothing from the video host until asked; a dialog that Escape and its close button shut, focus back on play. */
async function expectVideoFacade(page: Page) {
  const play = page.getByRole('button', { name: /Play the video/ })
  await expect(play).toBeVisible()
  // Nothing from the video host before the click.
  await expect(page.locator('iframe')).toHaveCount(0)
  const requests: string[] = []
  page.on('request', (r) => requests.push(r.url()))
  await page.waitForLoadState('networkidle')
  expect(requests.filter((u) => /youtube/.test(u))).toEqual([])

  await play.click()
  const dialog = page.getByRole('dialog', { name: 'How we set up your company in the UAE' })
  await expect(dialog).toBeVisible()
  await expect(dialog.locator('iframe')).toHaveAttribute('src', /^https:\/\/www\.youtube-nocookie\.com\/embed\//)
  await page.keyboard.press('Escape')
  await expect(dialog).toBeHidden()
  await expect(page.locator('iframe')).toHaveCount(0)
  await expect(play).toBeFocused()

  await play.click()
  await page.getByRole('button', { name: 'Close video' }).click()
  await expect(page.getByRole('dialog')).toBeHidden()
  await expect(play).toBeFocused()
}

/** A check of a particular page, run in its visit. */
export interface PageCheck {
  /** What the page shows or does, completing "<route> …" in the test's title. */
  title: string
  run: (page: Page, says: Says) => Promise<void>
  /** Only in windows narrower than 992 px, where the menu is a drawer. */
  narrow?: true
}

const readYaml = <T>(file: string) => yaml.load(fs.readFileSync(path.join(CONTENT, file), 'utf8')) as Record<Locale, T>
const home = readYaml<{ services_section: { eyebrow: string } }>('home/home.yaml')
const companies = readYaml<{ name: string; phone: string; chat_greeting: string }>('settings/company.yaml')

const CHAT_URL = 'https://wa.me/971554182730?text=Hi%20Meridian%20Gulf%20Advisory%20Team%2C%20I%20have%20a%20requirement'

const HOME_SECTIONS: PageCheck = {
  title: 'shows every section of the spec in order',
  run: async (page, says) => {
    const headings = await page.locator('main h1, main h2').allTextContents()
    expect
      .soft(headings, says('headings'))
      .toEqual([
        'Your company, licensed and ready to trade',
        'Clear plans for cash flow, tax and growth',
        'Advisers who know the UAE from the inside',
        'Services for every stage of your business',
        'Results our clients can measure',
        'Advice you can act on, from people who stay with you',
        'Latest from our blog',
      ])
    await expect
      .soft(page.locator('#services li h3'), says('services'))
      .toHaveText(['Revolving Credit Line', 'Mortgage', 'Business Banking', 'Asset Finance', 'Business Setup', 'Corporate Account Opening'])
    await expect.soft(page.getByRole('figure'), says('testimonials')).toHaveCount(4)
    await expect.soft(page.getByRole('img', { name: '5 out of 5 stars' }), says('ratings')).toHaveCount(4)
    for (const path of ['/financialsolutions/portfolio/1', '/financialsolutions/portfolio/2', '/financialsolutions/portfolio/detail']) {
      await expect.soft(page.locator(`main a[href="${path}"]`), says(`one link to ${path}`)).toHaveCount(1)
    }
    for (const slug of ['detail', '1', '2', '3', '4', '5']) {
      await expect.soft(page.locator(`main a[href="/financialblogs/blogs/${slug}"]`), says(`one link to post ${slug}`)).toHaveCount(1)
    }
    await expect
      .soft(page.getByRole('progressbar', { name: 'Work success' }), says('work success bar'))
      .toHaveAttribute('aria-valuenow', '75')
  },
}

const HOME_CHAT_TRIGGERS: PageCheck = {
  title: 'every chat trigger opens the chat link in a new tab',
  run: async (page, says) => {
    const triggers = page.locator(`a[href="${CHAT_URL}"]`)
    // Two slides' Contact Us, the about contact block, the floating button, the footer phone.
    await expect.soft(triggers, says('chat triggers')).toHaveCount(5)
    for (const trigger of await triggers.all()) {
      await expect.soft(trigger, says('opens a new tab')).toHaveAttribute('target', '_blank')
      await expect.soft(trigger, says('tells the chat nothing of the site')).toHaveAttribute('rel', 'noopener noreferrer')
    }
    await expect
      .soft(page.getByRole('link', { name: 'Contact Us (opens a chat in a new tab)' }).last(), says('floating button'))
      .toBeVisible()
  },
}

const FOOTER_CHAT_LINK: PageCheck = {
  title: 'every chat trigger opens the shared chat link in a new tab',
  run: async (page, says) => {
    const phone = page.getByRole('contentinfo').getByRole('link', { name: /\+971 55 418 2730/ })
    await expect.soft(phone, says('footer phone: chat link')).toHaveAttribute('href', CHAT_URL)
    await expect.soft(phone, says('footer phone: new tab')).toHaveAttribute('target', '_blank')
    await expect.soft(phone, says('footer phone: rel')).toHaveAttribute('rel', 'noopener noreferrer')
  },
}

/** The computed letter spacing and case of the first element showing exactly `text`. */
const textStyle = (page: Page, text: string) =>
  page
    .getByText(text, { exact: true })
    .first()
    .evaluate((el) => ({ letterSpacing: getComputedStyle(el).letterSpacing, textTransform: getComputedStyle(el).textTransform }))

const ENGLISH_EYEBROW: PageCheck = {
  title: 'an eyebrow is spaced capitals in English',
  run: async (page, says) => {
    const english = await textStyle(page, home.en.services_section.eyebrow)
    expect.soft(english.letterSpacing, says('letter spacing')).not.toBe('normal')
    expect.soft(english.textTransform, says('capitals')).toBe('uppercase')
  },
}

const ARABIC_EYEBROW: PageCheck = {
  title: 'an eyebrow is plain, unspaced text in Arabic',
  run: async (page, says) => {
    expect
      .soft(await textStyle(page, home.ar.services_section.eyebrow), says('style'))
      .toEqual({ letterSpacing: 'normal', textTransform: 'none' })
  },
}

const MANIFEST_LINK: PageCheck = {
  title: 'links the web app manifest once it has painted',
  // Linked with the page's scripts (plugins/page-delivery/src/loader.ts); the manifest itself is discoverability.spec.ts's.
  run: async (page, says) =>
    expect.soft(page.locator('head link[rel="manifest"]'), says('manifest link')).toHaveAttribute('href', SITE_FILES.manifest),
}

/** Checks of every page of the Arabic edition, besides its language and links (pages.spec.ts). */
export const ARABIC_PAGE_CHECKS: PageCheck[] = [
  {
    title: 'no text is letter-spaced (Arabic letters join)',
    run: async (page, says) => {
      const spaced = await page.evaluate(() =>
        [...document.querySelectorAll('body *')]
          .filter((el) => el.childNodes.length > 0 && getComputedStyle(el).letterSpacing !== 'normal')
          .map((el) => `${el.tagName.toLowerCase()} ${getComputedStyle(el).letterSpacing}`),
      )
      expect.soft(spaced, says('letter-spaced elements')).toEqual([])
    },
  },
  {
    title: 'the chat link greets in Arabic, from the Arabic company settings, and reaches the same number as the English one',
    run: async (page, says) => {
      const hrefs = await page.locator('a[href^="https://wa.me/"]').evaluateAll((links) => links.map((a) => (a as HTMLAnchorElement).href))
      expect.soft(hrefs.length, says('chat links')).toBeGreaterThan(0)
      const number = `/${companies.ar.phone.replace(/\D/g, '')}`
      // The English pages' chat link is CHAT_URL (the home page's and the footer's checks above).
      expect.soft(number, says('the English number')).toBe(new URL(CHAT_URL).pathname)
      for (const link of hrefs.map((href) => new URL(href))) {
        expect.soft(link.pathname, says('number')).toBe(number)
        expect.soft(link.searchParams.get('text'), says('greeting')).toBe(companies.ar.chat_greeting.replace('{name}', companies.ar.name))
      }
    },
  },
]

const SKIP_LINK: PageCheck = {
  title: 'the first Tab reaches a visible skip link that moves focus to the content',
  run: async (page) => {
    await page.keyboard.press('Tab')
    const skip = page.getByRole('link', { name: 'Skip to content' })
    await expect(skip).toBeFocused()
    await expect(skip).toBeInViewport()
    await page.keyboard.press('Enter')
    await expect(page.locator('main')).toBeFocused()
  },
}

const FOCUS_ORDER: PageCheck = {
  title: 'focus is always visible and follows the page order',
  run: async (page, says) => {
    const seen: Array<{ tag: string; name: string; top: number; outline: string }> = []
    for (let i = 0; i < 12; i++) {
      await page.keyboard.press('Tab')
      seen.push(
        await page.evaluate(() => {
          const el = document.activeElement as HTMLElement
          // The ring is on the element, or on the card it makes clickable (:focus-within).
          let ring = 'none'
          for (let node: HTMLElement | null = el, depth = 0; node && depth < 4 && ring === 'none'; node = node.parentElement, depth++) {
            const style = getComputedStyle(node)
            if (style.outlineStyle !== 'none' && style.outlineWidth !== '0px') ring = `outline on ${node.tagName}`
            else if (node === el && style.boxShadow !== 'none') ring = 'box-shadow'
          }
          return {
            tag: el.tagName,
            name: (el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 40),
            top: el.getBoundingClientRect().top + window.scrollY,
            outline: ring,
          }
        }),
      )
    }
    for (const stop of seen) expect.soft(stop.outline, says(`focus ring on ${stop.tag} "${stop.name}"`)).not.toMatch(/^(none|)$/)
    expect.soft(seen[0].name, says('first stop')).toBe('Skip to content')
    // Header controls come first; then the page reads top to bottom (the sticky header stays put).
    const afterHeader = seen.filter((stop) => stop.top > (page.viewportSize()!.width < 992 ? 120 : 160))
    const tops = afterHeader.map((stop) => stop.top)
    expect.soft(tops, says('stops below the header, top to bottom')).toEqual([...tops].sort((a, b) => a - b))
    // Where the next check starts: nothing focused, at the top.
    await page.evaluate(() => {
      ;(document.activeElement as HTMLElement | null)?.blur()
      window.scrollTo(0, 0)
    })
  },
}

const DRAWER_BY_KEYBOARD: PageCheck = {
  title: 'the drawer works from the keyboard alone and does not trap focus',
  narrow: true,
  run: async (page) => {
    const toggle = page.getByRole('button', { name: 'Menu' })
    await toggle.focus()
    await page.keyboard.press('Enter')
    const drawerId = await toggle.getAttribute('aria-controls')
    const drawer = page.locator(`[id="${drawerId}"]`)
    await expect(drawer).toBeVisible()
    // Its links and its search field.
    const items = (await drawer.getByRole('link').count()) + (await drawer.getByRole('searchbox').count())
    expect(items).toBeGreaterThanOrEqual(5)
    const focusInDrawer = () => page.evaluate((id) => document.getElementById(id!)!.contains(document.activeElement), drawerId)
    // Tab walks through every item in order, then on out of the drawer.
    for (let i = 0; i < items; i++) {
      await page.keyboard.press('Tab')
      expect(await focusInDrawer()).toBe(true)
    }
    await page.keyboard.press('Tab')
    expect(await focusInDrawer()).toBe(false)
    // Escape closes it from anywhere and gives focus back to the toggle.
    await page.keyboard.press('Escape')
    await expect(drawer).toBeHidden()
    await expect(toggle).toBeFocused()
  },
}

const VIDEO_FACADE: PageCheck = {
  title: 'the video facade opens the video in a dialog only when asked',
  run: expectVideoFacade,
}

const CASE_STUDIES = [
  {
    path: '/financialsolutions/portfolio/1',
    meta: ['Startup Finance', 'July 2025', 'Freelance Advisor', 'Startup Funding'],
    claims: ['24-month', '30+', '$450K'],
  },
  {
    path: '/financialsolutions/portfolio/2',
    meta: ['Operations Strategy', 'May 2025', 'Manufacturing Efficiency'],
    claims: ['22%', '18%', '$150K'],
  },
  { path: '/financialsolutions/portfolio/detail', meta: ['Retail Finance', 'July 2025', 'Cash Flow Strategy'], claims: ['28%'] },
]

const COMPANY_PAGES: Array<{ slug: string; heading: string; check: (page: Page, says: Says) => Promise<void> }> = [
  {
    slug: 'about',
    heading: 'About Meridian Gulf Advisory',
    check: async (page, says) =>
      expect.soft(page.getByRole('region', { name: /One team from trade licence/ }), says('about section')).toBeVisible(),
  },
  {
    slug: 'faq',
    heading: 'Frequently asked questions',
    check: async (page, says) => {
      const questions = page.locator('main h2').filter({ hasText: /\?$/ })
      expect.soft(await questions.count(), says('at least eight questions')).toBeGreaterThanOrEqual(8)
      await expect.soft(page.getByRole('complementary'), says('phone beside the questions')).toContainText('+971 55 418 2730')
    },
  },
  {
    slug: 'gallery',
    heading: 'Gallery',
    check: async (page, says) => expect.soft(page.getByRole('figure'), says('six pictures')).toHaveCount(6),
  },
  {
    slug: 'icons',
    heading: 'Our service icons',
    check: async (page, says) => expect.soft(page.getByRole('main'), says('service icons')).toContainText('Corporate Account Opening'),
  },
  {
    slug: 'testimonials',
    heading: 'What our clients say',
    check: async (page, says) =>
      expect.soft(page.getByRole('img', { name: '5 out of 5 stars' }), says('four five-star ratings')).toHaveCount(4),
  },
  {
    slug: 'why-choose-us',
    heading: 'Why choose us',
    check: async (page, says) => expect.soft(page.getByRole('main'), says('reasons')).toContainText('Fixed, transparent fees'),
  },
  { slug: 'pricing', heading: 'Pricing', check: expectPricing },
  {
    slug: 'team',
    heading: 'Our team',
    check: async (page, says) =>
      expect.soft(page.locator('main h2', { hasText: /^(Hana|Rahul|Sara|Yousef) / }), says('four team members')).toHaveCount(4),
  },
  {
    slug: 'contact',
    heading: 'Contact us',
    check: async (page, says) => {
      const main = page.getByRole('main')
      await expect.soft(main, says('opening hours')).toContainText('Opening hours')
      await expect.soft(main, says('address')).toContainText('Sharjah, United Arab Emirates')
      await expect
        .soft(main.getByRole('link', { name: /hello@meridiangulf\.ae/ }), says('e-mail link'))
        .toHaveAttribute('href', 'mailto:hello@meridiangulf.ae')
    },
  },
]

/** Read-only checks of particular pages, by route: what they show. */
export const PAGE_CONTENT: ReadonlyMap<string, PageCheck[]> = new Map<string, PageCheck[]>([
  ['/', [HOME_SECTIONS, HOME_CHAT_TRIGGERS, ENGLISH_EYEBROW, MANIFEST_LINK]],
  ['/ar', [ARABIC_EYEBROW]],
  [
    '/financialsolutions/services',
    [
      {
        title: 'shows its sections in order, pricing, clients and the video facade',
        run: async (page, says) => {
          await expectBanner(page, 'It Solution', says)
          const order = await page.locator('main h2').allTextContents()
          const at = (text: string) => order.findIndex((h) => h.includes(text))
          const sections = [
            'One team from trade licence',
            'Advisers who know the UAE',
            'From first call to open for business',
            'Advice built on your numbers',
            'Choose the plan',
            'Trusted by businesses',
          ]
          for (let i = 1; i < sections.length; i++)
            expect.soft(at(sections[i - 1]), says(`"${sections[i - 1]}" before "${sections[i]}"`)).toBeLessThan(at(sections[i]))
          await expect.soft(page.getByRole('main'), says('figure 95.00%')).toContainText('95.00%')
          await expect
            .soft(page.getByRole('progressbar', { name: 'Work success' }), says('work success bar'))
            .toHaveAttribute('aria-valuenow', '75')
          await expectPricing(page, says)
          await expectClients(page, says)
        },
      },
      FOOTER_CHAT_LINK,
    ],
  ],
  [
    '/financialsolutions/services/detail',
    [
      {
        title: 'shows the filler text, three feature tiles, counters, video, about, pricing and clients',
        run: async (page, says) => {
          await expectBanner(page, 'It Solution', says)
          await expect.soft(page.getByRole('main'), says('filler text')).toContainText('Lorem ipsum dolor sit amet')
          const tiles = page.getByRole('list', { name: 'Business setup and financial advice under one roof' }).getByRole('listitem')
          await expect.soft(tiles, says('three feature tiles')).toHaveCount(3)
          await expect.soft(tiles.first(), says('first feature tile')).toContainText('Cash flow planning')
          const counters = page.getByRole('region', { name: 'Our figures' })
          for (const label of ['Satisfied Clients', 'Transactions Processed', 'Active Users', 'Monthly Growth Rate'])
            await expect.soft(counters, says(`counter ${label}`)).toContainText(label)
          await expect.soft(page.getByRole('main'), says('figure 95.00%')).toContainText('95.00%')
          await expectPricing(page, says)
          await expectClients(page, says)
        },
      },
    ],
  ],
  [
    '/financialsolutions/mission',
    [
      {
        title: 'stays an empty inner page',
        run: async (page, says) => {
          await expect.soft(page.getByRole('heading', { level: 1 }), says('heading')).toHaveText('Our Mission')
          await expect.soft(page.locator('main h2'), says('no sections')).toHaveCount(0)
        },
      },
    ],
  ],
  ...CASE_STUDIES.map(({ path, meta, claims }): [string, PageCheck[]] => [
    path,
    [
      {
        title: 'shows its meta, image, body and claims as highlighted figures',
        run: async (page, says) => {
          await expectBanner(page, 'It Solution', says)
          const article = page.getByRole('article')
          for (const text of meta) await expect.soft(article.locator('dl'), says(`meta ${text}`)).toContainText(text)
          await expect.soft(article.getByRole('img').first(), says('image')).toBeVisible()
          const results = page.getByRole('list', { name: 'Results' })
          for (const claim of claims) await expect.soft(results, says(`claim ${claim} highlighted`)).toContainText(claim)
          await expect.soft(article.locator('p').first(), says('body')).not.toBeEmpty()
        },
      },
    ],
  ]),
  [
    '/financialblogs/blogs/5',
    [
      {
        title: 'shows the date, two fact tiles, tags, the client quote and previous/next links',
        run: async (page, says) => {
          await expectBanner(page, 'Financial Solutions', says)
          const article = page.getByRole('article')
          await expect.soft(article, says('date')).toContainText('15 July 2025')
          await expect.soft(page.getByRole('list', { name: 'Key facts' }).getByRole('listitem'), says('two fact tiles')).toHaveCount(2)
          await expect.soft(page.getByRole('list', { name: 'Tags' }).getByRole('listitem').first(), says('tags')).toBeVisible()
          await expect
            .soft(article.locator('blockquote'), says('client quote'))
            .toContainText('retirement feels like a plan rather than a hope')
          const pager = page.getByRole('navigation', { name: 'More articles' })
          await expect.soft(pager.getByRole('link'), says('previous/next links')).not.toHaveCount(0)
        },
      },
    ],
  ],
  ...COMPANY_PAGES.map(({ slug, heading, check }): [string, PageCheck[]] => [
    `/company/${slug}`,
    [
      {
        title: 'renders from Markdown with its sections and banner',
        run: async (page, says) => {
          await expect.soft(page.getByRole('heading', { level: 1 }), says('heading')).toHaveText(heading)
          await expectBanner(page, 'It Solution', says)
          await check(page, says)
        },
      },
    ],
  ]),
])

/** Checks of particular pages that use the page, by route: after the read-only checks and axe, before the language switch. */
export const PAGE_WIDGETS: ReadonlyMap<string, PageCheck[]> = new Map<string, PageCheck[]>([
  ['/', [FOCUS_ORDER, DRAWER_BY_KEYBOARD]],
  // The skip link first: the video's controls, once clicked, are where the next Tab starts from.
  ['/financialsolutions/services', [SKIP_LINK, VIDEO_FACADE]],
  ['/financialsolutions/services/detail', [VIDEO_FACADE]],
])
