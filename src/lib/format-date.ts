// Spelled out rather than Intl.DateTimeFormat: creating the first Intl formatter
// loads locale data, ~20 ms of main-thread work on every page that shows a date.
const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December']

/** Reads the calendar date of an ISO date ("2025-07-15" or a full timestamp), independent of time zone. */
function calendarDate(isoDate: string): { day: number; month: string; year: number } {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(isoDate)
  const month = match ? MONTHS[Number(match[2]) - 1] : undefined
  if (!match || !month) throw new Error(`Expected an ISO date (YYYY-MM-DD), got "${isoDate}"`)
  return { day: Number(match[3]), month, year: Number(match[1]) }
}

/** "2025-07-15" → "15 July 2025", the same on the server and in every visitor's time zone. */
export function formatDate(isoDate: string): string {
  const { day, month, year } = calendarDate(isoDate)
  return `${day} ${month} ${year}`
}

/** "2025-07-15" → "July 2025". */
export function formatMonth(isoDate: string): string {
  const { month, year } = calendarDate(isoDate)
  return `${month} ${year}`
}
