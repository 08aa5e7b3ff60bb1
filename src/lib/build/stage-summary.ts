/**
 * The one line each of the build's own stages prints (`page creation: 6,846 pages in 1.2 s, 0.2 ms
 * a page`), so that a slow step shows in any build log; the content benchmark (tools/bench-content.ts)
 * reads them back from the log.
 */
import { performance } from 'perf_hooks'

export const STAGES = ['page creation', 'structured data', 'feeds', 'redirects', 'post-build', 'search index'] as const
export type Stage = (typeof STAGES)[number]

/** The stage's line: what it did to how many pages, in how long; `detail` adds what else it counted. */
export function stageSummary(stage: Stage, pages: number, ms: number, detail?: string): string {
  const each = pages > 0 ? `, ${(ms / pages).toFixed(1)} ms a page` : ''
  return `${stage}: ${pages.toLocaleString('en-US')} pages in ${(ms / 1000).toFixed(1)} s${each}${detail ? `; ${detail}` : ''}`
}

/** The stage lines of a build's log, in the order the build printed them. */
export function stageLines(log: string): string[] {
  const line = new RegExp(`^(?:info )?((?:${STAGES.join('|')}): [\\d,]+ pages in [\\d.]+ s.*)$`, 'gm')
  return [...log.matchAll(line)].map((match) => match[1])
}

/** Milliseconds since the call, each time the returned function is called. */
export function stopwatch(): () => number {
  const started = performance.now()
  return () => performance.now() - started
}

/** Adds up the time spent in `measure`d calls, and counts them. */
export function timeAccount() {
  const account = {
    ms: 0,
    count: 0,
    measure<T>(work: () => T): T {
      const elapsed = stopwatch()
      try {
        return work()
      } finally {
        account.ms += elapsed()
        account.count += 1
      }
    },
  }
  return account
}
