/**
 * Stops a command and everything it started, as Ctrl+C in a terminal would, then harder. The
 * command runs in its own process group, but some of its children start groups of their own (the
 * development server the tests start as a user would), which a signal to the command's group
 * alone would miss and leave running. So the whole tree is read first, while every process still
 * has its parent, and each group in it is signalled. Reads the process table from /proc (Linux);
 * elsewhere only the command's own group is signalled.
 */
import { canReadProcesses, commandLine, descendants, readProcesses, type ProcessEntry } from './process-memory'

/** The process groups of a tree (root and descendants), without the caller's own group. */
export function treeGroups(root: number, processes: readonly ProcessEntry[], ownGroup: number): number[] {
  const inTree = new Set(descendants(root, [...processes]))
  const groups = new Set(processes.filter((p) => inTree.has(p.pid)).map((p) => p.pgid))
  groups.add(root)
  groups.delete(ownGroup)
  return [...groups].sort((a, b) => a - b)
}

/** The live processes (zombies have ended) that are one of `pids` or in one of `groups`, the caller excepted. */
export function stillRunning(processes: readonly ProcessEntry[], pids: readonly number[], groups: readonly number[]): number[] {
  const [pidSet, groupSet] = [new Set(pids), new Set(groups)]
  return processes.filter((p) => p.state !== 'Z' && p.pid !== process.pid && (pidSet.has(p.pid) || groupSet.has(p.pgid))).map((p) => p.pid)
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

function signal(target: number, name: NodeJS.Signals): void {
  try {
    process.kill(target, name)
  } catch {
    // Already gone.
  }
}

/** Whether a process group still has a member. */
export function groupExists(group: number): boolean {
  try {
    process.kill(-group, 0)
    return true
  } catch {
    return false
  }
}

const survivors = (pids: readonly number[], groups: readonly number[]): number[] =>
  canReadProcesses() ? stillRunning(readProcesses(), pids, groups) : groups.filter(groupExists)

/**
 * SIGINT to every group of the tree below `root` (the command's own group included), SIGTERM after
 * `graceMs`, SIGKILL after as long again. Resolves with the command lines of the processes that had
 * to be killed, for the report.
 */
export async function stopTree(root: number, graceMs = 10_000): Promise<string[]> {
  const processes = canReadProcesses() ? readProcesses() : []
  const ownGroup = processes.find((p) => p.pid === process.pid)?.pgid ?? process.pid
  const pids = descendants(root, processes)
  const groups = treeGroups(root, processes, ownGroup)
  for (const name of ['SIGINT', 'SIGTERM'] as const) {
    for (const group of groups) signal(-group, name)
    const deadline = Date.now() + graceMs
    while (Date.now() < deadline) {
      if (survivors(pids, groups).length === 0) return []
      await sleep(200)
    }
  }
  const left = survivors(pids, groups)
  const killed = left.map((pid) => commandLine(pid) || `process ${pid}`)
  for (const pid of left) signal(pid, 'SIGKILL')
  for (const group of groups) signal(-group, 'SIGKILL')
  return killed
}

/** Kills whatever is left in the process group of a command that has exited; their command lines, for a warning. */
export function killLeftovers(group: number): string[] {
  if (!canReadProcesses()) {
    if (groupExists(group)) signal(-group, 'SIGKILL')
    return []
  }
  const left = stillRunning(readProcesses(), [], [group])
  const lines = left.map((pid) => commandLine(pid) || `process ${pid}`)
  if (left.length > 0) signal(-group, 'SIGKILL')
  return lines
}
