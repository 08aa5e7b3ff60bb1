import { DEFAULT_LOCALE, LOCALES, localeOfPath, localisedPath, unlocalisedPath } from './locales'

describe('localeOfPath', () => {
  it.each([
    ['/ar', 'ar'],
    ['/ar/', 'ar'],
    ['/ar/financialsolutions/services', 'ar'],
    ['/', 'en'],
    ['/company/faq', 'en'],
    ['/archive', 'en'],
    ['/financialblogs/tags/ar', 'en'],
  ])('%s is in the %s edition', (path, locale) => expect(localeOfPath(path)).toBe(locale))
})

describe('localisedPath', () => {
  it('leaves English paths as the specification gives them', () => {
    expect(localisedPath('en', '/')).toBe('/')
    expect(localisedPath('en', '/company/faq')).toBe('/company/faq')
  })

  it('puts Arabic paths under /ar, the home page at /ar itself', () => {
    expect(localisedPath('ar', '/')).toBe('/ar')
    expect(localisedPath('ar', '/financialblogs/blogs/1')).toBe('/ar/financialblogs/blogs/1')
  })

  it('round-trips with localeOfPath for every locale', () => {
    for (const locale of Object.keys(LOCALES) as (keyof typeof LOCALES)[]) {
      expect(localeOfPath(localisedPath(locale, '/company/faq'))).toBe(locale)
      expect(localeOfPath(localisedPath(locale, '/'))).toBe(locale)
    }
    expect(DEFAULT_LOCALE).toBe('en')
  })
})

describe('unlocalisedPath', () => {
  it.each([
    ['/ar', '/'],
    ['/ar/', '/'],
    ['/ar/company/faq', '/company/faq'],
    ['/company/faq', '/company/faq'],
    ['/archive', '/archive'],
    ['/', '/'],
  ])('%s is %s in English', (path, english) => expect(unlocalisedPath(path)).toBe(english))

  it('undoes localisedPath in every edition', () => {
    for (const locale of Object.keys(LOCALES) as (keyof typeof LOCALES)[]) {
      for (const path of ['/', '/financialblogs/tags/ضريبة-الشركات']) expect(unlocalisedPath(localisedPath(locale, path))).toBe(path)
    }
  })
})
