/** @jest-environment node */
import fs from 'fs'
import path from 'path'
import {
  TEST_PLAN,
  clock,
  mayOverlap,
  planProblems,
  prerequisites,
  selectStages,
  stagePorts,
  stagesToStart,
  testOptions,
  timeTable,
  timelineBar,
  type Stage,
  type StageState,
} from './test-plan'

const scripts = (JSON.parse(fs.readFileSync(path.resolve(__dirname, '../../package.json'), 'utf8')) as { scripts: Record<string, string> })
  .scripts
const stage = (name: string, needs: string[] = [], more: Partial<Stage> = {}): Stage => ({ name, needs, cores: 1, ...more })
const byName = (name: string) => TEST_PLAN.find((s) => s.name === name)!

/**
 * Runs a plan with the scheduler as scripts/run-tests.ts does, each stage taking the given seconds,
 * and returns when each started and ended.
 */
function simulate(stages: readonly Stage[], seconds: Record<string, number>, cores: number, fails: string[] = []) {
  const states = new Map<string, StageState>(stages.map((s) => [s.name, 'waiting']))
  const times = new Map<string, { start: number; end: number }>()
  let now = 0
  for (;;) {
    if (![...states.values()].includes('failed')) {
      for (const next of stagesToStart(stages, states, cores)) {
        states.set(next.name, 'running')
        times.set(next.name, { start: now, end: now + seconds[next.name] })
      }
    }
    const running = [...states].filter(([, state]) => state === 'running').map(([name]) => name)
    if (running.length === 0) break
    now = Math.min(...running.map((name) => times.get(name)!.end))
    for (const name of running) if (times.get(name)!.end === now) states.set(name, fails.includes(name) ? 'failed' : 'passed')
  }
  return { times, states }
}

describe('the plan of npm test', () => {
  it('runs every test script of package.json, each an npm script of its own', () => {
    const testScripts = Object.keys(scripts).filter((name) => /^test:/.test(name) && name !== 'test:content')
    for (const name of TEST_PLAN.map((s) => s.name)) expect(scripts).toHaveProperty([name])
    expect(testScripts.filter((name) => !TEST_PLAN.some((s) => s.name === name))).toEqual([])
    // `npm run lint` is the two lint stages together.
    expect(scripts.lint).toBe('npm run lint:eslint && npm run lint:prettier')
    expect(scripts.test).toBe('tsx scripts/run-tests.ts')
  })

  it('has no problems: every need is a stage, no cycle, no port shared by stages that may overlap', () => {
    expect(planProblems(TEST_PLAN, stagePorts(TEST_PLAN))).toEqual([])
    expect(planProblems(TEST_PLAN, stagePorts(TEST_PLAN, 9600))).toEqual([])
  })

  it('builds after the type check, tests the build after it, and measures the budgets last and alone', () => {
    expect([...prerequisites(TEST_PLAN, 'build')]).toEqual(['typecheck'])
    for (const name of ['test:build', 'test:dev', 'test:e2e']) expect(prerequisites(TEST_PLAN, name)).toContain('build')
    const others = TEST_PLAN.filter((s) => s.name !== 'test:budgets').map((s) => s.name)
    expect([...prerequisites(TEST_PLAN, 'test:budgets')].sort()).toEqual(others.sort())
    expect(byName('test:budgets').alone).toBe(true)
  })

  it('on 2 cores: type check and unit tests, the build beside the unit tests and linters, the build and development tests together, then the browser tests, then the budgets', () => {
    const seconds: Record<string, number> = {
      typecheck: 20,
      'test:unit': 40,
      build: 150,
      'lint:eslint': 20,
      'lint:prettier': 10,
      'test:build': 300,
      'test:dev': 200,
      'test:e2e': 250,
      'test:budgets': 100,
    }
    const { times } = simulate(TEST_PLAN, seconds, 2)
    const start = (name: string) => times.get(name)!.start
    expect([start('typecheck'), start('test:unit')]).toEqual([0, 0])
    expect(start('build')).toBe(20)
    expect([start('lint:eslint'), start('lint:prettier')]).toEqual([40, 60])
    expect([start('test:build'), start('test:dev')]).toEqual([170, 170])
    expect(start('test:e2e')).toBe(470)
    expect(start('test:budgets')).toBe(720)
  })

  it('on one core runs one stage at a time, in plan order', () => {
    const seconds = Object.fromEntries(TEST_PLAN.map((s) => [s.name, 10]))
    const { times } = simulate(TEST_PLAN, seconds, 1)
    const order = [...times].sort(([, a], [, b]) => a.start - b.start).map(([name]) => name)
    expect(order).toEqual(TEST_PLAN.map((s) => s.name))
    expect(Math.max(...[...times.values()].map((t) => t.end))).toBe(10 * TEST_PLAN.length)
  })

  it('starts nothing after a failure: what needs the failed stage, and everything else waiting, is not run', () => {
    const seconds = Object.fromEntries(TEST_PLAN.map((s) => [s.name, 10]))
    const { states } = simulate(TEST_PLAN, seconds, 2, ['typecheck'])
    expect(states.get('typecheck')).toBe('failed')
    expect(states.get('test:unit')).toBe('passed') // it was already running
    expect(['build', 'lint:eslint', 'test:e2e', 'test:budgets'].map((name) => states.get(name))).toEqual([
      'waiting',
      'waiting',
      'waiting',
      'waiting',
    ])
  })
})

