import fs from 'fs'
import path from 'path'
import yaml from 'js-yaml'
import { formatDate, formatMonth, type DateWords } from './format-date'

/** The date words of each edition of the content, which the site writes its dates with. */
const editions = yaml.load(fs.readFileSync(path.resolve('content/settings/interface.yaml'), 'utf8')) as Record<
  'en' | 'ar',
  { dates: DateWords }
>
const ENGLISH = editions.en.dates
const ARABIC = editions.ar.dates

/** What ICU writes for the same dates: each language's words must agree with it. */
const icu = (tag: string, options: Intl.DateTimeFormatOptions) => new Intl.DateTimeFormat(tag, { ...options, timeZone: 'UTC' })
const EVERY_MONTH = Array.from({ length: 12 }, (_, i) => `2025-${String(i + 1).padStart(2, '0')}-${String(i + 9).padStart(2, '0')}`)

describe('formatDate', () => {
  it('writes day, month name and year in British order', () => {
    expect(formatDate('2025-07-15', ENGLISH)).toBe('15 July 2025')
    expect(formatDate('2024-01-03', ENGLISH)).toBe('3 January 2024')
  })

  it('keeps the calendar date of a timestamp whatever the time zone', () => {
    expect(formatDate('2025-12-31T23:30:00.000Z', ENGLISH)).toBe('31 December 2025')
  })

  it('refuses what is not an ISO date', () => {
    expect(() => formatDate('15/07/2025', ENGLISH)).toThrow('Expected an ISO date')
    expect(() => formatDate('2025-13-01', ENGLISH)).toThrow('Expected an ISO date')
  })

  it("writes every month as ICU's British English does", () => {
    const british = icu('en-GB', { day: 'numeric', month: 'long', year: 'numeric' })
    for (const iso of EVERY_MONTH) expect(formatDate(iso, ENGLISH)).toBe(british.format(new Date(iso)))
  })

  it("writes Arabic dates with the UAE's month names and digits 0-9, as ICU's ar-AE with Latin digits does", () => {
    expect(formatDate('2025-07-15', ARABIC)).toBe('15 يوليو 2025')
    const arabic = icu('ar-AE-u-nu-latn', { day: 'numeric', month: 'long', year: 'numeric' })
    for (const iso of EVERY_MONTH) expect(formatDate(iso, ARABIC)).toBe(arabic.format(new Date(iso)))
    expect(formatDate('2025-11-21', ARABIC)).toMatch(/^[0-9]+ \S+ [0-9]+$/)
  })

  it('names the pattern when it asks for a value there is none of', () => {
    expect(() => formatDate('2025-07-15', { ...ENGLISH, day: '{weekday} {day} {month}' })).toThrow('dates.day')
  })
})

describe('formatMonth', () => {
  it('writes month name and year', () => {
    expect(formatMonth('2025-02-28', ENGLISH)).toBe('February 2025')
    expect(formatMonth('2025-07-15', ARABIC)).toBe('يوليو 2025')
  })

  it('agrees with ICU in both languages', () => {
    const british = icu('en-GB', { month: 'long', year: 'numeric' })
    const arabic = icu('ar-AE-u-nu-latn', { month: 'long', year: 'numeric' })
    for (const iso of EVERY_MONTH) {
      expect(formatMonth(iso, ENGLISH)).toBe(british.format(new Date(iso)))
      expect(formatMonth(iso, ARABIC)).toBe(arabic.format(new Date(iso)))
    }
  })
})
