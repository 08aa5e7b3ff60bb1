/** Presentation half of `npm run audit`: console tables and the JSON report. */
import { mkdirSync, writeFileSync } from 'node:fs'
import { dirname } from 'node:path'

import { DEFAULT_CPU_SLOWDOWN } from './cpu-calibration'
import { FIGURES, type RouteFigures } from './lighthouse-run'

export function formatRouteTable(result: RouteFigures): string {
  const runs = result.runs === 1 ? '1 run' : `median of ${result.runs} runs`
  const lines = [`Route ${result.route}  (${runs}, Lighthouse ${result.lighthouseVersion}, mobile)`]
  for (const { key, label, unit } of FIGURES) {
    const value = result.median[key]
    const text = key === 'cls' ? value.toFixed(3) : key.endsWith('KB') ? value.toFixed(1) : String(value)
    lines.push(`  ${label.padEnd(15)} ${text.padStart(8)}${unit ? ` ${unit}` : ''}`)
  }
  lines.push(`  ${'Host CPU index'.padEnd(15)} ${result.benchmarkIndex.join(', ').padStart(8)}`)
  lines.push(
    `  ${'CPU slowdown'.padEnd(15)} ${result.cpuSlowdown
      .map((s) => `${s}x`)
      .join(', ')
      .padStart(8)}  (calibrated to the host)`,
  )
  if (result.atDefaultSlowdown) {
    const { performance, lcpMs, tbtMs } = result.atDefaultSlowdown.median
    lines.push(`  ${`At ${DEFAULT_CPU_SLOWDOWN}x as is`.padEnd(15)} Performance ${performance}, LCP ${lcpMs} ms, TBT ${tbtMs} ms`)
  }
  for (const warning of result.warnings) lines.push(`  ! ${warning}`)
  return lines.join('\n')
}

export function printReport(results: readonly RouteFigures[]): void {
  console.log(results.map(formatRouteTable).join('\n\n'))
}

export function writeJsonReport(path: string, results: readonly RouteFigures[]): void {
  mkdirSync(dirname(path), { recursive: true })
  const report = { generatedAt: new Date().toISOString(), formFactor: 'mobile', routes: results }
  writeFileSync(path, `${JSON.stringify(report, null, 2)}\n`)
}