describe('the scheduler', () => {
  const waiting = (stages: Stage[], overrides: Record<string, StageState> = {}) =>
    new Map<string, StageState>(stages.map((s) => [s.name, overrides[s.name] ?? 'waiting']))

  it('starts stages whose needs have passed while the running ones leave cores free', () => {
    const stages = [stage('a'), stage('b'), stage('c', ['a']), stage('d', [], { cores: 2 })]
    expect(stagesToStart(stages, waiting(stages), 2).map((s) => s.name)).toEqual(['a', 'b'])
    expect(stagesToStart(stages, waiting(stages, { a: 'passed', b: 'running' }), 2).map((s) => s.name)).toEqual(['c'])
    // A stage wanting more cores than are free waits; one that fits may go ahead of it.
    expect(stagesToStart(stages, waiting(stages, { a: 'running', b: 'passed' }), 2).map((s) => s.name)).toEqual([])
    expect(stagesToStart(stages, waiting(stages, { a: 'passed', b: 'passed', c: 'passed' }), 2).map((s) => s.name)).toEqual(['d'])
  })

  it('starts a stage wanting more cores than the machine has when nothing else runs', () => {
    const stages = [stage('big', [], { cores: 4 }), stage('small')]
    expect(stagesToStart(stages, waiting(stages), 2).map((s) => s.name)).toEqual(['big'])
    expect(stagesToStart(stages, waiting(stages, { big: 'running' }), 2)).toEqual([])
  })

  it('runs a stage marked alone with nothing beside it', () => {
    const stages = [stage('a'), stage('solo', [], { alone: true }), stage('b')]
    expect(stagesToStart(stages, waiting(stages), 4).map((s) => s.name)).toEqual(['a', 'b'])
    expect(stagesToStart(stages, waiting(stages, { a: 'passed', b: 'running' }), 4)).toEqual([])
    expect(stagesToStart(stages, waiting(stages, { a: 'passed', b: 'passed' }), 4).map((s) => s.name)).toEqual(['solo'])
    expect(
      stagesToStart([...stages, stage('c')], waiting([...stages, stage('c')], { a: 'passed', b: 'passed', solo: 'running' }), 4),
    ).toEqual([])
  })

  it('never starts a stage whose need failed or was stopped', () => {
    const stages = [stage('a'), stage('b', ['a'])]
    expect(stagesToStart(stages, waiting(stages, { a: 'failed' }), 2)).toEqual([])
    expect(stagesToStart(stages, waiting(stages, { a: 'stopped' }), 2)).toEqual([])
  })
})

describe('ports and overlaps', () => {
  it('knows which stages may run at the same time', () => {
    expect(mayOverlap(TEST_PLAN, byName('test:dev'), byName('test:e2e'))).toBe(true)
    expect(mayOverlap(TEST_PLAN, byName('test:build'), byName('test:dev'))).toBe(true)
    expect(mayOverlap(TEST_PLAN, byName('build'), byName('test:e2e'))).toBe(false)
    expect(mayOverlap(TEST_PLAN, byName('test:budgets'), byName('typecheck'))).toBe(false)
  })

  it('gives the development-server and browser tests different decap-server ports, by default and from a base', () => {
    const defaults = stagePorts(TEST_PLAN)
    expect(defaults.get('test:e2e')).toEqual({ E2E_PORT: 9321, DECAP_TEST_PORT: 8091 })
    expect(defaults.get('test:dev')).toEqual({ DEV_TEST_PORT: 8311, DECAP_TEST_PORT: 8391 })
    const fromBase = stagePorts(TEST_PLAN, 9600)
    const given = [...fromBase.values()].flatMap((ports) => Object.values(ports))
    expect(given.sort()).toEqual([9600, 9601, 9602, 9603])
    expect(fromBase.get('typecheck')).toEqual({})
  })

  it('reports a port shared by two stages that may overlap, a missing need and a cycle', () => {
    const stages = [
      stage('a', [], { ports: { A_PORT: 1 } }),
      stage('b', [], { ports: { B_PORT: 1 } }),
      stage('c', ['a'], { ports: { C_PORT: 1 } }),
    ]
    expect(planProblems(stages, stagePorts(stages))).toEqual([
      'port 1 is given to a (A_PORT) and b (B_PORT), which may run at the same time',
      'port 1 is given to b (B_PORT) and c (C_PORT), which may run at the same time',
    ])
    const broken = [stage('a', ['b']), stage('b', ['a']), stage('c', ['nothing'])]
    expect(planProblems(broken, stagePorts(broken))).toEqual([
      'a needs itself (a cycle)',
      'b needs itself (a cycle)',
      'c needs nothing, which is not a stage',
    ])
  })

  it('reports a port given twice within one stage', () => {
    const stages = [stage('a', [], { ports: { ONE: 5, TWO: 5 } })]
    expect(planProblems(stages, stagePorts(stages))).toEqual(['port 5 is given to a (ONE) and a (TWO), which may run at the same time'])
  })
})

