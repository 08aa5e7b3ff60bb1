import { escapeRegExp } from './escape-reg-exp'

describe('escapeRegExp', () => {
  it('matches the text itself, its special characters included', () => {
    const text = 'Fees (AED) 1.5* [net] ^a$ {2} a|b \\ ?+'
    expect(new RegExp(`^${escapeRegExp(text)}$`).test(text)).toBe(true)
    expect(new RegExp(escapeRegExp('a.b')).test('axb')).toBe(false)
  })
})
