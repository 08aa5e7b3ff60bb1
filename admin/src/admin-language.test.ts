import { fromJS } from 'immutable'
import { arabicGaps } from '../../__tests__/support/bilingual'
import { collections } from '@src/content-model/collections'
import type { ContentIssue } from '@src/content-model/validate'
import { ADMIN_PHRASES } from './admin-language'
import type { DraftEntry } from './publish-guard'

describe('the admin’s own words', () => {
  it('have Arabic words for every phrase, with the values in braces of the English', () => {
    expect(arabicGaps(ADMIN_PHRASES, ['switchTo', 'switchLabel'])).toEqual([])
  })
})

describe('the admin in Arabic', () => {
  const blog = collections.find((c) => c.name === 'blog')!
  const refusals: ContentIssue[] = [
    {
      file: 'content/blog/tax-savings.ar.md',
      language: 'ar',
      field: 'category',
      message: 'is required (Category)',
      said: { key: 'required', values: { label: { model: 'Category' } } },
      rule: 'required',
    },
    {
      file: 'content/blog/tax-savings.en.md',
      language: 'en',
      field: 'title',
      message: 'expected at most 90 characters, as many as the layout holds, found 500',
      said: { key: 'max_length', values: { max: 90, length: 500 } },
      rule: 'max-length',
    },
  ]

  /** One of the admin's modules as drawn for an editor who chose Arabic in this browser. */
  async function inArabic<T>(load: () => Promise<T>): Promise<T> {
    localStorage.setItem('admin.language', 'ar')
    try {
      let loaded: T | undefined
      await jest.isolateModulesAsync(async () => {
        loaded = await load()
      })
      return loaded!
    } finally {
      localStorage.removeItem('admin.language')
    }
  }

  it('names each refused field, its language and the problem in Arabic, in the summary and beside the field', async () => {
    const { refusalLine } = await inArabic(() => import('./refusal-summary'))
    const { editorMessage } = await inArabic(() => import('./publish-guard'))
    expect(refusals.map((issue) => refusalLine(blog, issue))).toEqual([
      'العربية · التصنيف: مطلوب',
      'الإنجليزية · العنوان: الحد الأقصى لعدد الأحرف 90، وهو ما يتسع له التصميم، وعددها هنا 500',
    ])
    expect(editorMessage(blog, refusals[1], 'ar')).toBe('الإنجليزية: الحد الأقصى لعدد الأحرف 90، وهو ما يتسع له التصميم، وعددها هنا 500')
  })

  it('marks an entry of the editorial workflow never published, and its editions, in Arabic in the list', async () => {
    const { entryMark } = await inArabic(() => import('./list-marks'))
    const draft = fromJS({ data: { title: 'Tax savings', date: '2026-11-01' } }) as unknown as DraftEntry
    expect(entryMark('blog', draft, Date.parse('2026-12-01T12:00:00+04:00'), { unpublished: true })).toBe('لم يُنشر بعد · الإنجليزية فقط')
  })

  it('counts the fields to change with Arabic’s dual and plural forms', async () => {
    const { adminPhrase } = await inArabic(() => import('./admin-language'))
    expect([1, 2, 3, 11, 100].map((count) => adminPhrase('refusalHeading', { count }))).toEqual([
      'لم يُحفظ شيء: حقل واحد يحتاج إلى تعديل',
      'لم يُحفظ شيء: حقلان يحتاجان إلى تعديل',
      'لم يُحفظ شيء: 3 حقول تحتاج إلى تعديل',
      'لم يُحفظ شيء: 11 حقلًا يحتاج إلى تعديل',
      'لم يُحفظ شيء: 100 حقل يحتاج إلى تعديل',
    ])
  })
})
