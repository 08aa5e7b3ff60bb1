import type { Page } from '@playwright/test'
import { expect, test } from './fixtures'

/** Console errors and uncaught exceptions seen while a test runs. */
function collectErrors(page: Page): string[] {
  const errors: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text())
  })
  page.on('pageerror', (error) => errors.push(error.message))
  return errors
}

async function expectBanner(page: Page, watermark: string) {
  const banner = page.locator('section[aria-label]', { hasText: 'Learn. Plan. Grow' })
  await expect(banner).toContainText('Master Your Money. Secure Your Future.')
  await expect(banner).toContainText(watermark)
  await expect(banner.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/')
}

const PLANS = [
  { name: 'Standard', price: '$00.99', included: 3 },
  { name: 'Ultimate', price: '$19.99', included: 4 },
  { name: 'Advanced', price: '$29.99', included: 4 },
  { name: 'Professional', price: '$49.99', included: 6 },
]

async function expectPricing(page: Page) {
  const pricing = page.getByRole('region', { name: 'Choose the plan that fits your business' })
  for (const plan of PLANS) {
    const card = pricing.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 3, name: plan.name }) })
    await expect(card).toContainText(plan.price)
    await expect(card).toContainText('/ month')
    await expect(card.locator('[data-included="true"]')).toHaveCount(plan.included)
    await expect(card.locator('[data-included="false"]')).toHaveCount(6 - plan.included)
    await expect(card.getByRole('link', { name: /Read More/ })).toHaveAttribute('href', '/company/faq')
  }
  await expect(pricing.getByText('Most Popular')).toHaveCount(1)
}

async function expectClients(page: Page) {
  const clients = page.getByRole('region', { name: 'Trusted by businesses across the Emirates' })
  await expect(clients).toContainText('1200 happy users')
  await expect(clients.getByRole('img')).toHaveCount(6)
  await expect(clients.getByRole('img', { name: 'Dunebridge' })).toHaveAttribute('src', /\.svg$/)
}

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

test('/financialsolutions/services shows its sections in order, pricing, clients and the video facade', async ({ page }) => {
  const errors = collectErrors(page)
  await page.goto('/financialsolutions/services')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Our Services')
  await expectBanner(page, 'It Solution')
  const order = await page.locator('main h2').allTextContents()
  const at = (text: string) => order.findIndex((h) => h.includes(text))
  expect(at('One team from trade licence')).toBeLessThan(at('Advisers who know the UAE'))
  expect(at('Advisers who know the UAE')).toBeLessThan(at('From first call to open for business'))
  expect(at('From first call to open for business')).toBeLessThan(at('Advice built on your numbers'))
  expect(at('Advice built on your numbers')).toBeLessThan(at('Choose the plan'))
  expect(at('Choose the plan')).toBeLessThan(at('Trusted by businesses'))
  await expect(page.getByRole('main')).toContainText('95.00%')
  await expect(page.getByRole('progressbar', { name: 'Work success' })).toHaveAttribute('aria-valuenow', '75')
  await expectPricing(page)
  await expectClients(page)
  await expectVideoFacade(page)
  expect(errors).toEqual([])
})

test('/financialsolutions/services/detail shows the filler text, three feature tiles, counters, video, about, pricing and clients', async ({
  page,
}) => {
  const errors = collectErrors(page)
  await page.goto('/financialsolutions/services/detail')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Service Details')
  await expectBanner(page, 'It Solution')
  await expect(page.getByRole('main')).toContainText('Lorem ipsum dolor sit amet')
  const tiles = page.getByRole('list', { name: 'Business setup and financial advice under one roof' }).getByRole('listitem')
  await expect(tiles).toHaveCount(3)
  await expect(tiles.first()).toContainText('Cash flow planning')
  const counters = page.getByRole('region', { name: 'Our figures' })
  for (const label of ['Satisfied Clients', 'Transactions Processed', 'Active Users', 'Monthly Growth Rate'])
    await expect(counters).toContainText(label)
  await expect(page.getByRole('main')).toContainText('95.00%')
  await expectPricing(page)
  await expectClients(page)
  await expectVideoFacade(page)
  expect(errors).toEqual([])
})

test('/financialsolutions/mission stays an empty inner page', async ({ page }) => {
  await page.goto('/financialsolutions/mission')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Our Mission')
  await expect(page.locator('main h2')).toHaveCount(0)
})

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

