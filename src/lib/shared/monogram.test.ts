import { monogram } from './monogram'

describe('monogram', () => {
  it('takes the first and last capitalised parts of a Latin name', () => {
    expect(monogram('Hana Al Mansoori')).toBe('HM')
    expect(monogram('Rahul Menon')).toBe('RM')
    expect(monogram('Omar bin Rashid')).toBe('OR')
    expect(monogram('Priya')).toBe('P')
  })

  it('gives Arabic names their initials, after the article, kept from joining', () => {
    // The team of content-ar/company/team.md.
    expect(monogram('هناء المنصوري')).toBe('ه\u200cم')
    expect(monogram('راهول مينون')).toBe('ر\u200cم')
    expect(monogram('سارة كوفاتش')).toBe('س\u200cك')
    expect(monogram('يوسف حداد')).toBe('ي\u200cح')
    expect(monogram('عمر السويدي')).toBe('ع\u200cس')
  })

  it('is empty for a name with no letter to take', () => {
    expect(monogram('')).toBe('')
    expect(monogram('— 42')).toBe('')
  })
})
