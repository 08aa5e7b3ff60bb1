/**
 * Which phone the budgets emulate, whatever the host. Lighthouse's CPU throttling multiplies the
 * host's own task times (4x by default), so the same page measures 2-5x the TBT on this VM when it
 * is busy (benchmark index 1,000-2,000) as when it is quiet (3,000 and more). Lighthouse's answer is
 * to calibrate the multiplier to the host's benchmark index ("Calibrating the CPU slowdown" in its
 * docs/throttling.md); the speed benchmark does so once, from a run of the first route before it collects.
 */

/** Lighthouse's default mobile CPU slowdown, at which the budgets were set. */
export const DEFAULT_CPU_SLOWDOWN = 4

/**
 * The host the default slowdown is meant for: this VM when quiet, where the budgets were set. Its
 * quiet runs measured about 2,600-3,600 (median 3,355); 3,000 is below nearly all of them, so a
 * calibrated run is as strict as a default run on the quiet VM. A faster host is slowed more than
 * 4x, so the emulated phone is the same everywhere.
 */
export const REFERENCE_BENCHMARK_INDEX = 3000

/**
 * The slowdown that makes a host of `benchmarkIndex` as fast as the reference host slowed 4x
 * (two decimals). Never below 1: a host slower than that phone is measured as it is, which is stricter.
 */
export function calibratedCpuSlowdown(benchmarkIndex: number): number {
  if (!Number.isFinite(benchmarkIndex) || benchmarkIndex <= 0) throw new Error(`Lighthouse measured no host CPU index (${benchmarkIndex})`)
  const slowdown = (DEFAULT_CPU_SLOWDOWN * benchmarkIndex) / REFERENCE_BENCHMARK_INDEX
  return Math.max(1, Math.round(slowdown * 100) / 100)
}
