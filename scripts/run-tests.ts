/**
 * `npm test`: every stage of the test suite (scripts/lib/test-plan.ts), side by side where the
 * machine has cores to spare, each stage its own npm script (runnable alone as before).
 *
 *   npm test                          # the whole suite
 *   npm test -- test:dev test:e2e     # chosen stages only (the others count as passed)
 *   npm test -- --skip test:budgets   # all but a stage (repeatable; GitHub runs the budgets as a job of their own)
 *   npm test -- --fail-fast           # on a failure, stop the stages still running at once
 *   npm test -- --cores 1             # one stage at a time
 *
 * Each line a stage prints is shown as it comes, prefixed with the stage's name, and kept in
 * reports/test-logs/<stage>.log; a failed stage's whole output is printed again at the end. After a
 * failure no new stage starts; the running ones finish (or, with --fail-fast, are stopped with
 * everything they started). Ctrl+C stops everything. The table of each stage's wall time ends the
 * output and goes to reports/test-times.md (and in GitHub Actions to the job summary).
 *
 * Stages that may run at the same time are given different ports (TEST_PORT_BASE=9600 gives
 * consecutive ports from 9600 instead of the tests' defaults).
 */
import { spawn } from 'child_process'
import fs from 'fs'
import os from 'os'
import path from 'path'
import { TEST_PLAN, planProblems, stagePorts, stagesToStart, testOptions, timeTable, type Stage, type StageState } from './lib/test-plan'
import { canReadProcesses, childrenCpuSeconds } from './lib/process-memory'
import { killLeftovers, stopTree } from './lib/stop-tree'

const ROOT = path.resolve(__dirname, '..')
const REPORTS = path.join(ROOT, 'reports')
const LOGS = path.join(REPORTS, 'test-logs')

const options = testOptions(TEST_PLAN, process.argv.slice(2))
const { stages } = options
const cores = options.cores ?? os.availableParallelism()
const base = process.env.TEST_PORT_BASE ? Number(process.env.TEST_PORT_BASE) : undefined
if (base !== undefined && !(Number.isInteger(base) && base > 0 && base < 65000)) throw new Error(`TEST_PORT_BASE is not a port: ${base}`)
const ports = stagePorts(TEST_PLAN, base)
const problems = planProblems(TEST_PLAN, ports)
if (problems.length > 0) {
  console.error(`The test plan cannot run:\n  ${problems.join('\n  ')}`)
  process.exit(2)
}

interface Run {
  stage: Stage
  state: StageState
  start?: number
  end?: number
  load?: [number, number]
  pid?: number
  /** CPU seconds of the stage's processes, Linux only. */
  cpu?: number
  output: string
  exitCode?: number | null
}

const runs = new Map<string, Run>(stages.map((stage) => [stage.name, { stage, state: 'waiting', output: '' }]))
const started = Date.now()
const elapsed = () => (Date.now() - started) / 1000
const width = Math.max(...stages.map((stage) => stage.name.length))
const logName = (name: string) => path.join(LOGS, `${name.replace(/[^\w.-]+/g, '-')}.log`)
let failed = false
let interrupted = false

/**
 * CPU time of the runner's ended children so far. Read as each stage's npm process is collected, the
 * increase is that stage's (its processes' time reaches the runner as each parent collects its children).
 */
const childCpu = () => (canReadProcesses() ? childrenCpuSeconds(fs.readFileSync('/proc/self/stat', 'utf8')) : undefined)
let cpuSoFar = childCpu()

fs.mkdirSync(LOGS, { recursive: true })
console.log(
  `npm test: ${stages.length} stage${stages.length === 1 ? '' : 's'} on ${cores} core${cores === 1 ? '' : 's'}:\n${stages
    .map(
      (stage) =>
        `  ${stage.name.padEnd(width)}  ${stage.needs.length > 0 ? `after ${stage.needs.join(', ')}` : 'at once'}${stage.alone ? ', alone' : ''}`,
    )
    .join('\n')}\n`,
)

/** Shows a stage's output line by line, each line prefixed with the stage's name. */
function lineWriter(name: string): { write: (text: string) => void; flush: () => void } {
  let pending = ''
  const prefix = `[${name.padEnd(width)}] `
  return {
    write(text) {
      const lines = (pending + text).split(/\r?\n|\r/)
      pending = lines.pop() ?? ''
      if (lines.length > 0) process.stdout.write(lines.map((line) => prefix + line).join('\n') + '\n')
    },
    flush() {
      if (pending) process.stdout.write(`${prefix}${pending}\n`)
      pending = ''
    },
  }
}

