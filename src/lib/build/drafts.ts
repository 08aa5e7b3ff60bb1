import { liveState, scheduleOf } from '../shared/schedule'

/**
 * Whether a build shows draft entries (`draft: true` in front matter): only the development server
 * (`npm start`, `npm run cms`) does. A production build, and anything not known to be development,
 * leaves them out, so a draft cannot be published by accident.
 */
export interface BuildEnvironment {
  /** Set by Gatsby to the command it runs: "develop", "build", "serve", … */
  gatsby_executing_command?: string
  NODE_ENV?: string
}

export function includeDrafts(env: BuildEnvironment): boolean {
  if (env.gatsby_executing_command !== undefined) return env.gatsby_executing_command === 'develop'
  return env.NODE_ENV === 'development'
}

/**
 * Whether an entry (its front matter, or its node) is in a build that does or does not show drafts,
 * at the moment `now`: outside its schedule (src/lib/shared/schedule.ts) an entry is left out as a draft is.
 */
export const isPublished = (entry: object, showDrafts: boolean, now: number): boolean =>
  showDrafts || ((entry as { draft?: unknown }).draft !== true && liveState(scheduleOf(entry), now) === 'live')
