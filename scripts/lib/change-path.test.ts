/** @jest-environment node */
import { execFile, execFileSync } from 'child_process'
import http from 'http'
import type { AddressInfo } from 'net'
import fs from 'fs'
import os from 'os'
import path from 'path'
import { promisify } from 'util'
import { choosePath, comparisonFor, passedCommits } from './change-path'
import { MEDIA } from '../../src/content-model/media'
import { CONTENT_DIR } from '../../src/config/constants'

const ROOT = path.resolve(__dirname, '../..')
/** Real files of the repository, so the samples follow the layout if it moves. */
const post = `${CONTENT_DIR}/blog/${fs.readdirSync(path.join(ROOT, CONTENT_DIR, 'blog'))[0]}`
const image = `${MEDIA.folder}/${fs.readdirSync(path.join(ROOT, MEDIA.folder))[0]}`

describe('the CI path for a list of changed files', () => {
  it.each([
    ['one post', 'content', [post]],
    ['a post and an image the CMS uploaded', 'content', [post, image]],
    ['settings YAML', 'content', [`${CONTENT_DIR}/settings/company.yaml`]],
    ['a component', 'full', ['src/components/Header/Header.tsx']],
    ['the lock file', 'full', ['package-lock.json']],
    ['the workflow', 'full', ['.github/workflows/ci.yml']],
    ['documentation', 'full', ['docs/editing.md', 'README.md']],
    ['a post and a script', 'full', [post, 'scripts/build.ts']],
    ['a file outside content/ whose name starts like it', 'full', ['content-model.md']],
    ['static files', 'full', ['static/favicon.svg']],
    ['nothing', 'full', []],
  ])('%s → %s', (_name, expected, files) => {
    expect(choosePath(files).path).toBe(expected)
  })

  it('says which files are not content', () => {
    expect(choosePath([post, 'package-lock.json', 'src/lib/shared/feed.ts']).reason).toBe(
      '2 changed file(s) are not content: package-lock.json, src/lib/shared/feed.ts',
    )
  })
})

describe('what a run compares', () => {
  const a = 'a'.repeat(40)
  const b = 'b'.repeat(40)
  const c = 'c'.repeat(40)
  const zero = '0'.repeat(40)

  it('a pull request: its head against its base, from their merge base', () => {
    expect(comparisonFor('pull_request', { pull_request: { base: { sha: a }, head: { sha: b } } })).toEqual({
      base: a,
      head: b,
      mergeBase: true,
    })
  })

  it('a push: the newest passed commit of the branch against the pushed one', () => {
    expect(comparisonFor('push', { before: a, after: b, created: false, forced: false }, c)).toEqual({ base: c, head: b, mergeBase: false })
  })

  it('the first push of a branch, a force push, a branch with no passed run, the nightly and manual runs: the full suite', () => {
    expect(comparisonFor('push', { before: zero, after: b, created: true }, c)).toHaveProperty('full')
    expect(comparisonFor('push', { before: zero, after: b }, c)).toHaveProperty('full')
    expect(comparisonFor('push', { before: a, after: b, forced: true }, c)).toHaveProperty('full')
    expect(comparisonFor('push', { before: a, after: b })).toEqual({ full: 'no earlier commit of this branch has passed this workflow' })
    expect(comparisonFor('schedule', {})).toEqual({ full: 'a schedule run always runs the full suite' })
    expect(comparisonFor('workflow_dispatch', {})).toHaveProperty('full')
    expect(comparisonFor('pull_request', {})).toHaveProperty('full')
  })

  it('reads the passed commits from GitHub’s list of runs, newest first, once each', () => {
    expect(passedCommits({ workflow_runs: [{ head_sha: b }, { head_sha: a }, { head_sha: b }, {}] })).toEqual([b, a])
    expect(passedCommits({})).toEqual([])
  })
})

