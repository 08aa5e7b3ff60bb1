/**
 * Scheduled publishing: an entry (post, case study, company page) may name a moment it goes live
 * (`publish_at`) and one it comes down (`unpublish_at`). Moments are written with their offset,
 * as the CMS writes them in Dubai time (2026-12-01T09:00+04:00); Asia/Dubai keeps +04:00 all year.
 */
import type { Locale } from '../../config/locales'

/** Asia/Dubai's offset from UTC, in minutes; the emirate has no daylight saving time. */
export const DUBAI_OFFSET_MINUTES = 4 * 60
export const DUBAI_OFFSET = '+04:00'

/** The fields of an entry that hold its schedule. */
export const SCHEDULE_FIELDS = ['publish_at', 'unpublish_at'] as const

/** YYYY-MM-DDTHH:mm, seconds optional, then Z or ±HH:MM. */
const MOMENT = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?(Z|[+-]\d{2}:\d{2})$/

/**
 * A moment as milliseconds since the epoch, or undefined if the value is not one. Text must carry
 * its offset; a Date is what a YAML parser makes of a timestamp with seconds (Gatsby's front matter).
 */
export function parseMoment(value: unknown): number | undefined {
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? undefined : value.getTime()
  if (typeof value !== 'string') return undefined
  const match = MOMENT.exec(value.trim())
  if (!match) return undefined
  const [year, month, day, hour, minute, second = 0] = match.slice(1, 7).map((part) => Number(part ?? 0))
  const zone = match[7]
  if (month < 1 || month > 12 || hour > 23 || minute > 59 || second > 59) return undefined
  const local = Date.UTC(year, month - 1, day, hour, minute, second)
  if (new Date(local).getUTCDate() !== day) return undefined
  const offset = zone === 'Z' ? 0 : (zone[0] === '-' ? -1 : 1) * (Number(zone.slice(1, 3)) * 60 + Number(zone.slice(4, 6)))
  return local - offset * 60_000
}

export interface Schedule {
  publishAt?: number
  unpublishAt?: number
}

const isSet = (value: unknown): boolean => value !== undefined && value !== null && value !== ''

/** The schedule of an entry's front matter (or node); a value that is not a moment counts as none (the content check refuses it). */
export function scheduleOf(entry: object): Schedule {
  const { publish_at: publish, unpublish_at: unpublish } = entry as Record<string, unknown>
  return {
    ...(isSet(publish) && { publishAt: parseMoment(publish) }),
    ...(isSet(unpublish) && { unpublishAt: parseMoment(unpublish) }),
  }
}

/** Before its publish moment an entry is upcoming, from its unpublish moment on it has ended, else it is live. */
export type LiveState = 'upcoming' | 'live' | 'ended'

export function liveState({ publishAt, unpublishAt }: Schedule, now: number): LiveState {
  if (publishAt !== undefined && now < publishAt) return 'upcoming'
  if (unpublishAt !== undefined && now >= unpublishAt) return 'ended'
  return 'live'
}

/** What an entry is at `now`: a draft never goes live, whatever its schedule. */
export type EntryState = LiveState | 'draft'

export const entryState = (entry: object, now: number): EntryState =>
  (entry as { draft?: unknown }).draft === true ? 'draft' : liveState(scheduleOf(entry), now)

/** Each state as the editors' schedule page and the admin's lists name it, in each language of the admin. */
export const STATE_WORDS: Record<EntryState, Readonly<Record<Locale, string>>> = {
  upcoming: { en: 'Scheduled', ar: 'مجدول' },
  live: { en: 'Live', ar: 'منشور' },
  ended: { en: 'Taken down', ar: 'سُحب من الموقع' },
  draft: { en: 'Draft (never goes live)', ar: 'مسودة (لا تُنشر أبدًا)' },
}

/** The words of the editors' schedule page (src/node/schedule-page.ts), in each language of the admin; its title is the admin's link to it. */
export const SCHEDULE_PAGE_WORDS = {
  title: { en: 'Publishing schedule', ar: 'جدول النشر' },
  intro: {
    en: 'As of the build at {date} {time}, Dubai time (UTC+4), in which every time below is given. The site is rebuilt within 15 minutes of each time.',
    ar: 'كما كان عند بناء الموقع في {date} الساعة {time} بتوقيت دبي (UTC+4)، وبه تُذكر كل الأوقات أدناه. يُعاد بناء الموقع خلال 15 دقيقة من كل موعد.',
  },
  caption: { en: 'Scheduled entries, soonest change first', ar: 'المُدخلات المجدولة، الأقرب موعدًا أولًا' },
  collection: { en: 'Collection', ar: 'المجموعة' },
  language: { en: 'Language', ar: 'اللغة' },
  now: { en: 'Now', ar: 'الحالة الآن' },
  nothing: { en: 'Nothing is scheduled.', ar: 'لا يوجد أي مُدخل مجدول.' },
} as const satisfies Record<string, Readonly<Record<Locale, string>>>

/** The soonest moment after `now` at which one of the schedules changes what the site shows. */
export function nextChange(schedules: readonly Schedule[], now: number): number | undefined {
  const later = schedules
    .flatMap(({ publishAt, unpublishAt }) => [publishAt, unpublishAt])
    .filter((t): t is number => t !== undefined && t > now)
  return later.length > 0 ? Math.min(...later) : undefined
}

/** A moment in Dubai time: its calendar date (YYYY-MM-DD) and its time (HH:mm). */
export function dubaiTime(moment: number): { date: string; time: string } {
  const iso = new Date(moment + DUBAI_OFFSET_MINUTES * 60_000).toISOString()
  return { date: iso.slice(0, 10), time: iso.slice(11, 16) }
}

/** A moment as the CMS writes it: 2026-12-01T09:00+04:00. */
export function dubaiMoment(moment: number): string {
  const { date, time } = dubaiTime(moment)
  return `${date}T${time}${DUBAI_OFFSET}`
}
