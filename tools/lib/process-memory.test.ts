/** @jest-environment node */
import { descendants, gnuTimeCpuSeconds, gnuTimeMaxRssMB, parseStat, pssKB, rssKB } from './process-memory'

describe('process tree memory', () => {
  it('reads pid, state, parent pid and process group from /proc/<pid>/stat, also when the command name holds spaces and parentheses', () => {
    expect(parseStat('1234 (node) S 1000 1200 1234 0 -1 4194304')).toEqual({ pid: 1234, ppid: 1000, pgid: 1200, state: 'S' })
    expect(parseStat('77 (a (b) c) Z 12 70 77 0')).toEqual({ pid: 77, ppid: 12, pgid: 70, state: 'Z' })
    expect(parseStat('')).toBeUndefined()
  })

  it('finds every process below the root and none beside it', () => {
    const processes = [
      { pid: 1, ppid: 0 },
      { pid: 10, ppid: 1 },
      { pid: 11, ppid: 10 },
      { pid: 12, ppid: 10 },
      { pid: 13, ppid: 12 },
      { pid: 20, ppid: 1 },
    ]
    expect(descendants(10, processes).sort()).toEqual([10, 11, 12, 13])
    expect(descendants(99, processes)).toEqual([99])
  })

  it('reads VmRSS from /proc/<pid>/status, 0 when there is none', () => {
    expect(rssKB('Name:\tnode\nVmPeak:\t 900 kB\nVmRSS:\t  123456 kB\nRssAnon: 1 kB\n')).toBe(123456)
    expect(rssKB('Name:\tzombie\nState:\tZ (zombie)\n')).toBe(0)
  })

  it('reads Pss from /proc/<pid>/smaps_rollup, 0 when there is none', () => {
    expect(pssKB('55d0-7ffe ---p 00000000 00:00 0 [rollup]\nRss:  200000 kB\nPss:  150000 kB\nPss_Anon: 90000 kB\n')).toBe(150000)
    expect(pssKB('')).toBe(0)
  })

  it('reads the largest process from GNU time -v', () => {
    expect(gnuTimeMaxRssMB('\tMaximum resident set size (kbytes): 524288\n')).toBe(512)
    expect(gnuTimeMaxRssMB('no report')).toBeNull()
  })

  it('adds up user and system seconds from GNU time -v', () => {
    expect(gnuTimeCpuSeconds('\tUser time (seconds): 427.69\n\tSystem time (seconds): 27.81\n')).toBeCloseTo(455.5)
    expect(gnuTimeCpuSeconds('\tUser time (seconds): 1.5\n')).toBeNull()
  })
})
