import React from 'react'
import { usePhrases } from '@src/hooks/use-phrases'
import { dubaiTime, parseMoment } from '@src/lib/shared/schedule'
import * as styles from './DraftBadge.module.css'

/** An entry shown outside its schedule: its publish time still to come, or its unpublish time passed. */
export interface ScheduleNotice {
  state: 'upcoming' | 'ended'
  /** The moment as written in the entry, e.g. 2026-12-01T09:00+04:00. */
  at: string
}

export interface DraftBadgeProps {
  /** Placement on the card or article, e.g. a margin. */
  className?: string
  /** Says when a scheduled entry goes live or came down, instead of "Draft". */
  schedule?: ScheduleNotice
}

/**
 * Marks an entry the published site does not show (`draft: true`, or outside its publish and
 * unpublish times): only the development server (`npm start`, `npm run cms`) renders those, so
 * editors see which pages are not public, and when a scheduled one will be.
 */
function Badge({ className, schedule }: DraftBadgeProps) {
  const phrases = usePhrases()
  const moment = schedule && parseMoment(schedule.at)
  let text = phrases.text('articles.draft')
  if (schedule && moment !== undefined) {
    const { date, time } = dubaiTime(moment)
    text = phrases.text(schedule.state === 'upcoming' ? 'articles.scheduled' : 'articles.taken_down', { date: phrases.date(date), time })
  }
  return <span className={className ? `${styles.badge} ${className}` : styles.badge}>{text}</span>
}

/**
 * A production build shows no drafts (src/lib/build/drafts.ts), so its bundle leaves the badge and its
 * date handling out: webpack reads the condition at build time and drops the unused branch.
 */
export const DraftBadge: (props: DraftBadgeProps) => React.JSX.Element | null = process.env.NODE_ENV === 'production' ? () => null : Badge
