import { documentLanguage } from './document-language'

describe('documentLanguage', () => {
  it.each(['/ar', '/ar/', '/ar/financialsolutions/services', '/ar/financialblogs/blogs/1', '/ar/company/faq'])(
    '%s is Arabic, right to left',
    (path) => expect(documentLanguage(path)).toEqual({ lang: 'ar', dir: 'rtl' }),
  )

  it.each(['/', '/company/faq', '/financialblogs/tags/ar', '/archive', '/404/', '/404.html', '/dev-404-page/'])(
    '%s is English, left to right',
    (path) => expect(documentLanguage(path)).toEqual({ lang: 'en', dir: 'ltr' }),
  )
})
