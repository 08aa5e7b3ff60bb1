import { toIconName } from './icon-names'

describe('toIconName', () => {
  it('accepts known names from content and refuses others', () => {
    expect(toIconName('globe')).toBe('globe')
    expect(() => toIconName('rocket')).toThrow('Unknown icon "rocket"')
  })
})
