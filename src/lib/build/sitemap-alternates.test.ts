import { sitemapAlternates } from './sitemap-alternates'

const SITE = 'https://www.example.ae'

describe('the sitemap’s hreflang alternates', () => {
  const pages = sitemapAlternates(
    ['/', '/ar', '/company/faq', '/ar/company/faq', '/financialblogs/blogs/7', '/ar/financialblogs/tags/ضريبة'],
    SITE,
  )
  const of = (path: string) => pages.find((p) => p.path === path)!.links

  it('links each edition of a page to every edition and to the English page as x-default, absolute', () => {
    expect(of('/company/faq')).toEqual([
      { lang: 'en', url: `${SITE}/company/faq` },
      { lang: 'ar', url: `${SITE}/ar/company/faq` },
      { lang: 'x-default', url: `${SITE}/company/faq` },
    ])
    expect(of('/')).toEqual([
      { lang: 'en', url: `${SITE}/` },
      { lang: 'ar', url: `${SITE}/ar` },
      { lang: 'x-default', url: `${SITE}/` },
    ])
  })

  it('gives both editions the same list, so the alternates are reciprocal', () => {
    expect(of('/ar/company/faq')).toEqual(of('/company/faq'))
    expect(of('/ar')).toEqual(of('/'))
  })

  it('gives a page that exists in one edition only no alternates', () => {
    expect(of('/financialblogs/blogs/7')).toEqual([])
    expect(of('/ar/financialblogs/tags/ضريبة')).toEqual([])
  })
})
