import { fillPhrase } from './fill-phrase'

describe('fillPhrase', () => {
  it('puts each value where its placeholder stands, as often as it stands there', () => {
    expect(fillPhrase('listings.tag_intro', '{articles} tagged “{tag}”, newest first.', { articles: '3 articles', tag: 'VAT' })).toBe(
      '3 articles tagged “VAT”, newest first.',
    )
    expect(fillPhrase('x', '{n} / {n}', { n: 2 })).toBe('2 / 2')
    expect(fillPhrase('x', 'الصفحة {page}', { page: 12 })).toBe('الصفحة 12')
  })

  it('leaves a phrase without placeholders as it is, and ignores values it does not use', () => {
    expect(fillPhrase('page.back_to_top', 'Back to top')).toBe('Back to top')
    expect(fillPhrase('x', 'مقال واحد', { count: 1 })).toBe('مقال واحد')
  })

  it('fails naming the phrase and the placeholder when a value is missing', () => {
    expect(() => fillPhrase('header.home_link', '{name}, home', { title: 'x' })).toThrow(
      'The interface phrase header.home_link ("{name}, home") needs a value for {name}',
    )
  })
})
