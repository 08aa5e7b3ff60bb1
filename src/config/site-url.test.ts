import { DEFAULT_SITE_URL, resolveSiteUrl } from './site-url'

describe('resolveSiteUrl', () => {
  it('uses the default when SITE_URL is unset or empty (as an unset CI variable is)', () => {
    expect(resolveSiteUrl(undefined)).toBe(DEFAULT_SITE_URL)
    expect(resolveSiteUrl('')).toBe(DEFAULT_SITE_URL)
  })

  it('takes the given address without a trailing slash', () => {
    expect(resolveSiteUrl('https://preview.example.org/')).toBe('https://preview.example.org')
    expect(resolveSiteUrl('http://127.0.0.1:9000')).toBe('http://127.0.0.1:9000')
  })

  it.each(['www.example.ae', 'ftp://example.ae', 'https://example.github.io/site', 'https://example.ae/?a=1'])(
    'refuses %s with a clear message',
    (value) => {
      expect(() => resolveSiteUrl(value)).toThrow(/^SITE_URL must be the absolute http\(s\) address of the site's root/)
    },
  )
})

describe('SITE_URL', () => {
  afterEach(() => {
    delete process.env.SITE_URL
  })

  it("becomes the site's siteMetadata.siteUrl, from which gatsby-plugin-sitemap writes its addresses", () => {
    process.env.SITE_URL = 'https://preview.example.org/'
    jest.isolateModules(() => {
      const { default: config } = jest.requireActual<typeof import('../../gatsby-config')>('../../gatsby-config')
      expect(config.siteMetadata?.siteUrl).toBe('https://preview.example.org')
      expect(config.plugins).toContainEqual(expect.objectContaining({ resolve: 'gatsby-plugin-sitemap' }))
    })
  })
})
