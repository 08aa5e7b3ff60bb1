/** @jest-environment node */
import fs from 'fs'
import path from 'path'
import yaml from 'js-yaml'
import { DEFAULT_SITE_URL } from '../../src/config/site-url'
import { escapeRegExp } from '../../src/lib/shared/escape-reg-exp'
import {
  actionlintProblems,
  formatProblems,
  lintWorkflows,
  releaseProblems,
  stepProblems,
  workflowFiles,
} from '../../scripts/lib/workflow-lint'

const ROOT = path.resolve(__dirname, '../..')
const CI_WORKFLOW = path.join(ROOT, '.github/workflows/ci.yml')
/** The cron of scheduled publishing's check, as `github.event.schedule` names it. */
const EVERY_QUARTER_HOUR = '*/15 * * * *'
const { scripts } = JSON.parse(fs.readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as { scripts: Record<string, string> }

interface Job {
  if?: string
  needs?: string | string[]
  outputs?: Record<string, string>
  permissions?: Record<string, string>
  steps: Array<{ id?: string; run?: string; uses?: string; env?: Record<string, string>; with?: Record<string, string | number> }>
}

describe('the GitHub Actions workflows', () => {
  it('pass actionlint and call only the project’s own npm scripts', async () => {
    expect(workflowFiles(ROOT)).toContain(CI_WORKFLOW)
    expect(formatProblems(await lintWorkflows(ROOT))).toBe('')
  }, 60_000)

  const workflow = yaml.load(fs.readFileSync(CI_WORKFLOW, 'utf8')) as { on: Record<string, unknown>; jobs: Record<string, Job> }
  const { changes, schedule, content, test, budgets, deploy } = workflow.jobs
  const runs = (job: Job) => job.steps.flatMap((s) => (s.run ? [s.run] : []))
  const nightly = (workflow.on.schedule as Array<{ cron: string }>)[0]?.cron

  it('run on every pull request and push, every night, every quarter of an hour for scheduled publishing, and on demand', () => {
    expect(Object.keys(workflow.on)).toEqual(expect.arrayContaining(['pull_request', 'push', 'schedule', 'workflow_dispatch']))
    expect(workflow.on.schedule).toEqual([{ cron: expect.stringMatching(/^\d+ \d+ \* \* \*$/) }, { cron: EVERY_QUARTER_HOUR }])
  })

  it('run every job on a maintained Node.js LTS, as the one the release on Netlify builds with', () => {
    const versions = Object.values(workflow.jobs).flatMap((job) =>
      job.steps.filter((s) => s.uses?.startsWith('actions/setup-node@')).map((s) => Number(s.with?.['node-version'])),
    )
    expect(versions.length).toBe(Object.keys(workflow.jobs).length)
    for (const version of versions) expect(version).toBeGreaterThanOrEqual(22)
    const netlify = /NODE_VERSION = "(\d+)"/.exec(fs.readFileSync(path.join(ROOT, 'netlify.toml'), 'utf8'))?.[1]
    expect(versions.every((version) => version === Number(netlify))).toBe(true)
  })

  it('audit the shipped packages every night and on demand, failing on a high advisory, gating no release', () => {
    const { audit } = workflow.jobs
    expect(runs(audit)).toEqual(['npm run audit:deps'])
    expect(scripts['audit:deps']).toBe('npm audit --omit=dev --audit-level=high')
    const ran = (event: string, cron = '') => runsIf(audit, { 'github.event_name': event, 'github.event.schedule': cron })
    expect(
      ['schedule', 'workflow_dispatch', 'push', 'pull_request'].map((event) => ran(event, event === 'schedule' ? nightly : '')),
    ).toEqual([true, true, false, false])
    expect(ran('schedule', EVERY_QUARTER_HOUR)).toBe(false)
    expect(deploy.needs).not.toContain('audit')
  })

  it('choose the path from the changed files, with the whole history to compare', () => {
    expect(runs(changes)).toEqual(['npm ci', 'npm run ci:path'])
    expect(changes.steps.find((s) => s.run === 'npm run ci:path')?.id).toBe('choose')
    expect(changes.outputs).toEqual({ path: '${{ steps.choose.outputs.path }}' })
    expect(changes.steps.find((s) => s.uses?.startsWith('actions/checkout@'))?.with?.['fetch-depth']).toBe(0)
    // It asks GitHub for the branch's passed runs, with the job's token.
    expect(changes.permissions).toMatchObject({ actions: 'read' })
    expect(changes.steps.find((s) => s.id === 'choose')?.env).toEqual({ GITHUB_TOKEN: '${{ github.token }}' })
  })

  it('run exactly one path: the content pipeline for content, the full suite for anything else', () => {
    for (const [path, result, expected] of [
      ['content', 'success', ['content']],
      ['full', 'success', ['test', 'budgets']],
      ['', 'success', ['test', 'budgets']],
      ['', 'failure', []],
    ] as const) {
      const context = {
        'needs.changes.outputs.path': path,
        'needs.changes.result': result,
        'needs.schedule.outputs.due': '',
        'needs.schedule.result': 'skipped',
      }
      const ran = Object.entries({ content, test, budgets }).flatMap(([name, job]) => (runsIf(job, context, job.needs) ? [name] : []))
      expect(ran).toEqual(expected)
    }
    expect(runs(content)).toEqual(['npm ci', 'npm run test:content', 'npm run check:addresses -- --warn'])
    expect(runs(test)).toEqual(['npm ci', 'npm run check:content', 'npm test', 'npm run check:addresses -- --warn'])
    expect(runs(budgets)).toEqual(['npm ci', 'npm run build', 'npm run bench:speed -- --assert'])
  })

  it('time nothing inside npm test: the speed benchmark runs only in the budgets job, after a build', () => {
    // The scripts npm test runs, through the npm-run-all groups it nests.
    const scriptsIn = (name: string): string[] =>
      scripts[name].startsWith('npm-run-all')
        ? scripts[name]
            .split(/\s+/)
            .filter((word) => /^[\w:-]+$/.test(word) && word in scripts)
            .flatMap((word) => [word, ...(scripts[word].startsWith('npm-run-all') ? scriptsIn(word) : [])])
        : []
    const inTest = scriptsIn('test')
    expect(inTest).toEqual(
      expect.arrayContaining(['typecheck', 'test:unit', 'build', 'test:build', 'test:dev', 'test:e2e', 'test:categories']),
    )
    // Lighthouse's timing-free categories are a test of their own; Lighthouse CI and its timings are the benchmark's.
    expect(scripts['test:categories']).toBe('tsx scripts/categories.ts')
    for (const stage of inTest) expect(`${stage}: ${scripts[stage]}`).not.toMatch(/bench[:-]speed|lhci/)
    expect(scripts['bench:speed']).toBe('tsx scripts/bench-speed.ts')
    const benchmarked = Object.entries(workflow.jobs).flatMap(([name, job]) =>
      runs(job).some((run) => /bench:speed/.test(run)) ? [name] : [],
    )
    expect(benchmarked).toEqual(['budgets'])
    expect(runs(budgets).indexOf('npm run build')).toBeLessThan(runs(budgets).indexOf('npm run bench:speed -- --assert'))
  })

  it('give the content pipeline its one script, the one editors and developers run locally', () => {
    expect(scripts['test:content']).toBe('tsx scripts/content-pipeline.ts')
  })

  it.each(['content', 'test', 'budgets'])(
    'cache npm and Gatsby’s .cache and public in the %s job, so a content change builds warm',
    (name) => {
      const { steps } = workflow.jobs[name]
      expect(steps.find((s) => s.uses?.startsWith('actions/setup-node@'))?.with?.cache).toBe('npm')
      const cached = String(steps.find((s) => s.uses?.startsWith('actions/cache@'))?.with?.path ?? '')
      expect(cached.split('\n').map((p) => p.trim())).toEqual(expect.arrayContaining(['.cache', 'public']))
    },
  )

  it.each(['content', 'test'])('hand the build the %s job tested to the deploy job, after its tests', (name) => {
    const { steps } = workflow.jobs[name]
    const upload = steps.findIndex((s) => s.uses?.startsWith('actions/upload-artifact@'))
    expect(steps[upload]?.with).toMatchObject({ name: 'public', path: 'public' })
    expect(upload).toBe(steps.length - 1)
  })

  it('release on Netlify the tested build: a draft, check:live on its address, then that deploy promoted', () => {
    expect(deploy.if).toContain("github.ref == 'refs/heads/main'")
    expect(runs(deploy)).toEqual([
      'npm ci',
      'npm run check:addresses',
      'npm run deploy:preview',
      'npm run check:live -- ${{ steps.preview.outputs.url }}',
      'npm run deploy:promote -- ${{ steps.preview.outputs.deploy_id }}',
    ])
    const download = deploy.steps.findIndex((s) => s.uses?.startsWith('actions/download-artifact@'))
    expect(deploy.steps[download].with).toMatchObject({ name: 'public', path: 'public' })
    expect(download).toBeLessThan(deploy.steps.findIndex((s) => s.run === 'npm run deploy:preview'))
    // Only the steps that talk to Netlify see its token.
    const withToken = deploy.steps.flatMap((s) => (s.env?.NETLIFY_AUTH_TOKEN ? [s.run] : []))
    expect(withToken).toEqual(['npm run deploy:preview', 'npm run deploy:promote -- ${{ steps.preview.outputs.deploy_id }}'])
    expect(releaseProblems('ci.yml', fs.readFileSync(CI_WORKFLOW, 'utf8'))).toEqual([])
  })

  it('guard the live addresses: a release stops before its draft, a pull request warns, each build reads the live record', () => {
    const guard = deploy.steps.find((s) => s.run === 'npm run check:addresses')
    expect(guard).toEqual({ run: 'npm run check:addresses' })
    expect(scripts['check:addresses']).toBe('tsx scripts/check-addresses.ts')
    for (const job of [content, test]) {
      const warning = job.steps.find((s) => s.run === 'npm run check:addresses -- --warn')
      expect((warning as { if?: string } | undefined)?.if).toBe("github.event_name == 'pull_request'")
      // After the build it judges.
      expect(job.steps.indexOf(warning!)).toBeGreaterThan(
        job.steps.findIndex((s) => s.run === 'npm test' || s.run === 'npm run test:content'),
      )
    }
    // The live site is the site's address, with the same default when the repository sets none.
    const env = (workflow as unknown as { env: Record<string, string> }).env
    expect(env.LIVE_SITE_URL).toBe(`\${{ vars.SITE_URL || '${DEFAULT_SITE_URL}' }}`)
  })

  it('deploy a push to main after whichever path ran passed, and never after a failure or on another event', () => {
    expect(deploy.needs).toEqual(expect.arrayContaining(['changes', 'content', 'test', 'budgets']))
    const results = ['success', 'failure', 'cancelled', 'skipped']
    for (const contentResult of results) {
      for (const testResult of results) {
        for (const budgetsResult of results) {
          const context = {
            'github.event_name': 'push',
            'github.event.schedule': '',
            'github.ref': 'refs/heads/main',
            'needs.changes.result': 'success',
            'needs.schedule.result': 'skipped',
            'needs.schedule.outputs.due': '',
            'needs.content.result': contentResult,
            'needs.test.result': testResult,
            'needs.budgets.result': budgetsResult,
          }
          const outcome = [contentResult, testResult, budgetsResult].join()
          const passed = outcome === 'success,skipped,skipped' || outcome === 'skipped,success,success'
          expect([outcome, runsIf(deploy, context, deploy.needs)]).toEqual([outcome, passed])
        }
      }
    }
    const passedContent = {
      'needs.changes.result': 'success',
      'needs.schedule.result': 'skipped',
      'needs.schedule.outputs.due': '',
      'needs.content.result': 'success',
      'needs.test.result': 'skipped',
      'needs.budgets.result': 'skipped',
      'github.event.schedule': '',
    }
    const main = { 'github.ref': 'refs/heads/main' }
    expect(runsIf(deploy, { ...passedContent, ...main, 'github.event_name': 'push' }, deploy.needs)).toBe(true)
    expect(runsIf(deploy, { ...passedContent, ...main, 'github.event_name': 'pull_request' }, deploy.needs)).toBe(false)
    expect(
      runsIf(deploy, { ...passedContent, ...main, 'github.event_name': 'schedule', 'github.event.schedule': nightly }, deploy.needs),
    ).toBe(false)
    expect(runsIf(deploy, { ...passedContent, 'github.ref': 'refs/heads/cms/blog/x', 'github.event_name': 'push' }, deploy.needs)).toBe(
      false,
    )
  })

  describe('scheduled publishing', () => {
    const quarterHour = { 'github.event_name': 'schedule', 'github.event.schedule': EVERY_QUARTER_HOUR, 'github.ref': 'refs/heads/main' }
    const everyJob = Object.keys(workflow.jobs)

    it('check every quarter of an hour with the schedule job alone, building nothing, when nothing is due', () => {
      expect(jobsRun(workflow.jobs, quarterHour, { outputs: { schedule: { due: 'false' } } })).toEqual(['schedule'])
      // Nor when the check itself failed: nothing is known to be due.
      expect(jobsRun(workflow.jobs, quarterHour, { results: { schedule: 'failure' } })).toEqual(['schedule'])
    })

    it('build with the content pipeline and release when the check finds a page due', () => {
      const due = { outputs: { schedule: { due: 'true' } } }
      expect(jobsRun(workflow.jobs, quarterHour, due)).toEqual(['schedule', 'content', 'deploy'])
      // A failed content pipeline releases nothing; the next check finds the page still due.
      expect(jobsRun(workflow.jobs, quarterHour, { ...due, results: { content: 'failure' } })).toEqual(['schedule', 'content'])
      // Schedules run on the default branch only; anywhere else nothing would be released.
      expect(jobsRun(workflow.jobs, { ...quarterHour, 'github.ref': 'refs/heads/other' }, due)).toEqual(['schedule', 'content'])
    })

    it('give the schedule job only npm ci and the check, whose answer is its output', () => {
      expect(schedule.if).toBe(`github.event.schedule == '${EVERY_QUARTER_HOUR}'`)
      expect(runs(schedule)).toEqual(['npm ci', 'npm run schedule:due'])
      expect(schedule.steps.find((s) => s.run === 'npm run schedule:due')?.id).toBe('due')
      expect(schedule.outputs).toEqual({ due: '${{ steps.due.outputs.due }}' })
      expect(schedule.steps.some((s) => s.uses?.startsWith('actions/cache@') || s.uses?.startsWith('actions/upload-artifact@'))).toBe(false)
      expect(scripts['schedule:due']).toBe('tsx scripts/schedule-due.ts')
      expect(content.needs).toEqual(expect.arrayContaining(['changes', 'schedule']))
      expect(deploy.needs).toEqual(expect.arrayContaining(['schedule']))
    })

    it('leave the nightly run, pushes and pull requests as they were', () => {
      const nightlyRun = { 'github.event_name': 'schedule', 'github.event.schedule': nightly, 'github.ref': 'refs/heads/main' }
      const full = { outputs: { changes: { path: 'full' } } }
      const contentOnly = { outputs: { changes: { path: 'content' } } }
      expect(jobsRun(workflow.jobs, nightlyRun, full)).toEqual(['changes', 'test', 'budgets', 'audit'])
      expect(
        jobsRun(workflow.jobs, { ...nightlyRun, 'github.event_name': 'workflow_dispatch', 'github.event.schedule': '' }, full),
      ).toEqual(['changes', 'test', 'budgets', 'audit'])
      const push = { 'github.event_name': 'push', 'github.event.schedule': '', 'github.ref': 'refs/heads/main' }
      expect(jobsRun(workflow.jobs, push, full)).toEqual(['changes', 'test', 'budgets', 'deploy'])
      expect(jobsRun(workflow.jobs, push, contentOnly)).toEqual(['changes', 'content', 'deploy'])
      const pullRequest = { ...push, 'github.event_name': 'pull_request', 'github.ref': 'refs/pull/7/merge' }
      expect(jobsRun(workflow.jobs, pullRequest, full)).toEqual(['changes', 'test', 'budgets'])
      expect(jobsRun(workflow.jobs, pullRequest, contentOnly)).toEqual(['changes', 'content'])
      expect(everyJob.filter((name) => !['schedule', 'changes', 'content', 'test', 'budgets', 'audit', 'deploy'].includes(name))).toEqual(
        [],
      )
    })
  })
})

/**
 * Whether GitHub would run a job, for the values its `if:` reads: the expression (`==`, `!=`,
 * `&&`, `||`, `!`, parentheses, quoted strings) evaluated with `cancelled()` false. Without a status
 * function GitHub adds `success()`: every job in needs succeeded.
 */
function runsIf(job: Job, context: Record<string, string>, needs: string | string[] = []): boolean {
  const expression = (job.if ?? '').replace(/^\$\{\{([\s\S]*)\}\}$/, '$1').trim() || 'true'
  const needed = ([] as string[]).concat(needs)
  const success = needed.every((name) => context[`needs.${name}.result`] === 'success')
  const javascript = expression
    .replace(/\b(?:needs|github)(?:\.[\w-]+)+/g, (name) => {
      if (!(name in context)) throw new Error(`the test gives no value for ${name}`)
      return JSON.stringify(context[name])
    })
    .replace(/\bcancelled\(\)/g, 'false')
    .replace(/\bsuccess\(\)/g, String(success))
    .replace(/([!=])=/g, '$1==')
  const value = new Function(`return (${javascript})`)() as boolean
  return /\b(?:cancelled|success|failure|always)\(\)/.test(expression) ? value : value && success
}

/**
 * The jobs GitHub would run for an event, in the workflow's order: each job's `if:` read with the
 * results of the jobs it needs (skipped when they did not run) and their outputs. A job that runs
 * ends with the result `results` gives it (success unless said) and the outputs `outputs` gives it.
 */
function jobsRun(
  jobs: Record<string, Job>,
  event: Record<string, string>,
  { results = {}, outputs = {} }: { results?: Record<string, string>; outputs?: Record<string, Record<string, string>> },
): string[] {
  const result: Record<string, string> = {}
  const pending = Object.keys(jobs)
  while (pending.length > 0) {
    const index = pending.findIndex((name) => ([] as string[]).concat(jobs[name].needs ?? []).every((need) => need in result))
    if (index < 0) throw new Error(`the needs of ${pending.join(', ')} form a cycle or name a missing job`)
    const [name] = pending.splice(index, 1)
    const needs = ([] as string[]).concat(jobs[name].needs ?? [])
    const context = { ...event }
    for (const need of needs) {
      context[`needs.${need}.result`] = result[need]
      for (const key of Object.keys(jobs[need].outputs ?? {}))
        context[`needs.${need}.outputs.${key}`] = result[need] === 'skipped' ? '' : (outputs[need]?.[key] ?? '')
    }
    result[name] = runsIf(jobs[name], context, needs) ? (results[name] ?? 'success') : 'skipped'
  }
  return Object.keys(jobs).filter((name) => result[name] !== 'skipped')
}

describe('the dependency updates', () => {
  const config = yaml.load(fs.readFileSync(path.join(ROOT, '.github/dependabot.yml'), 'utf8')) as {
    updates: Array<{ 'package-ecosystem': string; directory: string; groups?: Record<string, { patterns: string[] }> }>
  }
  /** The npm projects: one per lock file (the site's and the admin's, which is not a workspace). */
  const NPM_PROJECTS = ['/', '/admin']
  const packageJson = (directory: string) =>
    JSON.parse(fs.readFileSync(path.join(ROOT, directory, 'package.json'), 'utf8')) as { dependencies: Record<string, string> }
  /** The group Dependabot puts a package of a project in: the first whose pattern matches. */
  const groupOf = (directory: string, name: string) =>
    Object.entries(config.updates.find((u) => u['package-ecosystem'] === 'npm' && u.directory === directory)?.groups ?? {}).find(
      ([, group]) => group.patterns.some((pattern) => new RegExp(`^${pattern.split('*').map(escapeRegExp).join('.*')}$`).test(name)),
    )?.[0]

  it('cover each npm project and the workflow’s actions', () => {
    expect(config.updates.map((update) => `${update['package-ecosystem']} ${update.directory}`).sort()).toEqual([
      'github-actions /',
      ...NPM_PROJECTS.map((directory) => `npm ${directory}`),
    ])
  })

  it.each(NPM_PROJECTS)('update each family of packages released together in one pull request (%s)', (directory) => {
    const declared = Object.keys(packageJson(directory).dependencies)
    for (const name of declared.filter((n) => n === 'gatsby' || n.startsWith('gatsby-')))
      expect([name, groupOf(directory, name)]).toEqual([name, 'gatsby'])
    for (const name of declared.filter((n) => n.startsWith('decap-'))) expect([name, groupOf(directory, name)]).toEqual([name, 'decap'])
    expect([groupOf(directory, 'react'), groupOf(directory, 'react-dom')]).toEqual(['react', 'react'])
  })
})

describe('the workflow checks', () => {
  it('report what actionlint finds: an unknown action input and an undefined step', async () => {
    // actionlint knows the inputs of the actions' releases before it, such as setup-node@v4, not of newer majors.
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
      'jobs.build.steps[1]: runs "npm ci && curl https://example.org | sh"; a step may run only npm ci, npm test or npm run <script> [-- --flag]',
      'jobs.build.steps[2]: runs npm run no-such-script, which package.json does not define',
    ])
  })
})

