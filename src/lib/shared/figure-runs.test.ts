import { figureRuns } from './figure-runs'

const figures = (text: string) =>
  figureRuns(text)
    .filter((run) => run.figure)
    .map((run) => run.text)

describe('figureRuns', () => {
  it('isolates the number of a counter, not its word', () => {
    expect(figureRuns('+25 ألف')).toEqual([
      { text: '+25', figure: true },
      { text: ' ألف', figure: false },
    ])
    expect(figureRuns('30+')).toEqual([{ text: '30+', figure: true }])
  })

  it('finds each figure of a phrase with its signs and separators', () => {
    expect(figures('5 من 6')).toEqual(['5', '6'])
    expect(figures('375,000 درهم')).toEqual(['375,000'])
    expect(figures('22%')).toEqual(['22%'])
    expect(figures('$19.99')).toEqual(['$19.99'])
    expect(figures('+25K')).toEqual(['+25K'])
    expect(figures('+971 55 418 2730')).toEqual(['+971 55 418 2730'])
    expect(figures('من 09:00-18:00')).toEqual(['09:00-18:00'])
    expect(figures('15 يوليو 2025')).toEqual(['15', '2025'])
    expect(figures('AED 375,000 and USD 3m')).toEqual(['AED 375,000', 'USD 3m'])
    expect(figures('IN 2025')).toEqual(['2025'])
  })

  it('leaves text without digits whole, and joins back to the text', () => {
    expect(figureRuns('سنتان')).toEqual([{ text: 'سنتان', figure: false }])
    expect(figureRuns('')).toEqual([])
    for (const text of ['+25 ألف', 'Up 12.5% in 2025.', '1 / 3'])
      expect(
        figureRuns(text)
          .map((run) => run.text)
          .join(''),
      ).toBe(text)
  })
})
