/**
 * Peak memory of a build: Gatsby runs its queries and HTML rendering in worker processes, so the
 * memory of the whole process tree is summed, sampled from /proc (Linux) at an interval. Two sums:
 * resident memory (RSS), which counts a page that several processes map (Gatsby's LMDB store, which
 * each worker maps, and shared libraries) once in each of them, and proportional memory (PSS), which
 * counts it once in all, divided among them: what the build takes from the machine.
 * A sample can miss a short spike between two samples; the interval keeps that small.
 */
import fs from 'fs'

export interface ProcessEntry {
  pid: number
  ppid: number
  /** Process group. */
  pgid: number
  /** R running, S sleeping, Z zombie (ended, not yet collected by its parent)… */
  state: string
}

/** pid, state, parent pid and process group from the text of /proc/<pid>/stat (the command name may hold spaces and parentheses). */
export function parseStat(text: string): ProcessEntry | undefined {
  const close = text.lastIndexOf(')')
  const pid = Number.parseInt(text, 10)
  const [state, ...rest] = text.slice(close + 2).split(' ')
  const [ppid, pgid] = rest.map(Number)
  return close > 0 && [pid, ppid, pgid].every(Number.isInteger) ? { pid, ppid, pgid, state } : undefined
}

/** The root and every process below it, from (pid, ppid) pairs. */
export function descendants(root: number, processes: Array<{ pid: number; ppid: number }>): number[] {
  const children = new Map<number, number[]>()
  for (const { pid, ppid } of processes) children.set(ppid, [...(children.get(ppid) ?? []), pid])
  const found: number[] = []
  const queue = [root]
  while (queue.length > 0) {
    const pid = queue.shift() as number
    if (found.includes(pid)) continue
    found.push(pid)
    queue.push(...(children.get(pid) ?? []))
  }
  return found
}

/** Resident memory in kB from the text of /proc/<pid>/status (its VmRSS line); 0 without one (a zombie). */
export function rssKB(statusText: string): number {
  return Number(/^VmRSS:\s+(\d+)\s+kB/m.exec(statusText)?.[1] ?? 0)
}

/** Proportional memory in kB from the text of /proc/<pid>/smaps_rollup (its Pss line); 0 without one. */
export function pssKB(smapsRollupText: string): number {
  return Number(/^Pss:\s+(\d+)\s+kB/m.exec(smapsRollupText)?.[1] ?? 0)
}

const readOr = (file: string): string | undefined => {
  try {
    return fs.readFileSync(file, 'utf8')
  } catch {
    return undefined // the process ended meanwhile
  }
}

/** Every process of the machine, from /proc (Linux). */
export function readProcesses(): ProcessEntry[] {
  return fs
    .readdirSync('/proc')
    .filter((name) => /^\d+$/.test(name))
    .map((pid) => parseStat(readOr(`/proc/${pid}/stat`) ?? ''))
    .filter((p): p is ProcessEntry => p !== undefined)
}

function treeKB(root: number, withPss: boolean): { rss: number; pss: number } {
  const pids = descendants(root, readProcesses())
  const sum = (read: (pid: number) => number) => pids.reduce((total, pid) => total + read(pid), 0)
  return {
    rss: sum((pid) => rssKB(readOr(`/proc/${pid}/status`) ?? '')),
    pss: withPss ? sum((pid) => pssKB(readOr(`/proc/${pid}/smaps_rollup`) ?? '')) : 0,
  }
}

export const canSampleMemory = (): boolean => fs.existsSync('/proc/self/status')

/**
 * Samples the tree below `root` every `intervalMs` until stop() is called, which returns the peaks in
 * MB (PSS null where /proc has none). PSS is read every `pssEvery` samples: the kernel walks a
 * process's whole memory for it, which on a build of gigabytes takes a noticeable part of a core.
 */
export function sampleTreeMemory(root: number, intervalMs = 250, pssEvery = 8): { stop: () => { rssMB: number; pssMB: number | null } } {
  const peak = { rss: 0, pss: 0 }
  let samples = 0
  const sample = () => {
    const now = treeKB(root, samples++ % pssEvery === 0)
    peak.rss = Math.max(peak.rss, now.rss)
    peak.pss = Math.max(peak.pss, now.pss)
  }
  sample()
  const timer = setInterval(sample, intervalMs)
  return {
    stop: () => {
      clearInterval(timer)
      return { rssMB: peak.rss / 1024, pssMB: peak.pss > 0 ? peak.pss / 1024 : null }
    },
  }
}

/** "Maximum resident set size (kbytes): 123456" from GNU time -v, in MB. */
export function gnuTimeMaxRssMB(report: string): number | null {
  const kb = /Maximum resident set size \(kbytes\): (\d+)/.exec(report)?.[1]
  return kb === undefined ? null : Number(kb) / 1024
}

/** User plus system seconds of the command and the children it waited for, from GNU time -v. */
export function gnuTimeCpuSeconds(report: string): number | null {
  const user = /User time \(seconds\): ([\d.]+)/.exec(report)?.[1]
  const system = /System time \(seconds\): ([\d.]+)/.exec(report)?.[1]
  return user === undefined || system === undefined ? null : Number(user) + Number(system)
}
