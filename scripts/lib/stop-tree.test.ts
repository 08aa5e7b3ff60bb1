/** @jest-environment node */
import { spawn } from 'child_process'
import { canReadProcesses, commandLine, readProcesses, type ProcessEntry } from './process-memory'
import { killLeftovers, stillRunning, stopTree, treeGroups } from './stop-tree'

const entry = (pid: number, ppid: number, pgid: number, state = 'S'): ProcessEntry => ({ pid, ppid, pgid, state })

describe('the process tree of a stage', () => {
  const processes = [
    entry(1, 0, 1),
    entry(50, 1, 50),
    entry(100, 50, 100),
    entry(101, 100, 100),
    entry(102, 101, 102),
    entry(103, 102, 102),
    entry(200, 1, 200),
  ]

  it('has the groups of the command and of every descendant that started its own, not the caller’s', () => {
    expect(treeGroups(100, processes, 50)).toEqual([100, 102])
    expect(treeGroups(50, processes, 50)).toEqual([100, 102])
    // A command that has already ended still has its own group signalled.
    expect(treeGroups(300, processes, 50)).toEqual([300])
  })

  it('counts live processes of the tree or its groups as running, zombies not', () => {
    const later = [entry(101, 1, 100), entry(103, 1, 102, 'Z'), entry(104, 1, 102), entry(200, 1, 200)]
    expect(stillRunning(later, [100, 101, 102, 103], [100, 102])).toEqual([101, 104])
  })
})

const describeOnLinux = canReadProcesses() ? describe : describe.skip

describeOnLinux('stopping a real process tree', () => {
  const marker = (n: number) => `${300 + n}.${process.pid}`
  /** The sleep processes of a marker still running. */
  const running = (mark: string) => readProcesses().filter((p) => p.state !== 'Z' && commandLine(p.pid) === `sleep ${mark}`)

  /** Waits until the marker's sleep runs (or no longer runs): a forked shell takes a moment to become `sleep`. */
  async function until(mark: string, count: number): Promise<void> {
    const deadline = Date.now() + 5000
    while (running(mark).length !== count && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 50))
  }

  afterAll(() => {
    for (const p of [1, 2, 3].flatMap((n) => running(marker(n)))) process.kill(p.pid, 'SIGKILL')
  })

  it('stops the command, its children that ignore Ctrl+C and a child in a group of its own', async () => {
    // Background jobs of a non-interactive shell ignore SIGINT; setsid starts a new session and group.
    const child = spawn('sh', ['-c', `sleep ${marker(1)} & setsid sleep ${marker(2)} & wait`], { detached: true, stdio: 'ignore' })
    const exited = new Promise((resolve) => child.on('exit', resolve))
    await until(marker(1), 1)
    await until(marker(2), 1)
    expect(running(marker(1))).toHaveLength(1)
    expect(running(marker(2))).toHaveLength(1)
    expect(running(marker(2))[0].pgid).not.toBe(child.pid)

    const killed = await stopTree(child.pid!, 500)
    await exited
    expect(running(marker(1))).toEqual([])
    expect(running(marker(2))).toEqual([])
    expect(killed).toEqual([]) // SIGTERM was enough
  })

  it('kills what a command that has exited left behind in its group', async () => {
    const child = spawn('sh', ['-c', `sleep ${marker(3)} & exit 0`], { detached: true, stdio: 'ignore' })
    await new Promise((resolve) => child.on('exit', resolve))
    await until(marker(3), 1)
    expect(running(marker(3))).toHaveLength(1)
    expect(killLeftovers(child.pid!)).toEqual([`sleep ${marker(3)}`])
    await until(marker(3), 0)
    expect(running(marker(3))).toEqual([])
  })
})