for (const study of CASE_STUDIES) {
  test(`${study.path} shows its meta, image, body and claims as highlighted figures`, async ({ page }) => {
    await page.goto(study.path)
    await expectBanner(page, 'It Solution')
    const article = page.getByRole('article')
    for (const text of study.meta) await expect(article.locator('dl')).toContainText(text)
    await expect(article.getByRole('img').first()).toBeVisible()
    const results = page.getByRole('list', { name: 'Results' })
    for (const claim of study.claims) await expect(results).toContainText(claim)
    await expect(article.locator('p').first()).not.toBeEmpty()
  })
}

test('/financialblogs/blogs/5 shows the date, two fact tiles, tags, the client quote and previous/next links', async ({ page }) => {
  await page.goto('/financialblogs/blogs/5')
  await expectBanner(page, 'Financial Solutions')
  const article = page.getByRole('article')
  await expect(article).toContainText('15 July 2025')
  await expect(page.getByRole('list', { name: 'Key facts' }).getByRole('listitem')).toHaveCount(2)
  await expect(page.getByRole('list', { name: 'Tags' }).getByRole('listitem').first()).toBeVisible()
  await expect(article.locator('blockquote')).toContainText('retirement feels like a plan rather than a hope')
  const pager = page.getByRole('navigation', { name: 'More articles' })
  await expect(pager.getByRole('link')).not.toHaveCount(0)
})

const COMPANY_PAGES: Array<{ slug: string; heading: string; check: (page: Page) => Promise<void> }> = [
  {
    slug: 'about',
    heading: 'About Meridian Gulf Advisory',
    check: async (page) => expect(page.getByRole('region', { name: /One team from trade licence/ })).toBeVisible(),
  },
  {
    slug: 'faq',
    heading: 'Frequently asked questions',
    check: async (page) => {
      const questions = page.locator('main h2').filter({ hasText: /\?$/ })
      expect(await questions.count()).toBeGreaterThanOrEqual(8)
      await expect(page.getByRole('complementary')).toContainText('+971 55 418 2730')
    },
  },
  { slug: 'gallery', heading: 'Gallery', check: async (page) => expect(page.getByRole('figure')).toHaveCount(6) },
  {
    slug: 'icons',
    heading: 'Our service icons',
    check: async (page) => expect(page.getByRole('main')).toContainText('Corporate Account Opening'),
  },
  {
    slug: 'testimonials',
    heading: 'What our clients say',
    check: async (page) => expect(page.getByRole('img', { name: '5 out of 5 stars' })).toHaveCount(4),
  },
  {
    slug: 'why-choose-us',
    heading: 'Why choose us',
    check: async (page) => expect(page.getByRole('main')).toContainText('Fixed, transparent fees'),
  },
  { slug: 'pricing', heading: 'Pricing', check: expectPricing },
  {
    slug: 'team',
    heading: 'Our team',
    check: async (page) => expect(page.locator('main h2', { hasText: /^(Hana|Rahul|Sara|Yousef) / })).toHaveCount(4),
  },
  {
    slug: 'contact',
    heading: 'Contact us',
    check: async (page) => {
      const main = page.getByRole('main')
      await expect(main).toContainText('Opening hours')
      await expect(main).toContainText('Sharjah, United Arab Emirates')
      await expect(main.getByRole('link', { name: /hello@meridiangulf\.ae/ })).toHaveAttribute('href', 'mailto:hello@meridiangulf.ae')
    },
  },
]

for (const { slug, heading, check } of COMPANY_PAGES) {
  test(`/company/${slug} renders from Markdown with its sections and banner`, async ({ page }) => {
    const errors = collectErrors(page)
    const response = await page.goto(`/company/${slug}`)
    expect(response?.status()).toBe(200)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading)
    await expectBanner(page, 'It Solution')
    await check(page)
    await page.waitForLoadState('networkidle')
    expect(errors).toEqual([])
  })
}

test('nothing overflows horizontally on the inner pages at 360 px', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 800 })
  for (const path of [
    '/financialsolutions/services',
    '/financialsolutions/services/detail',
    '/company/faq',
    '/company/team',
    '/company/pricing',
    '/company/contact',
  ]) {
    await page.goto(path)
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)
    expect(overflow, path).toBeLessThanOrEqual(0)
  }
})
