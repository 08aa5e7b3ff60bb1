import React from 'react'
import { usePhrases } from '../../hooks/use-phrases'
import * as styles from './DraftBadge.module.css'

export interface DraftBadgeProps {
  /** Placement on the card or article, e.g. a margin. */
  className?: string
}

/**
 * Marks an entry the published site does not show (`draft: true`): only the development server
 * (`npm start`, `npm run cms`) renders drafts, so editors see which pages are not yet public.
 */
export function DraftBadge({ className }: DraftBadgeProps) {
  const phrases = usePhrases()
  return <span className={className ? `${styles.badge} ${className}` : styles.badge}>{phrases.text('articles.draft')}</span>
}
