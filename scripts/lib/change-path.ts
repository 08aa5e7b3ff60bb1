/**
 * Which CI path a commit takes. A change to content alone (the Markdown and YAML under content/ and
 * the CMS's media folder) runs the content pipeline (`npm run test:content`); anything else, or a
 * change whose files cannot be known, runs the full suite (`npm test`).
 */
import { CONTENT_DIR } from '../../src/config/constants'
import { MEDIA } from '../../src/content-model/media'

export type CiPath = 'content' | 'full'

export interface PathChoice {
  path: CiPath
  /** One sentence for the log and the job summary. */
  reason: string
}

const CONTENT_FOLDERS = [...new Set([CONTENT_DIR, MEDIA.folder])].map((folder) => `${folder}/`)

const isContent = (file: string): boolean => CONTENT_FOLDERS.some((folder) => file.startsWith(folder))

/** The path for a list of changed files (paths from the repository root, as `git diff --name-only` prints them). */
export function choosePath(files: readonly string[]): PathChoice {
  if (files.length === 0) return { path: 'full', reason: 'no changed files were found, so nothing shows the change is content alone' }
  const other = files.filter((file) => !isContent(file))
  if (other.length === 0)
    return { path: 'content', reason: `all ${files.length} changed file(s) are content (${CONTENT_FOLDERS.join(', ')})` }
  const shown = other.slice(0, 5).join(', ')
  return { path: 'full', reason: `${other.length} changed file(s) are not content: ${shown}${other.length > 5 ? ', …' : ''}` }
}

/** The parts of a GitHub event payload (GITHUB_EVENT_PATH) that say what a run compares. */
export interface EventPayload {
  before?: string
  after?: string
  created?: boolean
  forced?: boolean
  pull_request?: { base?: { sha?: string }; head?: { sha?: string } }
}

/** Commits to compare (`git diff base...head` for a pull request, `base..head` for a push), or why the full suite runs anyway. */
export type Comparison = { base: string; head: string; mergeBase: boolean } | { full: string }

const NO_COMMIT = /^0+$/

/**
 * What to compare for a workflow run, from its event name and payload. A push is compared with the
 * newest commit of its branch whose run passed (`lastGreen`, an ancestor of the pushed commit), not
 * just with the commit before it: otherwise a content commit pushed after a failed code commit
 * would take the content path and deploy code no full run has passed. Commits pushed with
 * `[skip ci]` (the CMS's image uploads) are covered the same way.
 */
export function comparisonFor(eventName: string, event: EventPayload, lastGreen?: string): Comparison {
  if (eventName === 'pull_request') {
    const base = event.pull_request?.base?.sha
    const head = event.pull_request?.head?.sha
    return base && head ? { base, head, mergeBase: true } : { full: 'the pull request does not name its base and head commits' }
  }
  if (eventName === 'push') {
    const { before, after } = event
    if (event.created || !before || NO_COMMIT.test(before))
      return { full: 'the first push of a branch or tag has no earlier commit to compare with' }
    if (event.forced) return { full: 'a force push replaced commits, so the earlier commit is no base to compare with' }
    if (!after || NO_COMMIT.test(after)) return { full: 'the push names no new commit' }
    if (!lastGreen) return { full: 'no earlier commit of this branch has passed this workflow' }
    return { base: lastGreen, head: after, mergeBase: false }
  }
  return { full: `a ${eventName} run always runs the full suite` }
}

/** The part of GitHub's "list workflow runs" answer that names the commits of passed runs. */
export interface WorkflowRuns {
  workflow_runs?: Array<{ head_sha?: string }>
}

/** The commits of passed runs, newest first, without repeats. */
export const passedCommits = (runs: WorkflowRuns): string[] => [
  ...new Set((runs.workflow_runs ?? []).flatMap((run) => (run.head_sha ? [run.head_sha] : []))),
]