describe('choosing stages', () => {
  it('keeps the chosen stages in plan order; needs outside the choice count as met', () => {
    const chosen = selectStages(TEST_PLAN, ['test:e2e', 'test:dev'])
    expect(chosen.map((s) => s.name)).toEqual(['test:dev', 'test:e2e'])
    expect(chosen.map((s) => s.needs)).toEqual([[], []])
    expect(selectStages(TEST_PLAN, [])).toEqual(TEST_PLAN)
  })

  it('leaves out skipped stages; what needed them starts as if they had passed', () => {
    const withoutBudgets = selectStages(TEST_PLAN, [], ['test:budgets'])
    expect(withoutBudgets).toEqual(TEST_PLAN.filter((s) => s.name !== 'test:budgets'))
    const withoutBuild = selectStages(TEST_PLAN, ['build', 'test:build', 'test:e2e'], ['build'])
    expect(withoutBuild.map((s) => [s.name, s.needs])).toEqual([
      ['test:build', []],
      ['test:e2e', []],
    ])
  })

  it('refuses a stage that does not exist, chosen or skipped', () => {
    expect(() => selectStages(TEST_PLAN, ['test:nope'])).toThrow('No such stage: test:nope')
    expect(() => selectStages(TEST_PLAN, [], ['test:budget'])).toThrow('No such stage: test:budget')
  })

  it('reads npm test’s arguments: stages, --skip, --fail-fast and --cores', () => {
    expect(testOptions(TEST_PLAN, [])).toEqual({ stages: TEST_PLAN, failFast: false, cores: undefined })
    const options = testOptions(TEST_PLAN, ['--skip', 'test:budgets', '--skip', 'test:dev', '--fail-fast', '--cores', '1'])
    expect(options.stages.map((s) => s.name)).toEqual(
      TEST_PLAN.map((s) => s.name).filter((name) => !['test:budgets', 'test:dev'].includes(name)),
    )
    expect([options.failFast, options.cores]).toEqual([true, 1])
    // The budgets wait for the build even when nothing else of the plan is chosen.
    expect(testOptions(TEST_PLAN, ['build', 'test:budgets']).stages.map((s) => [s.name, s.needs])).toEqual([
      ['build', []],
      ['test:budgets', ['build']],
    ])
    expect(() => testOptions(TEST_PLAN, ['--cores', '0'])).toThrow('--cores must be a whole number of at least 1, not 0')
    expect(() => testOptions(TEST_PLAN, ['--skip'])).toThrow()
  })
})

describe('the time table', () => {
  it('writes minutes and seconds', () => {
    expect([clock(0), clock(59.4), clock(59.6), clock(95), clock(725)]).toEqual(['0:00', '0:59', '1:00', '1:35', '12:05'])
  })

  it('draws when a stage ran within the run', () => {
    expect(timelineBar(0, 50, 100, 10)).toBe('█████·····')
    expect(timelineBar(50, 50, 100, 10)).toBe('·····█████')
    expect(timelineBar(99, 0.5, 100, 10)).toBe('·········█') // a short stage still shows
  })

  it('has a row per stage with its start, wall time, result, CPU time and load, and the total', () => {
    const table = timeTable(
      [
        { name: 'typecheck', state: 'passed', start: 0, seconds: 30, load: [2, 3.25], cpu: 27 },
        { name: 'build', state: 'failed', start: 30, seconds: 90, load: [3, 4], cpu: 135 },
        { name: 'test:e2e', state: 'not run' },
      ],
      120,
      4,
    )
    expect(table.split('\n')).toEqual([
      '| stage | started | wall time | result | CPU time (cores busy) | load (1 min) | timeline |',
      '| --- | --- | --- | --- | --- | --- | --- |',
      '| typecheck | 0:00 | 0:30 | passed | 0:27 (0.9) | 2.0 → 3.3 | `█···` |',
      '| build | 0:30 | 1:30 | **failed** | 2:15 (1.5) | 3.0 → 4.0 | `·███` |',
      '| test:e2e |  |  | not run |  |  |  |',
      '| **total** |  | **2:00** |  |  |  |  |',
    ])
  })
})
