/**
 * What the browser tests know of the two editions, read from the built site and from content/: the
 * routes the sitemap lists with their hreflang alternates, the texts of the Arabic edition, and the
 * language switch every page has in its header.
 */
import fs from 'fs'
import path from 'path'
import matter from 'gray-matter'
import yaml from 'js-yaml'
import type { Page } from '@playwright/test'
import { expect } from './fixtures'
import { SITE_FILES } from '../../src/config/constants'
import { localeOfPath, type Locale } from '../../src/config/locales'
import { siteUrl } from '../../src/config/site-url'
import { listFiles } from '../../src/lib/build/list-files'

const ROOT = path.resolve(__dirname, '../..')
export const CONTENT = path.join(ROOT, 'content')
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

export const ALTERNATES = sitemapAlternates()
/** The site path of an absolute URL of the site. */
export const routeOf = (url: string) => decodeURI(url.slice(siteUrl.length)) || '/'
/** The absolute URL of a site path, as the sitemap writes it. */
export const urlOf = (route: string) => `${siteUrl}${encodeURI(route)}`
/** Every route the sitemap lists, both editions, as site paths. */
export const ALL_ROUTES = [...ALTERNATES.keys()].map(routeOf).sort()
/** The Arabic routes the sitemap lists. */
export const ARABIC_ROUTES = ALL_ROUTES.filter((route) => localeOfPath(route) === 'ar')
/** Every text of the Arabic edition's content. */
export const ARABIC = arabicTexts()

/** The interface phrases of each edition (content/settings/interface.yaml). */
const PHRASES = yaml.load(fs.readFileSync(path.join(CONTENT, 'settings/interface.yaml'), 'utf8')) as Record<
  Locale,
  { header: { other_language: string; other_language_label: string; other_language_home_label: string } }
>
export const otherLocale = (locale: Locale): Locale => (locale === 'en' ? 'ar' : 'en')
export const homeOf = (locale: Locale) => (locale === 'en' ? '/' : '/ar')

/** Where the language switch of `route` must lead: the other edition its sitemap alternates name, or that edition's home page. */
export function counterpartOf(route: string): { route: string; translated: boolean } {
  const other = otherLocale(localeOfPath(route))
  const link = ALTERNATES.get(urlOf(route))!.find((l) => l.startsWith(`${other} `))
  return link ? { route: routeOf(link.split(' ')[1]), translated: true } : { route: homeOf(other), translated: false }
}

/**
 * The language switch in the header of the page shown: one link to `to.route`, in the other
 * language, saying what it says and named for where it leads. Below 992 px it is inside the closed
 * drawer, hidden, and still says all this.
 */
export async function expectSwitchNamed(page: Page, from: string, to: { route: string; translated: boolean }) {
  const locale = localeOfPath(from)
  const other = otherLocale(locale)
  const { header } = PHRASES[locale]
  const link = page.locator('header a[hreflang]')
  await expect(link).toHaveCount(1)
  await expect(link).toHaveAttribute('hreflang', other)
  await expect(link).toHaveAttribute('lang', other)
  await expect(link).toHaveText(header.other_language)
  await expect(link).toHaveAttribute('aria-label', to.translated ? header.other_language_label : header.other_language_home_label)
  expect(decodeURI((await link.getAttribute('href')) ?? ''), `where ${from}'s language switch leads`).toBe(to.route)
}

/** The language switch in the header of the page shown: checks what it says, in which language, and follows it. */
export async function followSwitch(page: Page, from: string, to: { route: string; translated: boolean }) {
  const other = otherLocale(localeOfPath(from))
  const { header } = PHRASES[localeOfPath(from)]
  await expectSwitchNamed(page, from, to)
  const link = page.locator('header a[hreflang]')
  await expect(link).toHaveAccessibleName(to.translated ? header.other_language_label : header.other_language_home_label)
  await link.click()
  // The router moves once the next page's data is in, which a machine busy with other tests can take seconds to serve.
  await expect(page).toHaveURL(`${new URL(page.url()).origin}${encodeURI(to.route)}`, { timeout: 15_000 })
  await expect(page.locator('html')).toHaveAttribute('lang', other)
}

/** The hreflang links of the head of the page shown, each `lang url`, sorted. */
export const headAlternates = async (page: Page) =>
  (
    await page
      .locator('head link[rel="alternate"][hreflang]')
      .evaluateAll((links) => links.map((l) => `${l.getAttribute('hreflang')} ${l.getAttribute('href')}`))
  ).sort()
