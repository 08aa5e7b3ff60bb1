/**
 * Local editing: the site in development and decap-server (Decap's local backend) together.
 *
 *   npm run cms                     # admin at http://127.0.0.1:8000/admin/, site at http://127.0.0.1:8000
 *   npm run cms -- --port 8010      # extra arguments go to gatsby develop
 *
 * What an editor saves in the admin is written to the files under content/ (no Git involved), and
 * the site in development shows it at once. decap-server listens on 127.0.0.1, port 8081 or
 * DECAP_SERVER_PORT. Stop both with Ctrl+C.
 */
import { spawn, type ChildProcess } from 'node:child_process'
import { join, resolve } from 'node:path'
import { cmsSettingsFromEnv } from '../src/config/cms-settings'

const ROOT = resolve(__dirname, '..')
const bin = (name: string) => join(ROOT, 'node_modules', '.bin', name)
const { localPort } = cmsSettingsFromEnv(process.env)

const children: ChildProcess[] = [
  spawn(bin('decap-server'), [], {
    cwd: ROOT,
    stdio: 'inherit',
    env: { ...process.env, PORT: String(localPort), BIND_HOST: '127.0.0.1', MODE: 'fs', GIT_REPO_DIRECTORY: ROOT },
  }),
  spawn(bin('gatsby'), ['develop', '-H', '127.0.0.1', ...process.argv.slice(2)], {
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