describe('npm run ci:path in a workflow run', () => {
  let apiPort: number
  let repo: string
  let work: string
  let api: http.Server
  /** What the fake GitHub API answers: the commits of passed runs, newest first (undefined: an error). */
  let passed: string[] | undefined
  const requests: string[] = []
  const git = (...args: string[]) => execFileSync('git', args, { cwd: repo, encoding: 'utf8' }).trim()
  const commit = (file: string, text: string) => {
    fs.mkdirSync(path.dirname(path.join(repo, file)), { recursive: true })
    fs.writeFileSync(path.join(repo, file), text)
    git('add', '-A')
    git('-c', 'user.name=Test', '-c', 'user.email=test@example.org', 'commit', '-q', '-m', file)
    return git('rev-parse', 'HEAD')
  }

  beforeAll(async () => {
    work = fs.mkdtempSync(path.join(os.tmpdir(), 'ci-path-'))
    repo = path.join(work, 'repo')
    fs.mkdirSync(repo)
    git('init', '-q')
    api = http.createServer((request, response) => {
      requests.push(`${request.headers.authorization} ${request.url}`)
      response.writeHead(passed ? 200 : 500, { 'Content-Type': 'application/json' })
      response.end(JSON.stringify(passed ? { workflow_runs: passed.map((sha) => ({ head_sha: sha })) } : { message: 'error' }))
    })
    // Any free port: other test runs may be on the machine at the same time.
    await new Promise<void>((resolve) => api.listen(0, '127.0.0.1', resolve))
    apiPort = (api.address() as AddressInfo).port
  })
  afterAll(async () => {
    await new Promise((resolve) => api.close(resolve))
    fs.rmSync(work, { recursive: true, force: true })
  })

  /** Runs the script as the workflow does and returns what it wrote to $GITHUB_OUTPUT. */
  const choose = async (eventName: string, event: object) => {
    const eventPath = path.join(work, 'event.json')
    const output = path.join(work, 'output')
    fs.writeFileSync(eventPath, JSON.stringify(event))
    fs.writeFileSync(output, '')
    await promisify(execFile)(path.join(ROOT, 'node_modules/.bin/tsx'), [path.join(ROOT, 'scripts/choose-path.ts')], {
      cwd: repo,
      env: {
        ...process.env,
        GITHUB_EVENT_NAME: eventName,
        GITHUB_EVENT_PATH: eventPath,
        GITHUB_OUTPUT: output,
        GITHUB_STEP_SUMMARY: '',
        GITHUB_API_URL: `http://127.0.0.1:${apiPort}`,
        GITHUB_REPOSITORY: 'owner/site',
        GITHUB_WORKFLOW_REF: 'owner/site/.github/workflows/ci.yml@refs/heads/main',
        GITHUB_REF_NAME: 'main',
        GITHUB_TOKEN: 'token',
      },
    })
    return fs.readFileSync(output, 'utf8').trim()
  }

  it('compares a push with the last passed commit, a pull request with its base', async () => {
    const first = commit('src/a.ts', 'export {}\n')
    const edited = commit(post, '---\ntitle: x\n---\n')
    passed = [first]
    expect(await choose('push', { before: first, after: edited })).toBe('path=content')
    expect(requests.at(-1)).toBe('Bearer token /repos/owner/site/actions/workflows/ci.yml/runs?branch=main&status=success&per_page=30')
    expect(await choose('pull_request', { pull_request: { base: { sha: first }, head: { sha: edited } } })).toBe('path=content')

    const code = commit('src/a.ts', 'export const a = 1\n')
    passed = [edited, first]
    expect(await choose('push', { before: edited, after: code })).toBe('path=full')
    expect(await choose('pull_request', { pull_request: { base: { sha: first }, head: { sha: code } } })).toBe('path=full')

    // The code commit's run failed: a post edit pushed after it still takes the full suite.
    const edited2 = commit(post, '---\ntitle: y\n---\n')
    expect(await choose('push', { before: code, after: edited2 })).toBe('path=full')
    // Once it has passed, the next post edit takes the content path, with an image pushed earlier with [skip ci].
    passed = ['c'.repeat(40), edited2, edited, first]
    commit(image, 'image')
    const edited3 = commit(post, '---\ntitle: z\n---\n')
    expect(await choose('push', { before: edited2, after: edited3 })).toBe('path=content')

    passed = []
    expect(await choose('push', { before: edited2, after: edited3 })).toBe('path=full')
    passed = undefined
    expect(await choose('push', { before: edited2, after: edited3 })).toBe('path=full')
    passed = ['c'.repeat(40)]
    expect(await choose('push', { before: edited2, after: edited3 })).toBe('path=full')

    // git would report a rename by its new name alone, which here is under content/.
    git('mv', 'src/a.ts', `${CONTENT_DIR}/a.ts`)
    const moved = commit(`${CONTENT_DIR}/a.ts`, 'export const a = 1\n')
    passed = [edited3]
    expect(await choose('push', { before: edited3, after: moved })).toBe('path=full')
  }, 120_000)
})
