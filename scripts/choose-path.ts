/**
 * `npm run ci:path`: chooses the CI path from the files a run changes (scripts/lib/change-path.ts)
 * and writes `path=content` or `path=full` to $GITHUB_OUTPUT for the workflow's later jobs.
 *
 * In GitHub Actions it compares what the event names: a pull request's base and head (from their
 * merge base), a push's before and after commits. The first push of a branch, a force push, the
 * nightly and manual runs, or a comparison git cannot make, take the full suite.
 * Locally, `npm run ci:path -- main` shows the path the commits since main would take.
 */
import { spawnSync } from 'child_process'
import fs from 'fs'
import { choosePath, comparisonFor, type Comparison, type EventPayload, type PathChoice } from './lib/change-path'

function comparison(): Comparison {
  const base = process.argv[2]
  if (base) return { base, head: 'HEAD', mergeBase: true }
  const eventName = process.env.GITHUB_EVENT_NAME
  const eventPath = process.env.GITHUB_EVENT_PATH
  if (!eventName || !eventPath) {
    console.error('Usage: npm run ci:path -- <base commit or branch> (in GitHub Actions the event says what to compare)')
    process.exit(2)
  }
  return comparisonFor(eventName, JSON.parse(fs.readFileSync(eventPath, 'utf8')) as EventPayload)
}

function choice(compare: Comparison): PathChoice {
  if ('full' in compare) return { path: 'full', reason: compare.full }
  const range = `${compare.base}${compare.mergeBase ? '...' : '..'}${compare.head}`
  const git = spawnSync('git', ['diff', '--name-only', '--no-renames', '-z', range], { encoding: 'utf8' })
  if (git.status !== 0) return { path: 'full', reason: `git could not compare ${range}: ${git.stderr.trim()}` }
  const files = git.stdout.split('\0').filter(Boolean)
  const chosen = choosePath(files)
  return { ...chosen, reason: `${range}: ${chosen.reason}` }
}

const { path, reason } = choice(comparison())
console.log(`CI path: ${path} (${reason})`)
if (process.env.GITHUB_OUTPUT) fs.appendFileSync(process.env.GITHUB_OUTPUT, `path=${path}\n`)
if (process.env.GITHUB_STEP_SUMMARY) {
  const label = path === 'content' ? 'the content pipeline (`npm run test:content`)' : 'the full suite (`npm test`)'
  fs.appendFileSync(process.env.GITHUB_STEP_SUMMARY, `This run takes ${label}: ${reason}.\n`)
}
