/** @jest-environment node */
import { phraseDataOf } from './phrase-data'

describe('phraseDataOf', () => {
  it('gives the phrases of a half-filled CMS entry empty rather than missing, an unset plural form null', () => {
    const data = phraseDataOf({ header: { menu: 'Main' } })
    expect(data.header).toMatchObject({ home_link: '', menu_button: '', menu: 'Main', breadcrumb: '' })
    expect(data.listings.articles).toEqual({ zero: null, one: null, two: null, few: null, many: null, other: '' })
    expect(data.dates.months).toEqual([])
  })
})
