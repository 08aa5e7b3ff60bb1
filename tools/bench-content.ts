/**
 * The scale benchmark: how the site behaves with N blog posts instead of today's six.
 * For each N, a scratch copy of the site (__tests__/support/scratch-site.ts) gets N - 6 synthetic
 * posts cloned from the real ones (scripts/lib/synthetic-posts.ts, reusing their images), then:
 * a cold build, the figures of public/, one more post and a warm rebuild. Prints a table and a
 * PASS/FAIL line per target, and writes both to reports/bench-content.md (build logs beside it).
 *
 *   npm run bench:content                      N = 6, 60 and 600
 *   npm run bench:content -- --sizes 6,60      chosen N values (N counts all posts, at least 6)
 *   npm run bench:content -- --keep            keep the scratch sites (their paths are printed)
 *
 * Peak memory: the summed resident memory of the build's process tree, sampled from /proc every
 * 250 ms, and the largest single process as GNU time (/usr/bin/time -v) reports it, when installed.
 */
import fs from 'fs'
import os from 'os'
import path from 'path'
import matter from 'gray-matter'
import { makeScratchSite, PROJECT_ROOT } from '../__tests__/support/scratch-site'
import { formatReport, checkTargets, type BenchResult } from './lib/bench-report'
import { measureBuiltSite } from '../scripts/lib/built-site'
import { counted, runLogged, stopRunning } from './lib/logged-run'
import { canSampleMemory, gnuTimeMaxRssMB, sampleTreeMemory } from './lib/process-memory'
import { addedPost, syntheticPosts, type FrontMatter, type SyntheticPost } from '../scripts/lib/synthetic-posts'

const REPORT_DIR = path.join(PROJECT_ROOT, 'reports')
const LOG_DIR = path.join(REPORT_DIR, 'bench-content')
const REPORT = path.join(REPORT_DIR, 'bench-content.md')
const GNU_TIME = '/usr/bin/time'
const HEARTBEAT_MS = 20_000

function parseArgs(argv: string[]): { sizes: number[]; keep: boolean } {
  const at = argv.indexOf('--sizes')
  const given = argv.find((a) => a.startsWith('--sizes='))?.slice('--sizes='.length) ?? (at >= 0 ? argv[at + 1] : undefined)
  const sizes = (given ?? '6,60,600').split(',').map((s) => Number(s.trim()))
  if (sizes.some((n) => !Number.isInteger(n) || n < 1)) throw new Error(`--sizes takes whole numbers separated by commas, not "${given}".`)
  return { sizes: [...new Set(sizes)].sort((a, b) => a - b), keep: argv.includes('--keep') }
}

const scratchSites: string[] = []
let keep = false

function cleanUp(): void {
  if (keep) return
  for (const root of scratchSites.splice(0)) fs.rmSync(root, { recursive: true, force: true })
}

/** The real English posts' front matter, in file-name order: the templates of the synthetic ones. Drafts are left out. */
function realPosts(blogDir: string): FrontMatter[] {
  return fs
    .readdirSync(blogDir)
    .filter((f) => f.endsWith('.en.md'))
    .sort()
    .map((f) => matter(fs.readFileSync(path.join(blogDir, f), 'utf8')).data as FrontMatter)
    .filter((data) => data.draft !== true)
}

const writePosts = (blogDir: string, posts: SyntheticPost[]) => posts.forEach((p) => fs.writeFileSync(path.join(blogDir, p.file), p.text))

const elapsed = (since: number) => `${Math.round((Date.now() - since) / 1000)} s`

