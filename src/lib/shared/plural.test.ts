import { PLURAL_CATEGORIES, pluralCategoriesOf, pluralCategory, pluralForm } from './plural'

const ARABIC = { zero: 'لا مقالات', one: 'مقال واحد', two: 'مقالان', few: '{count} مقالات', many: '{count} مقالًا', other: '{count} مقال' }

describe('pluralCategory', () => {
  it('chooses the six Arabic categories as CLDR defines them', () => {
    expect([0, 1, 2, 3, 10, 11, 99, 100, 101, 102, 103, 111, 1000].map((n) => [n, pluralCategory('ar', n)])).toEqual([
      [0, 'zero'],
      [1, 'one'],
      [2, 'two'],
      [3, 'few'],
      [10, 'few'],
      [11, 'many'],
      [99, 'many'],
      [100, 'other'],
      [101, 'other'],
      [102, 'other'],
      [103, 'few'],
      [111, 'many'],
      [1000, 'other'],
    ])
  })

  it('has one and other in English, 0 taking other', () => {
    expect([0, 1, 2, 11, 100].map((n) => pluralCategory('en', n))).toEqual(['other', 'one', 'other', 'other', 'other'])
  })
})

describe('pluralCategoriesOf', () => {
  it('names the forms each language needs, in CLDR order', () => {
    expect(pluralCategoriesOf('en')).toEqual(['one', 'other'])
    expect(pluralCategoriesOf('ar')).toEqual([...PLURAL_CATEGORIES])
  })
})

describe('pluralForm', () => {
  it("picks the form of the number's category", () => {
    expect([0, 1, 2, 3, 11, 100].map((n) => pluralForm(ARABIC, 'ar', n))).toEqual([
      ARABIC.zero,
      ARABIC.one,
      ARABIC.two,
      ARABIC.few,
      ARABIC.many,
      ARABIC.other,
    ])
    expect(pluralForm({ one: '{count} article', other: '{count} articles' }, 'en', 1)).toBe('{count} article')
  })

  it('falls back to other where a form is missing or empty', () => {
    expect(pluralForm({ other: '{count} Comments' }, 'en', 1)).toBe('{count} Comments')
    expect(pluralForm({ ...ARABIC, two: '', few: null }, 'ar', 2)).toBe(ARABIC.other)
    expect(pluralForm({ ...ARABIC, few: null }, 'ar', 3)).toBe(ARABIC.other)
  })
})
