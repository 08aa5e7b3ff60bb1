import React from 'react'
import * as styles from './DraftBadge.module.css'

/** What the badge says; the development-server test looks for it. */
export const DRAFT_LABEL = 'Draft'

export interface DraftBadgeProps {
  /** Placement on the card or article, e.g. a margin. */
  className?: string
}

/**
 * Marks an entry the published site does not show (`draft: true`): only the development server
 * (`npm start`, `npm run cms`) renders drafts, so editors see which pages are not yet public.
 */
export function DraftBadge({ className }: DraftBadgeProps) {
  return <span className={className ? `${styles.badge} ${className}` : styles.badge}>{DRAFT_LABEL}</span>
}
