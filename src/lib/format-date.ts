const DATE_FORMAT = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' })

/** "2025-07-15" → "15 July 2025", the same on the server and in every visitor's time zone. */
export function formatDate(isoDate: string): string {
  return DATE_FORMAT.format(new Date(isoDate))
}

/** "2025-07-15" → "July 2025". */
export function formatMonth(isoDate: string): string {
  return new Intl.DateTimeFormat('en-GB', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(isoDate))
}
