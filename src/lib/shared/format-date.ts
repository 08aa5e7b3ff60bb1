import { fillPhrase } from './fill-phrase'

/**
 * How dates are written in a language (the `dates` of content/settings/interface.yaml): month names
 * and the patterns of a full date and of a month. Spelled out rather than Intl.DateTimeFormat:
 * creating the first Intl date formatter loads locale data, main-thread work on every page that
 * shows a date. The unit tests check the words against ICU's (en-GB, ar-AE-u-nu-latn).
 */
export interface DateWords {
  /** January to December. */
  readonly months: readonly string[]
  /** e.g. "{day} {month} {year}" */
  readonly day: string
  /** e.g. "{month} {year}" */
  readonly month: string
}

/** Reads the calendar date of an ISO date ("2025-07-15" or a full timestamp), independent of time zone. */
function calendarDate(isoDate: string, words: DateWords): { day: number; month: string; year: number } {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(isoDate)
  const month = match ? words.months[Number(match[2]) - 1] : undefined
  if (!match || !month) throw new Error(`Expected an ISO date (YYYY-MM-DD), got "${isoDate}"`)
  return { day: Number(match[3]), month, year: Number(match[1]) }
}

/** "2025-07-15" → "15 July 2025" (digits 0-9 in every language), the same on the server and in every time zone. */
export function formatDate(isoDate: string, words: DateWords): string {
  return fillPhrase('dates.day', words.day, calendarDate(isoDate, words))
}

/** "2025-07-15" → "July 2025". */
export function formatMonth(isoDate: string, words: DateWords): string {
  const { month, year } = calendarDate(isoDate, words)
  return fillPhrase('dates.month', words.month, { month, year })
}
