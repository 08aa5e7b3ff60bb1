/** @jest-environment node */
import { execFileSync, spawnSync } from 'child_process'
import fs from 'fs'
import os from 'os'
import path from 'path'
import { choosePath, comparisonFor } from './change-path'
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
    expect(choosePath([post, 'package-lock.json', 'src/lib/feed.ts']).reason).toBe(
      '2 changed file(s) are not content: package-lock.json, src/lib/feed.ts',
    )
  })
})

describe('what a run compares', () => {
  const a = 'a'.repeat(40)
  const b = 'b'.repeat(40)
  const zero = '0'.repeat(40)

  it('a pull request: its head against its base, from their merge base', () => {
    expect(comparisonFor('pull_request', { pull_request: { base: { sha: a }, head: { sha: b } } })).toEqual({
      base: a,
      head: b,
      mergeBase: true,
    })
  })

  it('a push: the commit before against the commit after', () => {
    expect(comparisonFor('push', { before: a, after: b, created: false, forced: false })).toEqual({ base: a, head: b, mergeBase: false })
  })

  it('the first push of a branch, a force push, the nightly and manual runs: the full suite', () => {
    expect(comparisonFor('push', { before: zero, after: b, created: true })).toHaveProperty('full')
    expect(comparisonFor('push', { before: zero, after: b })).toHaveProperty('full')
    expect(comparisonFor('push', { before: a, after: b, forced: true })).toHaveProperty('full')
    expect(comparisonFor('schedule', {})).toEqual({ full: 'a schedule run always runs the full suite' })
    expect(comparisonFor('workflow_dispatch', {})).toHaveProperty('full')
    expect(comparisonFor('pull_request', {})).toHaveProperty('full')
  })
})

describe('npm run ci:path in a workflow run', () => {
  let repo: string
  let work: string
  const git = (...args: string[]) => execFileSync('git', args, { cwd: repo, encoding: 'utf8' }).trim()
  const commit = (file: string, text: string) => {
    fs.mkdirSync(path.dirname(path.join(repo, file)), { recursive: true })
    fs.writeFileSync(path.join(repo, file), text)
    git('add', '-A')
    git('-c', 'user.name=Test', '-c', 'user.email=test@example.org', 'commit', '-q', '-m', file)
    return git('rev-parse', 'HEAD')
  }

  beforeAll(() => {
    work = fs.mkdtempSync(path.join(os.tmpdir(), 'ci-path-'))
    repo = path.join(work, 'repo')
    fs.mkdirSync(repo)
    git('init', '-q')
  })
  afterAll(() => fs.rmSync(work, { recursive: true, force: true }))

  /** Runs the script as the workflow does and returns what it wrote to $GITHUB_OUTPUT. */
  const choose = (eventName: string, event: object) => {
    const eventPath = path.join(work, 'event.json')
    const output = path.join(work, 'output')
    fs.writeFileSync(eventPath, JSON.stringify(event))
    fs.writeFileSync(output, '')
    const run = spawnSync(path.join(ROOT, 'node_modules/.bin/tsx'), [path.join(ROOT, 'scripts/choose-path.ts')], {
      cwd: repo,
      encoding: 'utf8',
      env: { ...process.env, GITHUB_EVENT_NAME: eventName, GITHUB_EVENT_PATH: eventPath, GITHUB_OUTPUT: output, GITHUB_STEP_SUMMARY: '' },
    })
    expect(run.status).toBe(0)
    return fs.readFileSync(output, 'utf8')
  }

  it('chooses content for a post edit, full for a code change, a missing commit or a rename into content/', () => {
    const first = commit('src/a.ts', 'export {}\n')
    const edited = commit(post, '---\ntitle: x\n---\n')
    expect(choose('push', { before: first, after: edited })).toBe('path=content\n')
    expect(choose('pull_request', { pull_request: { base: { sha: first }, head: { sha: edited } } })).toBe('path=content\n')
    const code = commit('src/a.ts', 'export const a = 1\n')
    expect(choose('push', { before: edited, after: code })).toBe('path=full\n')
    expect(choose('pull_request', { pull_request: { base: { sha: first }, head: { sha: code } } })).toBe('path=full\n')
    expect(choose('push', { before: 'c'.repeat(40), after: code })).toBe('path=full\n')
    // git would report a rename by its new name alone, which here is under content/.
    git('mv', 'src/a.ts', `${CONTENT_DIR}/a.ts`)
    const moved = commit(`${CONTENT_DIR}/a.ts`, 'export const a = 1\n')
    expect(choose('push', { before: code, after: moved })).toBe('path=full\n')
  }, 60_000)
})
