import { expect, test } from '../support/fixtures'
import { DRAWER_TOGGLE, hydrated, openDrawer } from '../support/page-visit'
import { DESKTOP_ONLY } from '../support/tags'

type Page = import('@playwright/test').Page

/** The home menu's targets, by the fragment each item links to (its label differs between editions). */
const SECTIONS = ['headermenu', 'aboutus', 'services', 'contact'] as const
type Section = (typeof SECTIONS)[number]

const EDITIONS = ['/', '/ar'] as const
/** On the home page an item links to `#section`, elsewhere to the home page's `/#section` or `/ar#section`. */
const menuLink = (page: Page, section: Section) => page.locator(`nav a[href$="#${section}"]`)
const drawerToggle = (page: Page) => page.locator(DRAWER_TOGGLE)

/** The start-up loader leaves the page once React has hydrated it (src/components/Loader). */
async function openHydrated(page: Page, url: string): Promise<void> {
  await page.goto(url)
  await hydrated(page)
}

/** Resolves once the page has not scrolled for 20 frames (a smooth scroll moves every frame). */
const settle = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        let last = window.scrollY
        let still = 0
        const tick = () => {
          still = window.scrollY === last ? still + 1 : 0
          last = window.scrollY
          if (still >= 20) resolve()
          else requestAnimationFrame(tick)
        }
        requestAnimationFrame(tick)
      }),
  )

const scrollToFraction = (page: Page, fraction: number) =>
  page.evaluate((f) => window.scrollTo({ top: f * (document.documentElement.scrollHeight - innerHeight), behavior: 'instant' }), fraction)

/** Where the page stands: the section's top against the place the design puts it (the scroll padding under the sticky header). */
const position = (page: Page, section: Section) =>
  page.evaluate((id) => {
    const root = document.documentElement
    return {
      scrollY: window.scrollY,
      end: root.scrollHeight - window.innerHeight,
      top: document.getElementById(id)!.getBoundingClientRect().top,
      aim: parseFloat(getComputedStyle(root).scrollPaddingTop),
      highlighted: document.querySelector('nav a[aria-current="location"]')?.getAttribute('href'),
      focused: document.activeElement?.id,
    }
  }, section)

type Position = Awaited<ReturnType<typeof position>>

/**
 * The menu highlights the section once the page has come to rest: the highlight is a render that
 * follows the scroll, which a busy machine can draw some frames after the scrolling stopped.
 */
const expectHighlighted = (page: Page, section: Section, message: string) =>
  expect.soft.poll(async () => (await position(page, section)).highlighted, { message }).toBe(`#${section}`)
/** A section under the header, or, for one too short to be scrolled that far, the page at its very end with the section below that place. */
const onSection = (at: Position) => Math.abs(at.top - at.aim) <= 2 || (at.scrollY >= at.end - 1 && at.top > at.aim)

/**
 * Landed: Home at the very top; another section's top within 2 px of where the design puts it, or,
 * for a section too short to be scrolled that far, the page at its very end with the section below that place.
 */
async function expectLanded(page: Page, section: Section, label: string): Promise<void> {
  await settle(page)
  const at = await position(page, section)
  if (section === 'headermenu') expect.soft(at.scrollY, `${label}: at the top`).toBe(0)
  else {
    expect.soft(onSection(at), `${label}: section under the header, or the page at its end (${JSON.stringify(at)})`).toBe(true)
  }
  await expectHighlighted(page, section, `${label}: highlighted item`)
  expect.soft(at.focused, `${label}: focus moved to the section`).toBe(section === 'headermenu' ? 'top' : section)
}

/** Follows a menu item as a reader would: through the drawer below 992 px, by click or by Enter. */
async function follow(page: Page, section: Section, how: 'click' | 'Enter'): Promise<void> {
  const toggle = drawerToggle(page)
  if (await toggle.isVisible()) {
    await openDrawer(page)
    await expect(menuLink(page, section)).toBeVisible()
  }
  if (how === 'click') await menuLink(page, section).click()
  else {
    await menuLink(page, section).focus()
    await page.keyboard.press('Enter')
  }
}

/**
 * Every home menu item lands on its section from the top, the bottom and the middle of the page,
 * however much of the page has been laid out: each item is first followed on a fresh page (the
 * sections below still at their estimated heights), and one from a fresh page scrolled to its end
 * (the sections passed over still estimated).
 */
