/**
 * Runs a long command (a Gatsby build) the way the measuring scripts need it: output kept for
 * parsing and written to a log file, the time taken, and its own process group so that an
 * interruption stops Gatsby's workers too. Shared by tools/measure-builds.ts and
 * tools/bench-content.ts.
 */
import { spawn, type ChildProcess } from 'child_process'
import fs from 'fs'
import { performance } from 'perf_hooks'

/** The environment every measured build runs with: CI output (no spinners) and no telemetry. */
export const BUILD_ENV = { CI: 'true', GATSBY_TELEMETRY_DISABLED: '1', NO_COLOR: '1' } as const

export interface RunOptions {
  cwd: string
  /** Everything the command prints goes here as well. */
  logFile: string
  /** Called with the command's process id once it has started (to sample its memory, say). */
  onStart?: (pid: number) => void
  /** Called with each chunk of output, e.g. to show progress. */
  onOutput?: (text: string) => void
}

export interface RunResult {
  output: string
  seconds: number
}

const running = new Set<ChildProcess>()

export function runLogged(command: string, args: string[], options: RunOptions): Promise<RunResult> {
  return new Promise((resolve, reject) => {
    const log = fs.createWriteStream(options.logFile)
    let output = ''
    const started = performance.now()
    const child = spawn(command, args, {
      cwd: options.cwd,
      env: { ...process.env, ...BUILD_ENV },
      stdio: ['ignore', 'pipe', 'pipe'],
      // Its own process group, so an interruption can stop Gatsby's workers too.
      detached: true,
    })
    running.add(child)
    if (child.pid) options.onStart?.(child.pid)
    const collect = (chunk: Buffer) => {
      const text = chunk.toString()
      output += text
      log.write(chunk)
      options.onOutput?.(text)
    }
    child.stdout?.on('data', collect)
    child.stderr?.on('data', collect)
    child.on('error', reject)
    child.on('close', (code) => {
      running.delete(child)
      const seconds = (performance.now() - started) / 1000
      log.end()
      if (code === 0) resolve({ output, seconds })
      else reject(new Error(`${[command, ...args].join(' ')} exited with ${code}; see ${options.logFile}`))
    })
  })
}

/** Sends a signal to the process group of every command still running (on SIGINT/SIGTERM). */
export function stopRunning(signal: NodeJS.Signals): void {
  for (const child of running) {
    if (child.pid) {
      try {
        process.kill(-child.pid, signal)
      } catch {
        // Already gone.
      }
    }
  }
}

/** "12/12" from Gatsby's "Building static HTML for pages - 3.1s - 12/12 3.8/s" line; "0" when it rendered none. */
export const counted = (output: string, activity: string): string =>
  new RegExp(`${activity} - [\\d.]+s - (\\d+/\\d+)`).exec(output)?.[1] ?? '0'
