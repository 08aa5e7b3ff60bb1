import { spawn, type ChildProcess } from 'child_process'
import net from 'net'

/** Whether a process group still has a member (signal 0 tests without sending). */
function groupExists(group: number): boolean {
  try {
    process.kill(-group, 0)
    return true
  } catch {
    return false
  }
}

/** Gatsby prints this once the development server answers on its port. */
const READY = /You can now view .* in the browser/

export interface DevServer {
  /** http://127.0.0.1:PORT */
  origin: string
  /** Seconds from the command's start to the ready line. */
  secondsToReady: number
  /** Everything the command printed so far. */
  output: () => string
  /** Stops the command as Ctrl+C does and resolves once every process it started has exited. */
  stop: () => Promise<void>
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

export async function portOpen(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect({ host: '127.0.0.1', port })
    socket.once('connect', () => {
      socket.destroy()
      resolve(true)
    })
    socket.once('error', () => resolve(false))
  })
}

/**
 * Runs `npm <args>` in `cwd` as a user would (its own process group, so that stopping it reaches
 * gatsby develop's worker processes too) and waits for Gatsby's ready line. Fails with the
 * command's output if it exits or is not ready in time.
 */
export async function startDevServer(
  cwd: string,
  args: string[],
  { port, env = {}, timeoutMs = 300_000 }: { port: number; env?: Record<string, string>; timeoutMs?: number },
): Promise<DevServer> {
  if (await portOpen(port)) throw new Error(`Port ${port} is already in use; stop what listens there first`)
  const started = Date.now()
  let output = ''
  const child: ChildProcess = spawn('npm', args, {
    cwd,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    // No live site's address record (CI names one for its builds): the tests' servers answer the same anywhere.
    env: { ...process.env, LIVE_SITE_URL: '', ...env, PORT: String(port), GATSBY_TELEMETRY_DISABLED: '1', NO_COLOR: '1', FORCE_COLOR: '0' },
  })
  const pid = child.pid
  if (pid === undefined) throw new Error(`npm ${args.join(' ')} did not start`)
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()))
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()))
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)))

  const stop = async () => {
    if (groupExists(pid)) process.kill(-pid, 'SIGINT')
    const deadline = Date.now() + 30_000
    while (groupExists(pid) && Date.now() < deadline) await sleep(250)
    if (groupExists(pid)) {
      process.kill(-pid, 'SIGKILL')
      throw new Error(`npm ${args.join(' ')} did not stop within 30 s of Ctrl+C:\n${output.slice(-3000)}`)
    }
  }

  let exitCode: number | null | undefined
  void exited.then((code) => (exitCode = code))
  while (!READY.test(output)) {
    if (exitCode !== undefined)
      throw new Error(`npm ${args.join(' ')} exited with ${exitCode} before it was ready:\n${output.slice(-5000)}`)
    if (Date.now() - started > timeoutMs) {
      await stop().catch(() => undefined)
      throw new Error(`npm ${args.join(' ')} was not ready within ${timeoutMs / 1000} s:\n${output.slice(-5000)}`)
    }
    await sleep(250)
  }
  return { origin: `http://127.0.0.1:${port}`, secondsToReady: (Date.now() - started) / 1000, output: () => output, stop }
}

/** The text of a page's first <h1>, markup removed, or undefined when the HTML has none. */
export function firstHeading(html: string): string | undefined {
  const match = /<h1\b[^>]*>([\s\S]*?)<\/h1>/i.exec(html)
  if (!match) return undefined
  return match[1]
    .replace(/<[^>]+>/g, '')
    .replace(/&amp;/g, '&')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/\s+/g, ' ')
    .trim()
}
