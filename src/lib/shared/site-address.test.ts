import { absoluteUrl, canonicalUrl } from './site-address'

describe('site addresses', () => {
  it('puts site paths and files on the site URL and leaves absolute URLs alone', () => {
    expect(absoluteUrl('https://www.example.ae', '/og-default.jpg')).toBe('https://www.example.ae/og-default.jpg')
    expect(absoluteUrl('https://www.example.ae', 'rss.xml')).toBe('https://www.example.ae/rss.xml')
    expect(absoluteUrl('https://www.example.ae', 'https://cdn.example.org/a.jpg')).toBe('https://cdn.example.org/a.jpg')
  })

  it('gives pages their canonical form: no trailing slash, except the home page', () => {
    expect(canonicalUrl('https://www.example.ae', '/')).toBe('https://www.example.ae/')
    expect(canonicalUrl('https://www.example.ae', '/company/faq/')).toBe('https://www.example.ae/company/faq')
    expect(canonicalUrl('https://www.example.ae', '/company/faq')).toBe('https://www.example.ae/company/faq')
  })

  it('percent-encodes a page address once, whether given as written or already encoded', () => {
    const encoded = 'https://www.example.ae/ar/financialblogs/tags/%D8%A7%D9%84%D8%AF%D9%8A%D9%88%D9%86'
    expect(canonicalUrl('https://www.example.ae', '/ar/financialblogs/tags/الديون')).toBe(encoded)
    expect(canonicalUrl('https://www.example.ae', '/ar/financialblogs/tags/%D8%A7%D9%84%D8%AF%D9%8A%D9%88%D9%86')).toBe(encoded)
  })
})