/** One `npm run build` (scripts/build.ts) in the scratch site, with its memory measured and a heartbeat printed. */
async function build(root: string, label: string, logName: string) {
  const tsx = path.join(root, 'node_modules/.bin/tsx')
  const timeFile = path.join(LOG_DIR, `${logName}.time.txt`)
  const useGnuTime = fs.existsSync(GNU_TIME)
  const [command, args] = useGnuTime ? [GNU_TIME, ['-v', '-o', timeFile, tsx, 'scripts/build.ts']] : [tsx, ['scripts/build.ts']]
  const started = Date.now()
  let lastLine = ''
  const heartbeat = setInterval(() => console.log(`  … ${label}: ${elapsed(started)}; ${lastLine.slice(0, 110)}`), HEARTBEAT_MS)
  let sampler: { stop: () => number } | undefined
  try {
    const { output, seconds } = await runLogged(command, args, {
      cwd: root,
      logFile: path.join(LOG_DIR, `${logName}.log`),
      onStart: (pid) => {
        if (canSampleMemory()) sampler = sampleTreeMemory(pid)
      },
      onOutput: (text) => {
        const lines = text.split('\n').filter((l) => l.trim() !== '')
        if (lines.length > 0) lastLine = lines[lines.length - 1].trim()
      },
    })
    const peakTreeMB = sampler ? sampler.stop() : null
    const peakProcessMB = useGnuTime && fs.existsSync(timeFile) ? gnuTimeMaxRssMB(fs.readFileSync(timeFile, 'utf8')) : null
    console.log(`  ${label}: ${seconds.toFixed(1)} s`)
    return { output, seconds, peakTreeMB, peakProcessMB }
  } finally {
    sampler?.stop()
    clearInterval(heartbeat)
  }
}

async function measure(posts: number): Promise<BenchResult> {
  const root = makeScratchSite()
  scratchSites.push(root)
  const blogDir = path.join(root, 'content/blog')
  const templates = realPosts(blogDir)
  if (posts < templates.length) throw new Error(`N counts all posts, the ${templates.length} real ones included: ${posts} is too few.`)
  writePosts(blogDir, syntheticPosts(posts - templates.length, templates))
  console.log(`\nN = ${posts}: ${posts - templates.length} synthetic posts added in ${root}`)
  for (const dir of ['.cache', 'public']) fs.rmSync(path.join(root, dir), { recursive: true, force: true })

  const cold = await build(root, `N = ${posts}, cold build`, `n${posts}-cold`)
  const figures = measureBuiltSite(path.join(root, 'public'))
  console.log(`  ${figures.pages} pages; home: ${figures.homeHtmlBytes} B HTML, ${figures.homePageDataBytes} B page data`)

  writePosts(blogDir, [addedPost(templates)])
  const warm = await build(root, `N = ${posts}, warm rebuild after adding one post`, `n${posts}-warm`)

  if (!keep) {
    fs.rmSync(root, { recursive: true, force: true })
    scratchSites.splice(scratchSites.indexOf(root), 1)
  }
  return {
    posts,
    ...figures,
    coldSeconds: cold.seconds,
    warmSeconds: warm.seconds,
    warmPagesRendered: counted(warm.output, 'Building static HTML for pages'),
    peakTreeMB: Math.max(cold.peakTreeMB ?? 0, warm.peakTreeMB ?? 0) || null,
    peakProcessMB: Math.max(cold.peakProcessMB ?? 0, warm.peakProcessMB ?? 0) || null,
  }
}

async function main() {
  const options = parseArgs(process.argv.slice(2))
  keep = options.keep
  fs.mkdirSync(LOG_DIR, { recursive: true })
  console.log(`Scale benchmark for N = ${options.sizes.join(', ')} posts; build logs in ${path.relative(PROJECT_ROOT, LOG_DIR)}/`)
  const results: BenchResult[] = []
  for (const posts of options.sizes) results.push(await measure(posts))

  const cpus = os.cpus()
  const context = [
    `Measured ${new Date().toISOString().slice(0, 10)} by \`npm run bench:content -- --sizes ${options.sizes.join(',')}\` on ${cpus.length} cores`,
    `(${cpus[0]?.model.trim() ?? 'unknown CPU'}), Node ${process.version}. Times vary with the machine's other load.`,
    'Peak memory: the build process tree summed, sampled from /proc every 250 ms; the largest process from GNU time -v.',
    "Both are the higher of the cold and the warm build. JS per page: its `<script src>` files and its component's chunks, uncompressed.",
  ].join('\n')
  const report = formatReport(results, context)
  fs.writeFileSync(REPORT, report)
  console.log(`\n${report}\nWritten to ${path.relative(PROJECT_ROOT, REPORT)}`)
  if (checkTargets(results).some((c) => !c.pass && !c.indicative)) process.exitCode = 1
}

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    stopRunning(signal)
    cleanUp()
    process.exit(130)
  })
}

main()
  .catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error)
    process.exitCode = 1
  })
  .finally(cleanUp)
