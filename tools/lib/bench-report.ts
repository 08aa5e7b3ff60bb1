/**
 * The scale benchmark's figures (tools/bench-content.ts), its Markdown table and the checks
 * against its targets: the home page does not grow with the number of posts, and neither does the
 * cost of a build much.
 */
import type { SiteFigures } from '../../scripts/lib/built-site'

/** Which editions the synthetic posts have: English alone, or English and Arabic (twice the post pages). */
export type BenchEditions = 'en' | 'both'

/** The built site's figures (scripts/lib/built-site.ts), with the size of the content and the builds' cost. */
export interface BenchResult extends SiteFigures {
  /** Blog posts in the site (N): 6 is today's content. */
  posts: number
  editions: BenchEditions
  coldSeconds: number
  /** The rebuild after adding one more post, with the cache of the cold build. */
  warmSeconds: number
  /** The first warm rebuild, with nothing changed: it stitches every page again once (tools/bench-content.ts). */
  firstWarmSeconds: number
  firstWarmCpuSeconds: number | null
  /** A warm rebuild with nothing changed after the one that added a post: a build at rest. */
  againSeconds: number
  againCpuSeconds: number | null
  /** User plus system seconds of every process of the build (GNU time); null where not measured. */
  coldCpuSeconds: number | null
  warmCpuSeconds: number | null
  /** The machine's one-minute load average when each build started: how much else was running. */
  coldLoad: number
  warmLoad: number
  /** The build's own one-line summary of each stage (src/lib/build/stage-summary.ts). */
  coldStages: string[]
  warmStages: string[]
  /** "3/3" from Gatsby's log: HTML pages rendered again by the warm rebuild. */
  warmPagesRendered: string
  /** Peak of the summed resident memory of the build's whole process tree (sampled from /proc), MB; null if not measured. */
  peakTreeMB: number | null
  /** The same summed as proportional memory, each page several processes share counted once (tools/lib/process-memory.ts). */
  peakTreePssMB: number | null
  /** Peak resident memory of the build's largest single process (GNU time's "Maximum resident set size"), MB. */
  peakProcessMB: number | null
}

export interface Target {
  label: string
  /** The figure compared between N = 6 and the largest N. */
  value: (r: BenchResult) => number
  /** Passes when the ratio (large N / N = 6) is within these bounds. */
  min: number
  max: number
  describe: string
}

export const BASE_POSTS = 6
export const TARGET_POSTS = 600

export const TARGETS: Target[] = [
  { label: 'home page HTML', value: (r) => r.homeHtmlBytes, min: 0.98, max: 1.02, describe: 'within 2 % of N = 6' },
  { label: 'home page data', value: (r) => r.homePageDataBytes, min: 0.98, max: 1.02, describe: 'within 2 % of N = 6' },
  { label: 'warm rebuild after adding a post', value: (r) => r.warmSeconds, min: 0, max: 1.5, describe: 'at most 1.5x N = 6' },
  { label: 'cold build', value: (r) => r.coldSeconds, min: 0, max: 2, describe: 'at most 2x N = 6' },
]

/**
 * The targets at scale, in seconds and MB on a 2-core machine: at N = 5,000 a cold build within 3
 * minutes (5 with both editions), a warm rebuild after adding a post within 20 s, the whole build in
 * at most 4 GB of memory.
 */
export const SCALE_POSTS = 5000
export const SCALE_TARGETS: Array<{
  label: string
  value: (r: BenchResult) => number | null
  max: (r: BenchResult) => number
  unit: string
}> = [
  { label: 'cold build', value: (r) => r.coldSeconds, max: (r) => (r.editions === 'both' ? 300 : 180), unit: 's' },
  { label: 'warm rebuild after adding a post', value: (r) => r.warmSeconds, max: () => 20, unit: 's' },
  { label: 'peak memory, whole build (PSS)', value: (r) => r.peakTreePssMB, max: () => 4096, unit: 'MB' },
]

/** Each scale target at N = 5,000 and above; none when no such N was measured. */
export function checkScaleTargets(results: BenchResult[]): TargetCheck[] {
  return results
    .filter((r) => r.posts >= SCALE_POSTS)
    .flatMap((r) =>
      SCALE_TARGETS.flatMap((target) => {
        const value = target.value(r)
        if (value === null) return []
        const pass = value <= target.max(r)
        const editions = r.editions === 'both' ? ', both editions' : ''
        const line = `${pass ? 'PASS' : 'FAIL'} ${target.label} at N = ${r.posts}${editions}: ${Math.round(value)} ${target.unit} (target: at most ${target.max(r)} ${target.unit})`
        return [{ label: target.label, posts: r.posts, ratio: value / target.max(r), pass, indicative: false, line }]
      }),
    )
}

export interface TargetCheck {
  label: string
  posts: number
  ratio: number
  pass: boolean
  /** True when N = 600 was not measured and the largest N measured stands in for it. */
  indicative: boolean
  line: string
}

