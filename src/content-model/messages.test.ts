import { arabicGaps } from '../../__tests__/support/bilingual'
import { MESSAGES, message, say } from './messages'

describe('the content check’s messages', () => {
  it('have Arabic words for every message, with the values in braces of the English', () => {
    expect(arabicGaps(MESSAGES)).toEqual([])
  })

  it('are said in English for the terminal, and in Arabic with the model’s words in Arabic', () => {
    const { message: english, said } = message('after', { label: { model: 'Publish at' }, earlier: '2027-01-05T09:00+04:00', found: '"x"' })
    expect(english).toBe('expected a moment after Publish at (2027-01-05T09:00+04:00), found "x"')
    expect(say(said, 'ar')).toBe('المتوقع موعد بعد موعد النشر (2027-01-05T09:00+04:00)، والموجود "x"')
    const kind = message('expected', { what: { key: 'whole_number' }, found: { key: 'a_list' } })
    expect(say(kind.said, 'ar')).toBe('المتوقع عدد صحيح، والموجود قائمة')
  })
})
