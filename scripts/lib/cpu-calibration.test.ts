/** @jest-environment node */
import { calibratedCpuSlowdown, DEFAULT_CPU_SLOWDOWN, REFERENCE_BENCHMARK_INDEX } from './cpu-calibration'

describe('calibratedCpuSlowdown', () => {
  it("is Lighthouse's default on the reference host", () => {
    expect(calibratedCpuSlowdown(REFERENCE_BENCHMARK_INDEX)).toBe(DEFAULT_CPU_SLOWDOWN)
  })

  it('slows a slower host less and a faster one more, in proportion to its index', () => {
    expect(calibratedCpuSlowdown(1500)).toBe(2)
    expect(calibratedCpuSlowdown(1334)).toBe(1.78)
    expect(calibratedCpuSlowdown(4500)).toBe(6)
  })

  it('never speeds a host up: one slower than the emulated phone is measured as it is', () => {
    expect(calibratedCpuSlowdown(500)).toBe(1)
  })

  it('refuses a run without a host index', () => {
    expect(() => calibratedCpuSlowdown(Number.NaN)).toThrow('no host CPU index')
    expect(() => calibratedCpuSlowdown(0)).toThrow('no host CPU index')
  })
})