const CASES = [
  // Every width below 992 px has the drawer and the same scrolling code: the phone stands for them.
  ...[390, 1440].flatMap((width) => EDITIONS.map((edition) => ({ edition, width, reducedMotion: false }))),
  // Without motion the page jumps at once: a path of its own, the same at every width and in either direction.
  { edition: EDITIONS[0], width: 390, reducedMotion: true },
]

for (const { edition, width, reducedMotion } of CASES) {
  // Sizes are set here, so one project is enough.
  test.describe(`${edition} at ${width} px${reducedMotion ? ', reduced motion' : ''}`, { tag: DESKTOP_ONLY }, () => {
    test.use({ viewport: { width, height: width < 992 ? 844 : 900 }, reducedMotion: reducedMotion ? 'reduce' : 'no-preference' })

    test('every menu item, clicked or taken with Enter, lands on its section from the top, bottom and middle', async ({ page }) => {
      test.setTimeout(90_000)
      for (const section of SECTIONS) {
        await openHydrated(page, edition)
        await follow(page, section, 'click')
        await expectLanded(page, section, `#${section} clicked from the top of a fresh page`)

        for (const [where, fraction, how] of [
          ['bottom', 1, 'click'],
          ['middle', 0.5, 'Enter'],
        ] as const) {
          await scrollToFraction(page, fraction)
          await settle(page)
          await follow(page, section, how)
          await expectLanded(page, section, `#${section} (${how}) from the ${where}`)
        }
      }

      await openHydrated(page, edition)
      await scrollToFraction(page, 1)
      await settle(page)
      await follow(page, 'services', 'click')
      await expectLanded(page, 'services', '#services from the bottom of a fresh page')

      // A scroll that is no wheel, touch or key (a scrollbar dragged, a script) soon after a jump to
      // Home: once both have ended, the highlight is where the page is.
      for (const after of [0, 150, 400, 700, 950]) {
        await scrollToFraction(page, 0.5)
        await settle(page)
        await follow(page, 'headermenu', 'click')
        await page.waitForTimeout(after)
        await page.evaluate(() => document.getElementById('services')!.scrollIntoView({ behavior: 'instant', block: 'start' }))
        await page.waitForTimeout(1_000)
        await settle(page)
        const at = await position(page, 'services')
        const shown = onSection(at) ? '#services' : at.scrollY === 0 ? '#headermenu' : undefined
        expect
          .soft([after, at.highlighted], `Home, then a scroll to Our Services ${after} ms later: the highlight follows the page`)
          .toEqual([after, shown])
      }
    })
  })
}

test.describe('other ways of moving through the home page', () => {
  for (const edition of EDITIONS) {
    test(`${edition}: scroll-to-top, End, Back and Forward after a card, and links to a section`, async ({ page }) => {
      test.setTimeout(60_000)
      const home = edition === '/' ? '' : edition

      await openHydrated(page, edition)
      await page.keyboard.press('End')
      await settle(page)
      const end = await position(page, 'contact')
      expect.soft(end.scrollY, 'End reaches the very end').toBeGreaterThanOrEqual(end.end - 1)
      await expectHighlighted(page, 'contact', 'End highlights the contact section')

      const toTop = page.locator('#top > button').last()
      await toTop.click()
      await expectLanded(page, 'headermenu', 'the scroll-to-top button')

      // A card in a deferred section; Back must return to it although the page is drawn anew.
      const card = page.locator(`main a[href^="${home}/financialsolutions/portfolio/"]`).first()
      await card.scrollIntoViewIfNeeded()
      await settle(page)
      const cardTop = () => card.evaluate((el) => Math.round(el.getBoundingClientRect().top))
      const before = await cardTop()
      const href = await card.getAttribute('href')
      // Gatsby restores the position once the home page has been drawn again; it must then stay there.
      const expectBackAtCard = async (label: string) => {
        await expect(page).toHaveURL(new RegExp(`${edition}$`))
        await expect.poll(async () => Math.abs((await cardTop()) - before), { message: label }).toBeLessThanOrEqual(2)
        await settle(page)
        expect.soft(Math.abs((await cardTop()) - before), `${label}, and stays`).toBeLessThanOrEqual(2)
      }
      // The router moves once the next page's data is in, which a machine busy with other tests can take seconds to serve.
      const routed = { timeout: 15_000 }
      await card.click()
      await expect(page).toHaveURL(new RegExp(`${href}$`), routed)
      await page.goBack()
      await expectBackAtCard('Back returns to the card')
      await page.goForward()
      await expect(page).toHaveURL(new RegExp(`${href}$`), routed)
      await page.goBack()
      await expectBackAtCard('Back after Forward returns to the card')

      // From another page, the menu leads to the home page's section.
      await openHydrated(page, `${home}/company/faq`)
      await follow(page, 'services', 'click')
      await expect(page).toHaveURL(new RegExp(`${edition}#services$`), routed)
      await settle(page)
      const services = await position(page, 'services')
      expect.soft(onSection(services), `a link to /#services lands on the section (${JSON.stringify(services)})`).toBe(true)

      // From outside the site: the address alone.
      await page.goto(`${edition}#contact`)
      await hydrated(page)
      await settle(page)
      const contact = await position(page, 'contact')
      expect.soft(onSection(contact), `an address ending in #contact lands on the section (${JSON.stringify(contact)})`).toBe(true)
    })
  }
})

