/**
 * A page reads in full whatever of its scripts and stylesheets fails: on every page whose CSS is
 * split (plugins/page-delivery/src/first-screen-css.ts), with its loader removed, its loader throwing, each of
 * its stylesheets failing and each of the application's scripts failing, every section, the footer
 * and the menu are visible and usable, at 390 and 1440 px. One load a fault, measured at both widths. The page's
 * end is laid out by the loader; without it, the end waits for the viewport, as the later sections do.
 * With nothing failing, the sections the browser has not yet drawn report the colours they show.
 */
import fs from 'fs'
import path from 'path'
import type { Page } from '@playwright/test'
import { expect, test } from '../support/fixtures'
import { check, loaderDone, renderAll } from '../support/page-visit'
import { builtPages } from '../../scripts/lib/site-pages'
import { DESKTOP_ONLY } from '../support/tags'
import { htmlFileFor } from '../../scripts/lib/built-site'
import { appDataOf, pageDataOf } from '../../plugins/page-delivery/src/markup'
import { LATER_SECTION } from '../../src/lib/shared/later-section'

const PUBLIC = path.resolve(__dirname, '../../public')
const WIDTHS = [390, 1440]
const htmlOf = (route: string) => fs.readFileSync(path.join(PUBLIC, htmlFileFor(route)), 'utf8')
const SPLIT = builtPages().filter((route) => pageDataOf(htmlOf(route))?.css)

interface Fault {
  name: string
  /** The page's HTML as the fault serves it. */
  html?: (html: string) => string
  /** A file whose request fails. */
  fails?: string
  /** Whether the loader still takes the page to its web font and styles. */
  loaderRuns: boolean
}

function faultsOf(html: string): Fault[] {
  return [
    {
      name: 'its loader removed',
      html: (page) => page.replace(/(<script id="app-data"[^>]*>[^<]*<\/script>)<script>[\s\S]*?<\/script>/, '$1'),
      loaderRuns: false,
    },
    {
      name: 'its loader throwing',
      html: (page) => page.replace(/(<script id="page-data" type="application\/json">)[^<]*/, '$1{'),
      loaderRuns: false,
    },
    ...pageDataOf(html)!.css!.map((href) => ({ name: `${href} failing`, fails: href, loaderRuns: true })),
    ...appDataOf(html)!.scripts.map((src) => ({ name: `${src} failing`, fails: src, loaderRuns: true })),
  ]
}

/** The colours of everything in the sections laid out only near the viewport, once no transition runs in them. */
async function laterColours(page: Page): Promise<string[]> {
  const later = `main > section[${LATER_SECTION}] *`
  await page.waitForFunction(
    (selector) => !document.getAnimations().some((animation) => (animation.effect as KeyframeEffect | null)?.target?.matches(selector)),
    later,
  )
  return page.evaluate(
    (selector) =>
      [...document.querySelectorAll(selector)].map((element) => {
        const style = getComputedStyle(element)
        return `${element.tagName} ${style.color} ${style.backgroundColor} ${style.borderBlockStartColor}`
      }),
    later,
  )
}

/** The text each section of the main content and the footer shows, by length, with every section laid out. */
async function shownText(page: Page): Promise<number[]> {
  await renderAll(page)
  return page.evaluate(() =>
    [...document.querySelectorAll('main > *, body footer')].map((element) =>
      element.checkVisibility({ visibilityProperty: true, opacityProperty: true })
        ? (element as HTMLElement).innerText.replace(/\s+/g, ' ').length
        : 0,
    ),
  )
}

/**
 * Whether the footer of a page with later sections is laid out while the reader is at the top, far from it:
 * the loader has the page's end laid out with the stylesheets (END_DRAWN_CLASS); without it, the end waits
 * for the viewport, as the later sections do.
 */
async function endLaidOut(page: Page): Promise<boolean> {
  await page.setViewportSize({ width: 390, height: 900 })
  return page.evaluate(() => document.querySelector('main ~ footer')!.firstElementChild!.checkVisibility({ contentVisibilityAuto: true }))
}

/** The menu opens from its toggle below 992 px and shows its links; from 992 px its links are in the bar. */
async function menuWorks(page: Page, width: number): Promise<boolean> {
  const nav = page.locator('header nav[popover]')
  if (width >= 992) return nav.getByRole('link').first().isVisible()
  await page.locator('header button[popovertarget]').click()
  const shown = await nav.getByRole('link').first().isVisible()
  await page.keyboard.press('Escape')
  return shown && (await nav.isHidden())
}

test.describe('what fails to load hides nothing', { tag: DESKTOP_ONLY }, () => {
  for (const route of SPLIT) {
    test(`${route}: with any script or stylesheet failing, its sections, footer and menu show and work`, async ({ page }) => {
      test.slow()
      const html = htmlOf(route)
      await page.goto(encodeURI(route))
      await loaderDone(page)
      const skippedColours = await laterColours(page)
      await renderAll(page)
      expect(await laterColours(page), 'what is read of the later sections before they are drawn is what they show').toEqual(skippedColours)
      const whole = new Map<number, number[]>()
      for (const width of WIDTHS) {
        await page.setViewportSize({ width, height: 900 })
        whole.set(width, await shownText(page))
      }
      // Counters count up as they come into view, a few characters short until they end: the faulty
      // loads show them at their final value at once, which is all the whole page's can be.
      await page.emulateMedia({ reducedMotion: 'reduce' })
      for (const fault of faultsOf(html)) {
        await check(route, fault.name, async (says) => {
          await page.unrouteAll()
          if (fault.html)
            await page.route(encodeURI(route), async (request) =>
              request.fulfill({ response: await request.fetch(), body: fault.html!(html) }),
            )
          if (fault.fails) await page.route(fault.fails, (request) => request.abort())
          await page.goto(encodeURI(route), { waitUntil: fault.loaderRuns ? 'load' : 'domcontentloaded' })
          if (fault.loaderRuns) await loaderDone(page)
          if (html.includes(`<section ${LATER_SECTION}`))
            expect.soft(await endLaidOut(page), says('the page’s end laid out')).toBe(fault.loaderRuns)
          for (const width of WIDTHS) {
            await page.setViewportSize({ width, height: 900 })
            const shown = await shownText(page)
            const expected = whole.get(width)!
            expect.soft(shown.length, says(`${width} px: sections and footer`)).toBe(expected.length)
            shown.forEach((length, i) =>
              expect.soft(length, says(`${width} px: text of part ${i + 1}`)).toBeGreaterThanOrEqual(expected[i] * 0.98),
            )
            expect.soft(await menuWorks(page, width), says(`${width} px: the menu`)).toBe(true)
          }
        })
      }
    })
  }
})