/** Each target checked at N = 600 against N = 6; at the largest N measured, marked indicative, when 600 was not run. */
export function checkTargets(results: BenchResult[]): TargetCheck[] {
  const base = results.find((r) => r.posts === BASE_POSTS)
  const larger = results.filter((r) => r.posts > BASE_POSTS).sort((a, b) => b.posts - a.posts)
  const at = larger.find((r) => r.posts === TARGET_POSTS) ?? larger[0]
  if (!base || !at) return []
  const indicative = at.posts !== TARGET_POSTS
  return TARGETS.map((target) => {
    const ratio = target.value(at) / target.value(base)
    const pass = ratio >= target.min && ratio <= target.max
    const note = indicative ? ` (indicative: the target is at N = ${TARGET_POSTS})` : ''
    const line = `${pass ? 'PASS' : 'FAIL'} ${target.label} at N = ${at.posts}: ${ratio.toFixed(3)}x N = ${BASE_POSTS} (target: ${target.describe})${note}`
    return { label: target.label, posts: at.posts, ratio, pass, indicative, line }
  })
}

const bytes = (n: number): string => `${n.toLocaleString('en-US')} B`
const kB = (n: number): string => `${(n / 1024).toFixed(1)} kB`
const mb = (n: number | null): string => (n === null ? 'n/a' : `${Math.round(n)} MB`)

const cpu = (seconds: number | null): string => (seconds === null ? '' : `, ${seconds.toFixed(0)} s CPU`)

const ROWS: Array<[string, (r: BenchResult) => string]> = [
  ['pages built', (r) => String(r.pages)],
  ['cold build', (r) => `${r.coldSeconds.toFixed(0)} s${cpu(r.coldCpuSeconds)}, load ${r.coldLoad.toFixed(1)}`],
  ['first warm rebuild, nothing changed', (r) => `${r.firstWarmSeconds.toFixed(1)} s${cpu(r.firstWarmCpuSeconds)}`],
  [
    'warm rebuild after adding one post',
    (r) => `${r.warmSeconds.toFixed(1)} s${cpu(r.warmCpuSeconds)}, load ${r.warmLoad.toFixed(1)} (${r.warmPagesRendered} HTML pages)`,
  ],
  ['warm rebuild after that, nothing changed', (r) => `${r.againSeconds.toFixed(1)} s${cpu(r.againCpuSeconds)}`],
  ["peak memory, whole build (sum of processes' RSS)", (r) => mb(r.peakTreeMB)],
  ["peak memory, whole build (sum of processes' PSS)", (r) => mb(r.peakTreePssMB)],
  ['peak memory, largest process', (r) => mb(r.peakProcessMB)],
  ['home page HTML', (r) => bytes(r.homeHtmlBytes)],
  ['home page data', (r) => bytes(r.homePageDataBytes)],
  ['largest page data', (r) => `${bytes(r.largestPageData.bytes)} (${r.largestPageData.path})`],
  ['static query data, all', (r) => bytes(r.staticQueryBytes)],
  ['JS per page, min / median / max', (r) => `${kB(r.pageJs.min)} / ${kB(r.pageJs.median)} / ${kB(r.pageJs.max)}`],
  ['JS of the home page', (r) => kB(r.homeJsBytes)],
]

const column = (r: BenchResult): string => `N = ${r.posts}${r.editions === 'both' ? ', both editions' : ''}`

/** One column per N, one row per figure. */
export function formatTable(results: BenchResult[]): string {
  const sorted = [...results].sort((a, b) => a.posts - b.posts)
  const header = `| | ${sorted.map(column).join(' | ')} |`
  const rule = `| --- | ${sorted.map(() => '---').join(' | ')} |`
  const rows = ROWS.map(([label, cell]) => `| ${label} | ${sorted.map(cell).join(' | ')} |`)
  return [header, rule, ...rows].join('\n')
}

/** Each build's stage lines, cold then warm, per N. */
export function formatStages(results: BenchResult[]): string {
  return [...results]
    .sort((a, b) => a.posts - b.posts)
    .flatMap((r) => [
      `### ${column(r)}`,
      '',
      '```',
      'cold build:',
      ...r.coldStages.map((line) => `  ${line}`),
      'warm rebuild after adding one post:',
      ...r.warmStages.map((line) => `  ${line}`),
      '```',
      '',
    ])
    .join('\n')
}

/** The report: the table, a PASS/FAIL line per target, then each build's stage lines. */
export function formatReport(results: BenchResult[], context: string): string {
  const checks = [...checkTargets(results), ...checkScaleTargets(results)]
  const lines =
    checks.length > 0
      ? checks.map((c) => `- ${c.line}`)
      : [`- Targets not checked: they need N = ${BASE_POSTS} and a larger N, or N = ${SCALE_POSTS}.`]
  return `# Content at scale\n\n${context}\n\n${formatTable(results)}\n\n## Targets\n\n${lines.join('\n')}\n\n## Stages\n\n${formatStages(results)}`
}
