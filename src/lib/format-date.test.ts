import { formatDate, formatMonth } from './format-date'

describe('formatDate', () => {
  it('writes day, month name and year in British order', () => {
    expect(formatDate('2025-07-15')).toBe('15 July 2025')
    expect(formatDate('2024-01-03')).toBe('3 January 2024')
  })

  it('keeps the calendar date of a timestamp whatever the time zone', () => {
    expect(formatDate('2025-12-31T23:30:00.000Z')).toBe('31 December 2025')
  })

  it('refuses what is not an ISO date', () => {
    expect(() => formatDate('15/07/2025')).toThrow('Expected an ISO date')
    expect(() => formatDate('2025-13-01')).toThrow('Expected an ISO date')
  })
})

describe('formatMonth', () => {
  it('writes month name and year', () => {
    expect(formatMonth('2025-02-28')).toBe('February 2025')
  })
})
