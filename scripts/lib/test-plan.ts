/**
 * The plan of `npm test` (scripts/run-tests.ts): which npm scripts run, which must pass before
 * which, how many cores each keeps busy, and the ports each is given; and the pure parts of running
 * it: which stages may start now, and the table of their times.
 */
import { parseArgs } from 'util'

export interface Stage {
  /** The npm script the stage runs; also its name in the output. */
  name: string
  /** Stages that must pass before this one starts. */
  needs: readonly string[]
  /** How many cores the stage keeps busy: stages start while the running ones leave that many free. */
  cores: number
  /** Runs with nothing else running (timing-sensitive measurements). */
  alone?: boolean
  /** Environment variables the stage's tests read their ports from, with the tests' own defaults. */
  ports?: Readonly<Record<string, number>>
}

/**
 * Measured on 2 cores (README, "What npm test runs, and how long it takes"): the production build
 * keeps about one core busy on average (webpack compiles on one thread), the tests of the build and
 * of the development server less than one each, so these pairs share the machine well. The type
 * check comes first and alone with the unit tests: the build rewrites src/gatsby-types.d.ts, which
 * the compiler reads, and a type error should not wait for a build. The unit tests and the linters
 * then run beside the build. The browser tests drive two browsers at once and take both cores. The
 * speed budgets come last and alone, as Lighthouse's timings suffer from anything running beside
 * it.
 */
export const TEST_PLAN: readonly Stage[] = [
  { name: 'typecheck', needs: [], cores: 1 },
  { name: 'test:unit', needs: [], cores: 1 },
  { name: 'build', needs: ['typecheck'], cores: 1 },
  { name: 'lint:eslint', needs: [], cores: 1 },
  { name: 'lint:prettier', needs: [], cores: 1 },
  { name: 'test:build', needs: ['build'], cores: 1 },
  { name: 'test:dev', needs: ['build'], cores: 1, ports: { DEV_TEST_PORT: 8311, DECAP_TEST_PORT: 8391 } },
  { name: 'test:e2e', needs: ['build'], cores: 2, ports: { E2E_PORT: 9321, DECAP_TEST_PORT: 8091 } },
  {
    name: 'test:budgets',
    needs: ['test:unit', 'lint:eslint', 'lint:prettier', 'test:build', 'test:dev', 'test:e2e'],
    cores: 2,
    alone: true,
  },
]

/** Every stage a stage needs, directly or through others. */
export function prerequisites(stages: readonly Stage[], name: string): Set<string> {
  const byName = new Map(stages.map((stage) => [stage.name, stage]))
  const found = new Set<string>()
  const visit = (current: string) => {
    for (const need of byName.get(current)?.needs ?? []) {
      if (found.has(need)) continue
      found.add(need)
      visit(need)
    }
  }
  visit(name)
  return found
}

/** Whether two stages can ever run at the same time: neither needs the other and neither runs alone. */
export function mayOverlap(stages: readonly Stage[], a: Stage, b: Stage): boolean {
  if (a.name === b.name || a.alone || b.alone) return false
  return !prerequisites(stages, a.name).has(b.name) && !prerequisites(stages, b.name).has(a.name)
}

/**
 * Each stage's ports: the tests' defaults, or with a base port (TEST_PORT_BASE) consecutive ports
 * from it in plan order, to keep a run inside a range of its own.
 */
export function stagePorts(stages: readonly Stage[], base?: number): Map<string, Record<string, number>> {
  let next = base
  return new Map(
    stages.map((stage) => [
      stage.name,
      Object.fromEntries(Object.entries(stage.ports ?? {}).map(([variable, port]) => [variable, next === undefined ? port : next++])),
    ]),
  )
}

/** What is wrong with a plan: a need that is no stage, a cycle, or one port given to two stages that may run at the same time. */
export function planProblems(stages: readonly Stage[], ports: ReadonlyMap<string, Record<string, number>>): string[] {
  const problems: string[] = []
  const names = new Set(stages.map((stage) => stage.name))
  if (names.size !== stages.length) problems.push('two stages have the same name')
  for (const stage of stages) {
    for (const need of stage.needs) if (!names.has(need)) problems.push(`${stage.name} needs ${need}, which is not a stage`)
    if (prerequisites(stages, stage.name).has(stage.name)) problems.push(`${stage.name} needs itself (a cycle)`)
  }
  const owners = new Map<number, Array<{ stage: Stage; variable: string }>>()
  for (const stage of stages) {
    for (const [variable, port] of Object.entries(ports.get(stage.name) ?? {}))
      owners.set(port, [...(owners.get(port) ?? []), { stage, variable }])
  }
  for (const [port, users] of owners) {
    for (let i = 0; i < users.length; i++) {
      for (let j = i + 1; j < users.length; j++) {
        const [a, b] = [users[i], users[j]]
        if (a.stage === b.stage || mayOverlap(stages, a.stage, b.stage)) {
          problems.push(
            `port ${port} is given to ${a.stage.name} (${a.variable}) and ${b.stage.name} (${b.variable}), which may run at the same time`,
          )
        }
      }
    }
  }
  return problems
}

/**
 * The plan reduced to the chosen stages (all when none are named) less the skipped ones, in plan
 * order. A stage that is left out counts as passed for those that need it, and they need what it
 * needed instead (e.g. `npm test -- build test:budgets` still builds before the budgets).
 */