function startStage(run: Run): Promise<void> {
  const { stage } = run
  run.state = 'running'
  run.start = elapsed()
  const loadAtStart = os.loadavg()[0]
  const log = fs.createWriteStream(logName(stage.name))
  const shown = lineWriter(stage.name)
  console.log(`▶ ${stage.name} started at ${Math.round(run.start)} s`)
  const child = spawn('npm', ['run', stage.name], {
    cwd: ROOT,
    // Its own process group, so that stopping it reaches everything it started.
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, ...Object.fromEntries(Object.entries(ports.get(stage.name) ?? {}).map(([name, port]) => [name, String(port)])) },
  })
  run.pid = child.pid
  const collect = (chunk: Buffer) => {
    const text = chunk.toString()
    run.output += text
    log.write(text)
    shown.write(text)
  }
  child.stdout.on('data', collect)
  child.stderr.on('data', collect)
  child.on('exit', () => {
    const now = childCpu()
    if (now !== undefined && cpuSoFar !== undefined) run.cpu = now - cpuSoFar
    cpuSoFar = now
  })
  return new Promise((resolve) => {
    child.on('error', (error) => {
      run.output += `\n${error.message}\n`
    })
    child.on('close', (code) => {
      shown.flush()
      log.end()
      run.end = elapsed()
      run.load = [loadAtStart, os.loadavg()[0]]
      run.exitCode = code
      if (run.state === 'running') run.state = code === 0 ? 'passed' : 'failed'
      const leftovers = child.pid ? killLeftovers(child.pid) : []
      if (leftovers.length > 0) console.log(`⚠ ${stage.name} left processes running, now killed:\n  ${leftovers.join('\n  ')}`)
      const seconds = Math.round(run.end - run.start!)
      console.log(`${run.state === 'passed' ? '✔' : '✘'} ${stage.name} ${run.state} in ${seconds} s${code ? ` (exit code ${code})` : ''}`)
      resolve()
    })
  })
}

async function stopAll(): Promise<void> {
  const running = [...runs.values()].filter((run) => run.state === 'running' && run.pid)
  for (const run of running) run.state = 'stopped'
  const killed = await Promise.all(running.map((run) => stopTree(run.pid!)))
  const names = killed.flat()
  if (names.length > 0) console.log(`Killed after SIGINT and SIGTERM went unanswered:\n  ${names.join('\n  ')}`)
}

/** Starts what may start, until nothing runs and nothing more can start. */
async function runAll(): Promise<void> {
  const active = new Set<Promise<void>>()
  for (;;) {
    if (!failed && !interrupted) {
      const states = new Map([...runs].map(([name, run]) => [name, run.state]))
      for (const stage of stagesToStart(stages, states, cores)) {
        const run = runs.get(stage.name)!
        const done: Promise<void> = startStage(run).then(() => {
          active.delete(done)
          if (run.state === 'failed') {
            failed = true
            if (options.failFast) void stopAll()
          }
        })
        active.add(done)
      }
    }
    if (active.size === 0) return
    await Promise.race(active)
  }
}

function report(): string {
  const total = elapsed()
  const rows = stages.map((stage) => {
    const run = runs.get(stage.name)!
    const ran = run.start !== undefined && run.end !== undefined
    return {
      name: stage.name,
      state: run.state === 'waiting' ? ('not run' as const) : run.state,
      ...(ran ? { start: run.start, seconds: run.end! - run.start!, load: run.load, cpu: run.cpu } : {}),
    }
  })
  const outcome = interrupted ? 'interrupted' : failed ? 'failed' : 'passed'
  const [one, five, fifteen] = os.loadavg().map((load) => load.toFixed(1))
  const table = `${timeTable(rows, total)}\n\n${cores} cores; load average at the end ${one}, ${five}, ${fifteen} (1, 5, 15 min).\n`
  fs.writeFileSync(path.join(REPORTS, 'test-times.md'), `# npm test ${outcome}, ${new Date().toISOString()}\n\n${table}`)
  if (process.env.GITHUB_STEP_SUMMARY) fs.appendFileSync(process.env.GITHUB_STEP_SUMMARY, `\n### npm test ${outcome}\n\n${table}`)
  return `npm test ${outcome}\n\n${table}`
}

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (interrupted) return
    interrupted = true
    console.log(`\n${signal}: stopping every stage…`)
    void stopAll()
  })
}

runAll()
  .then(() => {
    for (const run of runs.values()) {
      if (run.state !== 'failed') continue
      const line = '═'.repeat(20)
      console.log(
        `\n${line} ${run.stage.name} failed (exit code ${run.exitCode}): its whole output ${line}\n${run.output.trimEnd()}\n${line} end of ${run.stage.name} ${line}`,
      )
    }
    console.log(`\n${report()}`)
    console.log(`Logs: ${path.relative(ROOT, LOGS)}/`)
    process.exit(interrupted ? 130 : failed ? 1 : 0)
  })
  .catch((error: unknown) => {
    console.error(error)
    void stopAll().then(() => process.exit(1))
  })
