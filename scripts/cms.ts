/**
 * Local editing: the site in development and decap-server (Decap's local backend) together.
 *
 *   npm run cms                     # admin at http://127.0.0.1:8000/admin/, site at http://127.0.0.1:8000
 *   npm run cms -- --workflow       # with drafts and review, kept as Git branches of this working copy
 *   npm run cms -- --port 8010      # other arguments go to gatsby develop
 *
 * By default what an editor publishes in the admin is written to the files under content/ (no Git
 * involved; Decap falls back to simple publishing, the only mode of decap-server's file mode), and
 * the site in development shows it at once. With --workflow decap-server runs in its git mode: Save
 * commits a draft to a `cms/<collection>/<entry>` branch, its status is kept in the branch's
 * description, and Publish merges it into the branch checked out (which must be the publishing
 * branch, with no uncommitted changes). decap-server listens on 127.0.0.1, port 8081 or
 * DECAP_SERVER_PORT. Stop both with Ctrl+C.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process'
import { join, resolve } from 'node:path'
import { cmsSettingsFromEnv } from '../src/config/cms-settings'
import { parseCmsArgs, workflowBlockers, type RepositoryState } from './lib/cms-local'

const ROOT = resolve(__dirname, '..')
const bin = (name: string) => join(ROOT, 'node_modules', '.bin', name)
const { localPort, backend } = cmsSettingsFromEnv(process.env)
const { workflow, developArgs } = parseCmsArgs(process.argv.slice(2))

function repositoryState(): RepositoryState {
  const git = (...args: string[]) => spawnSync('git', args, { cwd: ROOT, encoding: 'utf8' })
  const head = git('rev-parse', '--abbrev-ref', 'HEAD')
  return { currentBranch: head.status === 0 ? head.stdout.trim() : undefined, status: git('status', '--porcelain').stdout ?? '' }
}

if (workflow) {
  const blockers = workflowBlockers(repositoryState(), backend.branch)
  if (blockers.length > 0) {
    console.error(`npm run cms -- --workflow cannot start:\n${blockers.map((b) => `  - ${b}`).join('\n')}`)
    process.exit(1)
  }
}

const children: ChildProcess[] = [
  spawn(bin('decap-server'), [], {
    cwd: ROOT,
    stdio: 'inherit',
    env: { ...process.env, PORT: String(localPort), BIND_HOST: '127.0.0.1', MODE: workflow ? 'git' : 'fs', GIT_REPO_DIRECTORY: ROOT },
  }),
  spawn(bin('gatsby'), ['develop', '-H', '127.0.0.1', ...developArgs], {
    cwd: ROOT,
    stdio: 'inherit',
    env: { ...process.env, GATSBY_TELEMETRY_DISABLED: '1' },
  }),
]

let stopping = false
function stopAll(code: number): void {
  if (stopping) return
  stopping = true
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM')
  process.exitCode = code
}

// When either stops, so does the other: the admin is of no use without both.
for (const child of children) child.on('exit', (code) => stopAll(code ?? 1))
process.once('SIGINT', () => stopAll(0))
process.once('SIGTERM', () => stopAll(0))