export function selectStages(stages: readonly Stage[], chosen: readonly string[], skipped: readonly string[] = []): Stage[] {
  const unknown = [...chosen, ...skipped].filter((name) => !stages.some((stage) => stage.name === name))
  if (unknown.length > 0) throw new Error(`No such stage: ${unknown.join(', ')} (stages: ${stages.map((s) => s.name).join(', ')})`)
  const byName = new Map(stages.map((stage) => [stage.name, stage]))
  const kept = stages.filter((stage) => (chosen.length === 0 || chosen.includes(stage.name)) && !skipped.includes(stage.name))
  const keptNames = new Set(kept.map((stage) => stage.name))
  const keptNeeds = (stage: Stage): string[] => stage.needs.flatMap((need) => (keptNames.has(need) ? [need] : keptNeeds(byName.get(need)!)))
  return kept.map((stage) => ({ ...stage, needs: [...new Set(keptNeeds(stage))] }))
}

/** The options of `npm test` (scripts/run-tests.ts). */
export interface TestOptions {
  stages: Stage[]
  failFast: boolean
  /** Undefined: as many as the machine has. */
  cores?: number
}

/**
 * Reads `npm test`'s arguments: stage names to run only those, `--skip <stage>` (repeatable) to
 * leave one out, `--fail-fast`, `--cores <n>`.
 */
export function testOptions(plan: readonly Stage[], args: readonly string[]): TestOptions {
  const { values, positionals } = parseArgs({
    args: [...args],
    allowPositionals: true,
    options: { 'fail-fast': { type: 'boolean', default: false }, cores: { type: 'string' }, skip: { type: 'string', multiple: true } },
  })
  const cores = values.cores === undefined ? undefined : Number(values.cores)
  if (cores !== undefined && !(Number.isInteger(cores) && cores >= 1))
    throw new Error(`--cores must be a whole number of at least 1, not ${values.cores}`)
  return { stages: selectStages(plan, positionals, values.skip ?? []), failFast: values['fail-fast'] ?? false, cores }
}

export type StageState = 'waiting' | 'running' | 'passed' | 'failed' | 'stopped'

/**
 * The stages to start now, in plan order: each waiting stage whose needs have passed, while the
 * running ones leave it enough cores (a stage wanting more cores than the machine has starts when
 * nothing else runs). A stage that runs alone starts only when nothing runs, and nothing starts
 * beside it.
 */
export function stagesToStart(stages: readonly Stage[], states: ReadonlyMap<string, StageState>, cores: number): Stage[] {
  const running = stages.filter((stage) => states.get(stage.name) === 'running')
  if (running.some((stage) => stage.alone)) return []
  let busy = running.reduce((sum, stage) => sum + stage.cores, 0)
  let anyRunning = running.length > 0
  const start: Stage[] = []
  for (const stage of stages) {
    if (states.get(stage.name) !== 'waiting') continue
    if (!stage.needs.every((need) => states.get(need) === 'passed')) continue
    if (stage.alone) {
      if (!anyRunning) return [stage]
      continue
    }
    if (anyRunning && busy + stage.cores > cores) continue
    start.push(stage)
    busy += stage.cores
    anyRunning = true
  }
  return start
}

export interface StageTime {
  name: string
  state: StageState | 'not run'
  /** Seconds from the start of the run; undefined when the stage did not run. */
  start?: number
  seconds?: number
  /** The one-minute load average when the stage started and ended. */
  load?: [number, number]
  /** CPU seconds the stage's processes used (where known). */
  cpu?: number
}

/** 95 → "1:35". */
export function clock(seconds: number): string {
  const whole = Math.round(seconds)
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`
}

/** A bar showing when a stage ran within the whole run, `width` characters for the total. */
export function timelineBar(start: number, seconds: number, total: number, width: number): string {
  if (total <= 0) return ''
  const from = Math.min(width - 1, Math.floor((start / total) * width))
  const to = Math.max(from + 1, Math.min(width, Math.round(((start + seconds) / total) * width)))
  return `${'·'.repeat(from)}${'█'.repeat(to - from)}${'·'.repeat(width - to)}`
}

const RESULT: Record<StageTime['state'], string> = {
  waiting: 'not run',
  'not run': 'not run',
  running: 'running',
  passed: 'passed',
  failed: '**failed**',
  stopped: 'stopped',
}

const row = (cells: readonly string[]) => `| ${cells.join(' | ')} |`

/**
 * The Markdown table of a run: each stage's start, wall time, result, CPU time (and so how many
 * cores it kept busy on average), the load around it and its place in the timeline.
 */
export function timeTable(rows: readonly StageTime[], total: number, width = 30): string {
  return [
    row(['stage', 'started', 'wall time', 'result', 'CPU time (cores busy)', 'load (1 min)', 'timeline']),
    row(Array(7).fill('---')),
    ...rows.map(({ name, state, start, seconds, load, cpu }) => {
      const ran = start !== undefined && seconds !== undefined
      return row([
        name,
        ran ? clock(start) : '',
        ran ? clock(seconds) : '',
        RESULT[state],
        ran && cpu !== undefined ? `${clock(cpu)} (${(cpu / Math.max(seconds, 1)).toFixed(1)})` : '',
        load ? `${load[0].toFixed(1)} → ${load[1].toFixed(1)}` : '',
        ran ? `\`${timelineBar(start, seconds, total, width)}\`` : '',
      ])
    }),
    row(['**total**', '', `**${clock(total)}**`, '', '', '', '']),
  ].join('\n')
}
