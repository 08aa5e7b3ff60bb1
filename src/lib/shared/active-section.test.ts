import { effectiveSection, mostProminentSection, sectionAtScroll } from './active-section'

const ranges = [
  { id: 'headermenu' as const, top: 0, bottom: 200 },
  { id: 'aboutus' as const, top: 800, bottom: 1600 },
  { id: 'services' as const, top: 2400, bottom: 3400 },
  { id: 'contact' as const, top: 6000, bottom: 6800 },
]

describe('sectionAtScroll (rule 3)', () => {
  it('uses the scroll position plus 150 px', () => {
    expect(sectionAtScroll(650, ranges)).toBe('aboutus') // 800 is reached at 650 + 150
    expect(sectionAtScroll(649, ranges)).toBeUndefined()
  })

  it('returns the first section whose range contains the position', () => {
    expect(sectionAtScroll(0, ranges)).toBe('headermenu')
    expect(sectionAtScroll(2300, ranges)).toBe('services')
    expect(sectionAtScroll(0, [...ranges, { id: 'contact' as const, top: 0, bottom: 9999 }])).toBe('headermenu')
  })

  it('leaves the section unchanged (undefined) between sections', () => {
    expect(sectionAtScroll(1700, ranges)).toBeUndefined()
  })
})

describe('mostProminentSection (rule 2)', () => {
  it('ignores sections less than 10 % visible', () => {
    expect(mostProminentSection([{ id: 'aboutus', ratio: 0.09, top: 10 }])).toBeUndefined()
    expect(mostProminentSection([{ id: 'aboutus', ratio: 0.1, top: 10 }])).toBe('aboutus')
  })

  it('picks the qualifying section nearest the top when several qualify', () => {
    expect(
      mostProminentSection([
        { id: 'aboutus', ratio: 0.4, top: -300 },
        { id: 'services', ratio: 0.6, top: 120 },
        { id: 'contact', ratio: 0.05, top: 2 },
      ]),
    ).toBe('services')
  })
})

describe('effectiveSection', () => {
  it('forces headermenu when the home-page flag is the string false', () => {
    expect(effectiveSection('services', 'false')).toBe('headermenu')
    expect(effectiveSection('services', 'true')).toBe('services')
    expect(effectiveSection('services')).toBe('services')
  })
})