/**
 * A tap in the drawer is acted on at every stage of start-up: the page as served (its application held
 * back), the moments after the application arrives while it starts and hydrates (on a phone's CPU),
 * and the page hydrated. Before the application the browser follows the link itself; after, the page's
 * own jump does; between the two, neither may stop the other half-way.
 */
type Stage = 'as served' | 'hydrated' | number

/** Opens the drawer and chooses Our Services at the stage given; expects the page to land on the section. */
async function tapAtStage(page: Page, stage: Stage): Promise<void> {
  let release = () => {}
  const held = new Promise<void>((resolve) => (release = resolve))
  // The application's scripts wait for the stage; the page as served is whole without them.
  await page.route(/\/(app|framework|webpack-runtime)-[0-9a-f]+\.js$/, async (route) => {
    await held
    await route.continue()
  })
  await page.goto('/')
  if (stage === 'hydrated') {
    release()
    await hydrated(page)
  } else if (typeof stage === 'number') {
    release()
    await page.waitForFunction(() => document.querySelector('script[src*="/app-"]') !== null)
    await page.waitForTimeout(stage)
  }
  const label = typeof stage === 'number' ? `${stage} ms after the application arrived` : stage
  await openDrawer(page)
  await expect(menuLink(page, 'services'), `${label}: the drawer opens`).toBeVisible()
  await menuLink(page, 'services').click()
  release()
  await page.waitForTimeout(300)
  await settle(page)
  const at = await position(page, 'services')
  expect.soft(onSection(at), `${label}: the tap on Our Services lands there (${JSON.stringify(at)})`).toBe(true)
  await page.unrouteAll()
}

test.describe('a tap while the page starts', { tag: DESKTOP_ONLY }, () => {
  test.use({ viewport: { width: 390, height: 844 } })
  test.beforeEach(async ({ page }) => {
    const cdp = await page.context().newCDPSession(page)
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 })
  })

  test('a menu item chosen in the drawer lands on its section at every stage of start-up', async ({ page }) => {
    test.setTimeout(150_000)
    for (const stage of ['as served', 0, 50, 150, 300, 600, 'hydrated'] as const) await tapAtStage(page, stage)

    // The page loaded again where the reader had left it (Gatsby's record of the position, in this tab's
    // session): once the reader has tapped, the application's start must not move the page under them,
    // or a tap under way when React hydrates lands elsewhere (the toggle's release on the page below it).
    const recorded = await page.evaluate(() => Number(sessionStorage.getItem('@@scroll|/|initial')))
    expect(recorded, 'a position recorded down the page').toBeGreaterThan(0)
    let release = () => {}
    const held = new Promise<void>((resolve) => (release = resolve))
    await page.route(/\/app-[0-9a-f]+\.js$/, async (route) => {
      await held
      await route.continue()
    })
    await page.goto('/')
    await drawerToggle(page).click()
    await expect(menuLink(page, 'services'), 'reloaded: the drawer opens before the application').toBeVisible()
    release()
    await hydrated(page)
    expect.soft(await page.evaluate(() => window.scrollY), 'reloaded and tapped: the page stays where the reader is').toBe(0)
    await expect.soft(menuLink(page, 'services'), 'reloaded and tapped: the drawer stays open').toBeVisible()
    await page.unrouteAll()
  })
})
