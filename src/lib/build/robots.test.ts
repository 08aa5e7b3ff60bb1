import { robotsTxt } from './robots'

describe('robotsTxt', () => {
  it('allows crawling and points at the sitemap on the configured site URL', () => {
    expect(robotsTxt('https://www.example.ae', '/sitemap-index.xml')).toBe(
      'User-agent: *\nAllow: /\n\nSitemap: https://www.example.ae/sitemap-index.xml\n',
    )
    expect(robotsTxt('https://preview.example.org', '/sitemap-index.xml')).toContain(
      'Sitemap: https://preview.example.org/sitemap-index.xml',
    )
  })
})
