/**
 * How `npm run cms` runs decap-server: in its file mode (Publish writes the files under content/)
 * or, with --workflow, in its git mode, where drafts are branches of the working repository.
 */

export const WORKFLOW_FLAG = '--workflow'

export interface CmsArgs {
  workflow: boolean
  /** Everything else, for gatsby develop. */
  developArgs: string[]
}

export function parseCmsArgs(args: readonly string[]): CmsArgs {
  return { workflow: args.includes(WORKFLOW_FLAG), developArgs: args.filter((arg) => arg !== WORKFLOW_FLAG) }
}

export interface RepositoryState {
  /** `git rev-parse --abbrev-ref HEAD`, undefined when the folder is not a Git working copy. */
  currentBranch: string | undefined
  /** `git status --porcelain` */
  status: string
}

/**
 * Why decap-server's git mode must not start on this working copy: it commits with `git add .`
 * (any unrelated change would land in an editor's draft) and checks branches out in place, and
 * it merges published drafts into the branch the admin is built for, which is the one the
 * development site must show.
 */
export function workflowBlockers({ currentBranch, status }: RepositoryState, branch: string): string[] {
  if (currentBranch === undefined) return ['this folder is not a Git working copy: --workflow keeps drafts as Git branches']
  const blockers: string[] = []
  if (currentBranch !== branch) {
    blockers.push(`the working copy is on "${currentBranch}", not on "${branch}", the branch drafts are published to: git switch ${branch}`)
  }
  const changed = status
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => line.slice(3))
  if (changed.length > 0) {
    const shown = changed.slice(0, 5).join(', ') + (changed.length > 5 ? `, and ${changed.length - 5} more` : '')
    blockers.push(`the working copy has uncommitted changes (${shown}): commit or stash them, or they would be saved into the first draft`)
  }
  return blockers
}
