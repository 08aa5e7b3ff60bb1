import fs from 'fs'
import path from 'path'
import yaml from 'js-yaml'
import { toSiteChrome, type SiteChromeData } from './site-chrome'

const edition = (file: string, locale: 'en' | 'ar') =>
  (yaml.load(fs.readFileSync(path.resolve('content', file), 'utf8')) as Record<string, unknown>)[locale]

/** One edition of the SiteChrome query, from content (banner images aside, which the chrome passes through). */
const chromeData = (locale: 'en' | 'ar') =>
  ({
    siteUrl: 'https://www.example.ae',
    company: edition('settings/company.yaml', locale),
    navigation: edition('settings/navigation.yaml', locale),
    banners: { ...(edition('settings/banners.yaml', locale) as object), routes: [] },
  }) as unknown as SiteChromeData

describe('the site chrome of each edition', () => {
  it('leads the footer links of the Arabic edition to Arabic pages, with the Arabic labels', () => {
    const { footerLinks, companyLinks, company } = toSiteChrome(chromeData('ar'), 'ar')
    const navigation = edition('settings/navigation.yaml', 'ar') as { footer_links: Array<{ label: string; to: string }> }
    expect(footerLinks).toEqual(navigation.footer_links.map(({ label, to }) => ({ label, to: `/ar${to}` })))
    expect(companyLinks.every(({ to }) => to.startsWith('/ar/'))).toBe(true)
    expect(company.name).toBe((edition('settings/company.yaml', 'ar') as { name: string }).name)
  })

  it('leaves the English links as content writes them', () => {
    const navigation = edition('settings/navigation.yaml', 'en') as { footer_links: Array<{ label: string; to: string }> }
    expect(toSiteChrome(chromeData('en'), 'en').footerLinks).toEqual(navigation.footer_links)
  })
})
