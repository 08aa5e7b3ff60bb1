import { hreflangAlternates, languageSwitch, pageEditions } from './page-editions'

const SITE = 'https://www.example.ae'
const BUILT = new Set([
  '/',
  '/ar',
  '/company/faq',
  '/ar/company/faq',
  '/financialblogs/blogs/7',
  '/financialblogs/tags/tax',
  '/ar/financialblogs/tags/ضريبة',
])

describe('pageEditions', () => {
  it('finds the same page in every edition that has it, in the order of the locales', () => {
    const faq = [
      { locale: 'en', path: '/company/faq' },
      { locale: 'ar', path: '/ar/company/faq' },
    ]
    expect(pageEditions('/company/faq', BUILT)).toEqual(faq)
    expect(pageEditions('/ar/company/faq', BUILT)).toEqual(faq)
    expect(pageEditions('/ar', BUILT)).toEqual([
      { locale: 'en', path: '/' },
      { locale: 'ar', path: '/ar' },
    ])
  })

  it('gives a page that the other edition lacks itself alone', () => {
    expect(pageEditions('/financialblogs/blogs/7', BUILT)).toEqual([{ locale: 'en', path: '/financialblogs/blogs/7' }])
    expect(pageEditions('/financialblogs/tags/tax', BUILT)).toEqual([{ locale: 'en', path: '/financialblogs/tags/tax' }])
    expect(pageEditions('/ar/financialblogs/tags/ضريبة', BUILT)).toEqual([{ locale: 'ar', path: '/ar/financialblogs/tags/ضريبة' }])
  })

  it('counts the page itself even before it is in the built set', () => {
    expect(pageEditions('/company/about', new Set(['/ar/company/about']))).toEqual([
      { locale: 'en', path: '/company/about' },
      { locale: 'ar', path: '/ar/company/about' },
    ])
  })
})

describe('hreflangAlternates', () => {
  it('lists every edition and the English page as x-default, absolute and percent-encoded', () => {
    expect(hreflangAlternates(pageEditions('/ar/company/faq', BUILT), SITE)).toEqual([
      { lang: 'en', url: `${SITE}/company/faq` },
      { lang: 'ar', url: `${SITE}/ar/company/faq` },
      { lang: 'x-default', url: `${SITE}/company/faq` },
    ])
    const tag = [
      { locale: 'en', path: '/financialblogs/tags/ضريبة' },
      { locale: 'ar', path: '/ar/financialblogs/tags/ضريبة' },
    ] as const
    expect(hreflangAlternates(tag, SITE)[1]).toEqual({ lang: 'ar', url: `${SITE}/ar/financialblogs/tags/%D8%B6%D8%B1%D9%8A%D8%A8%D8%A9` })
    expect(
      hreflangAlternates(
        [
          { locale: 'en', path: '/' },
          { locale: 'ar', path: '/ar' },
        ],
        SITE,
      )[2],
    ).toEqual({ lang: 'x-default', url: `${SITE}/` })
  })

  it('gives a page in one edition none', () => {
    expect(hreflangAlternates(pageEditions('/financialblogs/blogs/7', BUILT), SITE)).toEqual([])
  })
})

describe('languageSwitch', () => {
  it('leads to the same page in the other edition', () => {
    expect(languageSwitch('en', pageEditions('/company/faq', BUILT))).toEqual({ locale: 'ar', path: '/ar/company/faq', translated: true })
    expect(languageSwitch('ar', pageEditions('/ar/company/faq', BUILT))).toEqual({ locale: 'en', path: '/company/faq', translated: true })
    expect(languageSwitch('ar', pageEditions('/ar', BUILT))).toEqual({ locale: 'en', path: '/', translated: true })
  })

  it("leads to the other edition's home page where the page has no translation", () => {
    expect(languageSwitch('en', pageEditions('/financialblogs/blogs/7', BUILT))).toEqual({ locale: 'ar', path: '/ar', translated: false })
    expect(languageSwitch('ar', pageEditions('/ar/financialblogs/tags/ضريبة', BUILT))).toEqual({
      locale: 'en',
      path: '/',
      translated: false,
    })
  })
})
