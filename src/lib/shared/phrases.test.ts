import { Phrases } from './phrases'

const DATA = {
  header: { home_link: '{name}, home', menu: 'Main' },
  listings: { articles: { one: '{count} article', other: '{count} articles', zero: null } },
  dates: {
    months: ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'],
    day: '{day} {month} {year}',
    month: '{month} {year}',
  },
}
const ARABIC = {
  ...DATA,
  listings: {
    articles: {
      zero: '{count} مقال',
      one: 'مقال واحد',
      two: 'مقالان',
      few: '{count} مقالات',
      many: '{count} مقالًا',
      other: '{count} مقال',
    },
  },
}

describe('Phrases', () => {
  it('gives a phrase by group and name, filled in', () => {
    const phrases = new Phrases(DATA, 'en')
    expect(phrases.text('header.menu')).toBe('Main')
    expect(phrases.text('header.home_link', { name: 'Meridian' })).toBe('Meridian, home')
    expect(() => phrases.text('header.home_link')).toThrow('header.home_link')
    expect(phrases.template('header.home_link')).toBe('{name}, home')
  })

  it("counts in the language's plural forms, the count filling {count}", () => {
    expect(new Phrases(DATA, 'en').count('listings.articles', 1)).toBe('1 article')
    expect(new Phrases(DATA, 'en').count('listings.articles', 0)).toBe('0 articles')
    expect([0, 1, 2, 3, 11, 100].map((n) => new Phrases(ARABIC, 'ar').count('listings.articles', n))).toEqual([
      '0 مقال',
      'مقال واحد',
      'مقالان',
      '3 مقالات',
      '11 مقالًا',
      '100 مقال',
    ])
  })

  it('writes dates with its words', () => {
    const phrases = new Phrases(DATA, 'en')
    expect(phrases.date('2025-07-15')).toBe('15 July 2025')
    expect(phrases.month('2025-07-15')).toBe('July 2025')
  })

  it('names a phrase the data lacks', () => {
    const partial = { ...DATA, header: {} } as unknown as typeof DATA
    expect(() => new Phrases(partial, 'en').text('header.menu')).toThrow('The interface phrase header.menu is missing')
  })
})
