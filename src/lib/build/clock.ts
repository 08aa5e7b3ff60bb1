/**
 * The one clock the build reads: whether a scheduled entry is live depends on it. `SITE_NOW` (a
 * date and time with its offset, e.g. 2026-12-01T09:00+04:00) sets it, for tests and for building the
 * site as it will be at a moment to come; otherwise it is the real time.
 */
import { parseMoment } from '../shared/schedule'

export function siteNow(env: { SITE_NOW?: string } = process.env): number {
  if (env.SITE_NOW === undefined || env.SITE_NOW === '') return Date.now()
  const now = parseMoment(env.SITE_NOW)
  if (now === undefined)
    throw new Error(`SITE_NOW must be a date and time with its offset, e.g. 2026-12-01T09:00+04:00; found "${env.SITE_NOW}"`)
  return now
}
