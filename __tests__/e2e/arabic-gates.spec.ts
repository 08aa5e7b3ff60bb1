/**
 * Gates of the Arabic edition (issue 17) that the English ones do not already cover: nothing wider
 * than a 360 px window on any Arabic route, labels neither letter-spaced nor upper-cased (Arabic
 * letters join), and the chat link greeting in Arabic. Expectations come from content/ and from the
 * sitemap of the built site.
 */
import fs from 'fs'
import path from 'path'
import yaml from 'js-yaml'
import type { Page } from '@playwright/test'
import { expect, test } from './fixtures'
import { SITE_FILES } from '../../src/config/constants'
import { localeOfPath } from '../../src/config/locales'
import { siteUrl } from '../../src/config/site-url'
import { RENDER_ALL_CLASS } from '../../src/hooks/use-active-section'

const ROOT = path.resolve(__dirname, '../..')
const PUBLIC = path.join(ROOT, 'public')
const readYaml = <T>(file: string) => yaml.load(fs.readFileSync(path.join(ROOT, 'content', file), 'utf8')) as Record<'en' | 'ar', T>

const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, loc]) => loc.replace(/&amp;/g, '&'))

/** The Arabic routes the sitemap lists, as site paths. */
function arabicRoutes(): string[] {
  const read = (sitePath: string) => fs.readFileSync(path.join(PUBLIC, sitePath), 'utf8')
  return locs(read(SITE_FILES.sitemap))
    .flatMap((sitemap) => locs(read(sitemap.slice(siteUrl.length))))
    .map((url) => decodeURI(url.slice(siteUrl.length)))
    .filter((route) => localeOfPath(route) === 'ar')
}

/**
 * How far the page reaches past the window. A right-to-left document scrolls only towards the left,
 * so content pushed past its right edge never shows in scrollWidth: it is simply cut off. Elements
 * are therefore measured too, except where an ancestor that fits the window clips them (a slider's
 * track, the closed drawer).
 */
async function overflow(page: Page) {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth
    const fits = (box: DOMRect) => box.left >= -1 && box.right <= width + 1
    const clipped = (el: Element) => {
      for (let a = el.parentElement; a && a !== document.body; a = a.parentElement) {
        if (getComputedStyle(a).overflowX !== 'visible' && fits(a.getBoundingClientRect())) return true
      }
      return false
    }
    const outside = [...document.querySelectorAll('body *')]
      .filter((el) => {
        const box = el.getBoundingClientRect()
        return box.width > 0 && box.height > 0 && !fits(box) && getComputedStyle(el).visibility !== 'hidden' && !clipped(el)
      })
      .map((el) => `${el.tagName.toLowerCase()}.${String(el.className).split(' ')[0]}`)
    return { scroll: document.documentElement.scrollWidth - width, outside: outside.slice(0, 5) }
  })
}

test.describe('the Arabic edition at 360 px', () => {
  test.use({ viewport: { width: 360, height: 780 } })

  test('the measure sees content pushed past either edge of a right-to-left page', async ({ page }) => {
    await page.goto('/ar')
    // Once hydrated: React re-renders the footer then, dropping a probe appended before it.
    await page.waitForLoadState('networkidle')
    expect(await overflow(page)).toEqual({ scroll: 0, outside: [] })
    for (const side of ['inset-inline-start', 'inset-inline-end']) {
      await page.evaluate((property) => {
        const wide = document.createElement('div')
        wide.id = 'too-wide'
        wide.setAttribute('style', `position: relative; width: 200px; height: 10px; ${property}: -250px`)
        document.querySelector('footer')!.append(wide)
      }, side)
      expect((await overflow(page)).outside, side).toContain('div.')
      await page.evaluate(() => document.getElementById('too-wide')!.remove())
    }
  })

  test('no Arabic route of the sitemap is wider than the window', async ({ page }) => {
    test.setTimeout(240_000)
    const routes = arabicRoutes()
    expect(routes.length).toBeGreaterThan(20)
    const problems: string[] = []
    for (const route of routes) {
      await page.goto(route)
      await page.waitForLoadState('networkidle')
      // Sections that render on approach are all rendered, as a reader scrolling down would see them.
      await page.evaluate((name) => document.documentElement.classList.add(name), RENDER_ALL_CLASS)
      const { scroll, outside } = await overflow(page)
      if (scroll > 0 || outside.length > 0) problems.push(`${route}: ${scroll} px of scroll, outside the window: ${outside.join(', ')}`)
    }
    expect(problems).toEqual([])
  })
})

test.describe('Arabic labels', () => {
  const home = readYaml<{ services_section: { eyebrow: string } }>('home/home.yaml')

  const eyebrowStyle = async (page: Page, route: string, text: string) => {
    await page.goto(route)
    return page
      .getByText(text, { exact: true })
      .first()
      .evaluate((el) => ({ letterSpacing: getComputedStyle(el).letterSpacing, textTransform: getComputedStyle(el).textTransform }))
  }

  test('an eyebrow is spaced capitals in English and plain, unspaced text in Arabic', async ({ page }) => {
    const english = await eyebrowStyle(page, '/', home.en.services_section.eyebrow)
    expect(english.letterSpacing).not.toBe('normal')
    expect(english.textTransform).toBe('uppercase')
    expect(await eyebrowStyle(page, '/ar', home.ar.services_section.eyebrow)).toEqual({ letterSpacing: 'normal', textTransform: 'none' })
  })

  test('no text of an Arabic page is letter-spaced', async ({ page }) => {
    for (const route of ['/ar', '/ar/financialblogs/blogs/1', '/ar/company/team', '/ar/financialsolutions/portfolio']) {
      await page.goto(route)
      const spaced = await page.evaluate(() =>
        [...document.querySelectorAll('body *')]
          .filter((el) => el.childNodes.length > 0 && getComputedStyle(el).letterSpacing !== 'normal')
          .map((el) => `${el.tagName.toLowerCase()} ${getComputedStyle(el).letterSpacing}`),
      )
      expect(spaced, route).toEqual([])
    }
  })
})

test.describe('the Arabic chat link', () => {
  const companies = readYaml<{ name: string; phone: string; chat_greeting: string }>('settings/company.yaml')

  const chatLinks = async (page: Page, route: string) => {
    await page.goto(route)
    const hrefs = await page.locator('a[href^="https://wa.me/"]').evaluateAll((links) => links.map((a) => (a as HTMLAnchorElement).href))
    expect(hrefs.length, route).toBeGreaterThan(0)
    return hrefs.map((href) => new URL(href))
  }

  test('greets in Arabic, from the Arabic company settings, and reaches the same number as the English one', async ({ page }) => {
    const [english] = await chatLinks(page, '/')
    for (const route of ['/ar', '/ar/company/contact']) {
      for (const link of await chatLinks(page, route)) {
        expect(link.pathname).toBe(english.pathname)
        expect(link.pathname).toBe(`/${companies.ar.phone.replace(/\D/g, '')}`)
        expect(link.searchParams.get('text')).toBe(companies.ar.chat_greeting.replace('{name}', companies.ar.name))
      }
    }
  })
})