describe('the release rule', () => {
  const job = (...steps: string[]) => ['jobs:', '  deploy:', '    steps:', ...steps].join('\n')
  const guard = ['      - run: npm run check:addresses']
  const preview = ['      - id: preview', '        run: npm run deploy:preview']
  const check = ['      - run: npm run check:live -- ${{ steps.preview.outputs.url }}']
  const promote = ['      - run: npm run deploy:promote -- ${{ steps.preview.outputs.deploy_id }}']
  const messages = (text: string) => releaseProblems('w.yml', text).map((p) => p.message)

  it('accepts a draft, its check, then its promotion', () => {
    expect(messages(job(...guard, ...preview, ...check, ...promote))).toEqual([])
  })

  it('refuses a promotion without the guard of the live addresses before it', () => {
    const missing = 'jobs.deploy: promotes a deploy without first running npm run check:addresses, the guard of the live addresses'
    expect(messages(job(...preview, ...check, ...promote))).toEqual([missing])
    expect(messages(job(...preview, ...check, ...promote, ...guard))).toEqual([missing])
    expect(messages(job(...guard, '        if: false', ...preview, ...check, ...promote))).toEqual([
      'jobs.deploy: "npm run check:addresses" has an if or continue-on-error: a failed check must stop the release',
    ])
  })

  it('refuses a promotion before the check, without a draft, of another deploy or after a new build', () => {
    expect(messages(job(...guard, ...preview, ...promote, ...check))).toEqual([
      "jobs.deploy: promotes a deploy without npm run check:live on the draft's address (steps.preview.outputs.url) between the two",
    ])
    expect(messages(job(...guard, ...check, ...promote))).toEqual([
      'jobs.deploy: promotes a deploy without first deploying a draft (a step with an id running npm run deploy:preview)',
    ])
    expect(messages(job(...guard, ...preview, ...check, '      - run: npm run deploy:promote -- --latest'))).toEqual([
      'jobs.deploy: promotes something other than the checked draft (steps.preview.outputs.deploy_id)',
    ])
    expect(messages(job('      - run: npm run build', ...guard, ...preview, ...check, ...promote))).toEqual([
      'jobs.deploy: builds again: a release publishes the build the tests checked',
    ])
  })

  it('refuses a check whose failure would not stop the release', () => {
    expect(messages(job(...guard, ...preview, ...check, '        continue-on-error: true', ...promote))).toEqual([
      'jobs.deploy: "npm run check:live -- ${{ steps.preview.outputs.url }}" has an if or continue-on-error: a failed check must stop the release',
    ])
  })
})
