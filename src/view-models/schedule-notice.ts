import type { ScheduleNotice } from '@src/components/DraftBadge/DraftBadge'

interface ScheduledEntry {
  /** Set on an entry node shown outside its schedule (src/node/on-create-node.ts). */
  readonly scheduled?: string | null
  readonly publish_at?: string | null
  readonly unpublish_at?: string | null
}

/** The badge of an entry the development server shows outside its schedule; none for a live one. */
function notice(entry: ScheduledEntry): ScheduleNotice | undefined {
  if (entry.scheduled === 'upcoming' && entry.publish_at) return { state: 'upcoming', at: entry.publish_at }
  if (entry.scheduled === 'ended' && entry.unpublish_at) return { state: 'ended', at: entry.unpublish_at }
  return undefined
}

/**
 * A production build holds no entry outside its schedule (src/lib/build/drafts.ts), so its bundle
 * leaves the notice out, as it does the badge (DraftBadge): webpack reads the condition at build time.
 */
export const scheduleNotice: typeof notice = process.env.NODE_ENV === 'production' ? () => undefined : notice
