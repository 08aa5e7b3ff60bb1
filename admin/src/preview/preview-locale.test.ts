import { previewDocumentLanguage, previewLocale } from './preview-locale'
import { documentLanguage } from '@src/lib/shared/document-language'

describe('the edition a preview shows', () => {
  it('is the locale Decap passes, or English for a collection without editions or an unknown code', () => {
    expect(previewLocale('ar')).toBe('ar')
    expect(previewLocale('en')).toBe('en')
    expect(previewLocale(undefined)).toBe('en')
    expect(previewLocale('fr')).toBe('en')
  })

  it('gives the preview frame the language and direction of a page of that edition', () => {
    expect(previewDocumentLanguage('ar')).toEqual({ lang: 'ar', dir: 'rtl' })
    expect(previewDocumentLanguage('en')).toEqual({ lang: 'en', dir: 'ltr' })
    expect(previewDocumentLanguage('ar')).toEqual(documentLanguage('/ar/financialblogs/blogs/1'))
    expect(previewDocumentLanguage('en')).toEqual(documentLanguage('/financialblogs/blogs/1'))
  })
})
