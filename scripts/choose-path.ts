/**
 * `npm run ci:path`: chooses the CI path from the files a run changes (scripts/lib/change-path.ts)
 * and writes `path=content` or `path=full` to $GITHUB_OUTPUT for the workflow's later jobs.
 *
 * In GitHub Actions it compares what the event names: a pull request's head with its base (from
 * their merge base); a push with the newest commit of the branch whose run of this workflow passed,
 * asked of GitHub's API with the job's token (GITHUB_TOKEN). The first push of a branch, a force
 * push, the nightly and manual runs, or a comparison that cannot be made, take the full suite.
 * Locally, `npm run ci:path -- main` shows the path the commits since main would take.
 */
import { spawnSync } from 'child_process'
import fs from 'fs'
import {
  choosePath,
  comparisonFor,
  passedCommits,
  type Comparison,
  type EventPayload,
  type PathChoice,
  type WorkflowRuns,
} from './lib/change-path'

const git = (...args: string[]) => spawnSync('git', args, { encoding: 'utf8' })

/** The newest commit of the pushed branch whose run passed and that the pushed commit builds on. */
async function lastGreen(head: string): Promise<string | undefined> {
  const {
    GITHUB_API_URL = 'https://api.github.com',
    GITHUB_REPOSITORY,
    GITHUB_WORKFLOW_REF = '',
    GITHUB_REF_NAME,
    GITHUB_TOKEN,
  } = process.env
  const workflow = /\/\.github\/workflows\/([^@]+)@/.exec(GITHUB_WORKFLOW_REF)?.[1]
  if (!GITHUB_REPOSITORY || !workflow || !GITHUB_REF_NAME || !GITHUB_TOKEN) {
    console.log('GITHUB_REPOSITORY, GITHUB_WORKFLOW_REF, GITHUB_REF_NAME or GITHUB_TOKEN is not set: no passed run to compare with')
    return undefined
  }
  const query = new URLSearchParams({ branch: GITHUB_REF_NAME, status: 'success', per_page: '30' })
  const url = `${GITHUB_API_URL}/repos/${GITHUB_REPOSITORY}/actions/workflows/${encodeURIComponent(workflow)}/runs?${query}`
  const response = await fetch(url, {
    headers: { Accept: 'application/vnd.github+json', Authorization: `Bearer ${GITHUB_TOKEN}`, 'X-GitHub-Api-Version': '2022-11-28' },
  })
  if (!response.ok) {
    console.log(`GitHub answered ${response.status} for the passed runs of ${workflow} on ${GITHUB_REF_NAME}`)
    return undefined
  }
  return passedCommits((await response.json()) as WorkflowRuns).find(
    (commit) => git('merge-base', '--is-ancestor', commit, head).status === 0,
  )
}

async function comparison(): Promise<Comparison> {
  const base = process.argv[2]
  if (base) return { base, head: 'HEAD', mergeBase: true }
  const eventName = process.env.GITHUB_EVENT_NAME
  const eventPath = process.env.GITHUB_EVENT_PATH
  if (!eventName || !eventPath) {
    console.error('Usage: npm run ci:path -- <base commit or branch> (in GitHub Actions the event says what to compare)')
    process.exit(2)
  }
  const event = JSON.parse(fs.readFileSync(eventPath, 'utf8')) as EventPayload
  const green = eventName === 'push' && event.after ? await lastGreen(event.after) : undefined
  return comparisonFor(eventName, event, green)
}

function choice(compare: Comparison): PathChoice {
  if ('full' in compare) return { path: 'full', reason: compare.full }
  const range = `${compare.base}${compare.mergeBase ? '...' : '..'}${compare.head}`
  const diff = git('diff', '--name-only', '--no-renames', '-z', range)
  if (diff.status !== 0) return { path: 'full', reason: `git could not compare ${range}: ${diff.stderr.trim()}` }
  const chosen = choosePath(diff.stdout.split('\0').filter(Boolean))
  return { ...chosen, reason: `${range}: ${chosen.reason}` }
}

comparison().then(
  (compare) => {
    const { path, reason } = choice(compare)
    console.log(`CI path: ${path} (${reason})`)
    if (process.env.GITHUB_OUTPUT) fs.appendFileSync(process.env.GITHUB_OUTPUT, `path=${path}\n`)
    if (process.env.GITHUB_STEP_SUMMARY) {
      const label = path === 'content' ? 'the content pipeline (`npm run test:content`)' : 'the full suite (`npm test`)'
      fs.appendFileSync(process.env.GITHUB_STEP_SUMMARY, `This run takes ${label}: ${reason}.\n`)
    }
  },
  (error: unknown) => {
    // The choice is only an optimisation: when it cannot be made, the full suite runs.
    console.error(error)
    if (process.env.GITHUB_OUTPUT) fs.appendFileSync(process.env.GITHUB_OUTPUT, 'path=full\n')
  },
)
