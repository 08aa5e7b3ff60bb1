/**
 * The scale benchmark: how the site behaves with N blog posts instead of today's six.
 * For each N, a scratch copy of the site (__tests__/support/scratch-site.ts) gets N - 6 synthetic
 * posts cloned from the real ones (scripts/lib/synthetic-posts.ts, sharing their images), then:
 * a cold build, the figures of public/, a warm rebuild with nothing changed, one more post and a warm rebuild, and a
 * rebuild with nothing changed again. Prints a table, each build's stage lines and a PASS/FAIL line per target, and
 * writes them to reports/bench-content.md (build logs beside it). A benchmark, not a test: at N = 5,000 it runs for many minutes.
 *
 *   npm run bench:content                      N = 6, 60 and 600
 *   npm run bench:content -- 5000              chosen N values (N counts all posts, at least 6)
 *   npm run bench:content -- 60 600 5000       several; `--sizes 60,600` says the same
 *   npm run bench:content -- 5000 --editions both   every synthetic post in English and Arabic
 *   npm run bench:content -- --keep            keep the scratch sites (their paths are printed)
 *
 * Peak memory: the summed resident (RSS) and proportional (PSS) memory of the build's process tree, sampled from /proc every
 * 250 ms, and the largest single process as GNU time (/usr/bin/time -v) reports it, when installed,
 * with the CPU seconds of all the build's processes (steadier than the wall time on a shared machine).
 */
import fs from 'fs'
import os from 'os'
import path from 'path'
import matter from 'gray-matter'
import { makeScratchSite, PROJECT_ROOT } from '../__tests__/support/scratch-site'
import { formatReport, checkScaleTargets, checkTargets, type BenchEditions, type BenchResult } from './lib/bench-report'
import { measureBuiltSite } from '../scripts/lib/built-site'
import { counted, runLogged, stopRunning } from './lib/logged-run'
import { canSampleMemory, gnuTimeCpuSeconds, gnuTimeMaxRssMB, sampleTreeMemory } from './lib/process-memory'
import { stageLines } from '../src/lib/build/stage-summary'
import { addedPost, syntheticPosts, type ArabicTemplate, type FrontMatter, type SyntheticPost } from '../scripts/lib/synthetic-posts'

const REPORT_DIR = path.join(PROJECT_ROOT, 'reports')
const LOG_DIR = path.join(REPORT_DIR, 'bench-content')
const REPORT = path.join(REPORT_DIR, 'bench-content.md')
const GNU_TIME = '/usr/bin/time'
const HEARTBEAT_MS = 20_000

interface Options {
  sizes: number[]
  editions: BenchEditions
  keep: boolean
}

/** The value of `--name value` or `--name=value`. */
function option(argv: string[], name: string): string | undefined {
  const at = argv.indexOf(name)
  return argv.find((a) => a.startsWith(`${name}=`))?.slice(name.length + 1) ?? (at >= 0 ? argv[at + 1] : undefined)
}

function parseArgs(argv: string[]): Options {
  const values = new Set([option(argv, '--sizes'), option(argv, '--editions')])
  const positional = argv.filter((a) => !a.startsWith('--') && !values.has(a))
  const given = option(argv, '--sizes') ?? (positional.length > 0 ? positional.join(',') : undefined)
  const sizes = (given ?? '6,60,600').split(',').map((s) => Number(s.trim()))
  if (sizes.some((n) => !Number.isInteger(n) || n < 1))
    throw new Error(`N takes whole numbers (e.g. 5000, or --sizes 60,600), not "${given}".`)
  const editions = option(argv, '--editions') ?? 'en'
  if (editions !== 'en' && editions !== 'both') throw new Error(`--editions takes "en" or "both", not "${editions}".`)
  return { sizes: [...new Set(sizes)].sort((a, b) => a - b), editions, keep: argv.includes('--keep') }
}

const scratchSites: string[] = []
let keep = false

function cleanUp(): void {
  if (keep) return
  for (const root of scratchSites.splice(0)) fs.rmSync(root, { recursive: true, force: true })
}

/** The real posts, in file-name order, drafts left out: the English front matter, and each one's Arabic edition. */
function realPosts(blogDir: string): { templates: FrontMatter[]; arabic: ArabicTemplate[] } {
  const read = (file: string) => matter(fs.readFileSync(path.join(blogDir, file), 'utf8'))
  const english = fs
    .readdirSync(blogDir)
    .filter((f) => f.endsWith('.en.md'))
    .sort()
    .filter((f) => read(f).data.draft !== true)
  return {
    templates: english.map((f) => read(f).data as FrontMatter),
    arabic: english.map((f) => {
      const { data, content } = read(f.replace(/\.en\.md$/, '.ar.md'))
      return { data: data as FrontMatter, body: content }
    }),
  }
}

const writePosts = (blogDir: string, posts: SyntheticPost[]) => posts.forEach((p) => fs.writeFileSync(path.join(blogDir, p.file), p.text))

const elapsed = (since: number) => `${Math.round((Date.now() - since) / 1000)} s`

/** One `npm run build` (scripts/build.ts) in the scratch site, with its memory measured and a heartbeat printed. */
async function build(root: string, label: string, logName: string) {
  const tsx = path.join(root, 'node_modules/.bin/tsx')
  const timeFile = path.join(LOG_DIR, `${logName}.time.txt`)
  const useGnuTime = fs.existsSync(GNU_TIME)
  const [command, args] = useGnuTime ? [GNU_TIME, ['-v', '-o', timeFile, tsx, 'scripts/build.ts']] : [tsx, ['scripts/build.ts']]
  const load = os.loadavg()[0]
  const started = Date.now()
  let lastLine = ''
  const heartbeat = setInterval(() => console.log(`  … ${label}: ${elapsed(started)}; ${lastLine.slice(0, 110)}`), HEARTBEAT_MS)
  let sampler: ReturnType<typeof sampleTreeMemory> | undefined
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
    const { rssMB: peakTreeMB = null, pssMB: peakTreePssMB = null } = sampler?.stop() ?? {}
    const time = useGnuTime && fs.existsSync(timeFile) ? fs.readFileSync(timeFile, 'utf8') : ''
    const [peakProcessMB, cpuSeconds] = [gnuTimeMaxRssMB(time), gnuTimeCpuSeconds(time)]
    const stages = stageLines(output)
    const cpu = cpuSeconds === null ? '' : `, ${cpuSeconds.toFixed(0)} s CPU`
    const pss = peakTreePssMB === null ? '' : ` (PSS ${Math.round(peakTreePssMB)} MB)`
    const memory = peakTreeMB === null ? '' : `, peak memory ${Math.round(peakTreeMB)} MB${pss}`
    console.log(`  ${label}: ${seconds.toFixed(1)} s${cpu}${memory} (load ${load.toFixed(1)} at the start)`)
    for (const line of stages) console.log(`    ${line}`)
    return { output, seconds, peakTreeMB, peakTreePssMB, peakProcessMB, cpuSeconds, load, stages }
  } finally {
    sampler?.stop()
    clearInterval(heartbeat)
  }
}

async function measure(posts: number, editions: BenchEditions): Promise<BenchResult> {
  const root = makeScratchSite()
  scratchSites.push(root)
  const blogDir = path.join(root, 'content/blog')
  const { templates, arabic } = realPosts(blogDir)
  const inArabic = editions === 'both' ? arabic : undefined
  if (posts < templates.length) throw new Error(`N counts all posts, the ${templates.length} real ones included: ${posts} is too few.`)
  writePosts(blogDir, syntheticPosts(posts - templates.length, templates, inArabic))
  const both = editions === 'both' ? ', each in English and Arabic' : ''
  console.log(`\nN = ${posts}: ${posts - templates.length} synthetic posts${both} added in ${root}`)
  for (const dir of ['.cache', 'public']) fs.rmSync(path.join(root, dir), { recursive: true, force: true })

  const name = `n${posts}${editions === 'both' ? '-both' : ''}`
  const cold = await build(root, `N = ${posts}, cold build`, `${name}-cold`)
  const figures = measureBuiltSite(path.join(root, 'public'))
  console.log(`  ${figures.pages} pages; home: ${figures.homeHtmlBytes} B HTML, ${figures.homePageDataBytes} B page data`)

  // The first build after a cold one restores webpack's cache, whose compilation hash then differs from
  // the cold build's, so Gatsby stitches every page's scripts again once: a build with nothing changed
  // takes that cost before the post is added, as the builds before a content commit in CI have.
  const firstWarm = await build(root, `N = ${posts}, first warm rebuild with nothing changed`, `${name}-first-warm`)
  writePosts(blogDir, addedPost(templates, inArabic))
  const warm = await build(root, `N = ${posts}, warm rebuild after adding one post`, `${name}-warm`)
  // What a build at rest costs: the stages that keep what did not change (the search index) keep it.
  const again = await build(root, `N = ${posts}, warm rebuild with nothing changed`, `${name}-again`)

  if (!keep) {
    fs.rmSync(root, { recursive: true, force: true })
    scratchSites.splice(scratchSites.indexOf(root), 1)
  }
  return {
    posts,
    editions,
    ...figures,
    coldSeconds: cold.seconds,
    warmSeconds: warm.seconds,
    firstWarmSeconds: firstWarm.seconds,
    firstWarmCpuSeconds: firstWarm.cpuSeconds,
    againSeconds: again.seconds,
    againCpuSeconds: again.cpuSeconds,
    coldCpuSeconds: cold.cpuSeconds,
    warmCpuSeconds: warm.cpuSeconds,
    coldLoad: cold.load,
    warmLoad: warm.load,
    coldStages: cold.stages,
    warmStages: warm.stages,
    warmPagesRendered: counted(warm.output, 'Building static HTML for pages'),
    peakTreeMB: Math.max(cold.peakTreeMB ?? 0, warm.peakTreeMB ?? 0) || null,
    peakTreePssMB: Math.max(cold.peakTreePssMB ?? 0, warm.peakTreePssMB ?? 0) || null,
    peakProcessMB: Math.max(cold.peakProcessMB ?? 0, warm.peakProcessMB ?? 0) || null,
  }
}

async function main() {
  const options = parseArgs(process.argv.slice(2))
  keep = options.keep
  fs.mkdirSync(LOG_DIR, { recursive: true })
  const editions = options.editions === 'both' ? ' in English and Arabic' : ''
  console.log(
    `Scale benchmark for N = ${options.sizes.join(', ')} posts${editions}; build logs in ${path.relative(PROJECT_ROOT, LOG_DIR)}/`,
  )
  const results: BenchResult[] = []
  for (const posts of options.sizes) results.push(await measure(posts, options.editions))

  const cpus = os.cpus()
  const command = `npm run bench:content -- ${options.sizes.join(' ')}${options.editions === 'both' ? ' --editions both' : ''}`
  const context = [
    `Measured ${new Date().toISOString().slice(0, 10)} by \`${command}\` on ${cpus.length} cores`,
    `(${cpus[0]?.model.trim() ?? 'unknown CPU'}), Node ${process.version}. Times vary with the machine's other load (the`,
    "one-minute load average when each build started is given): the CPU seconds of the build's processes vary less.",
    'Peak memory: the build process tree summed, as resident memory (RSS: a page several processes map counts in each) and as proportional memory (PSS: it counts once), sampled from /proc every 250 ms (PSS every 2 s); the largest process from GNU time -v.',
    "Both are the higher of the cold and the warm build. JS per page: its `<script src>` files and its component's chunks, uncompressed.",
  ].join('\n')
  const report = formatReport(results, context)
  fs.writeFileSync(REPORT, report)
  console.log(`\n${report}\nWritten to ${path.relative(PROJECT_ROOT, REPORT)}`)
  if ([...checkTargets(results), ...checkScaleTargets(results)].some((c) => !c.pass && !c.indicative)) process.exitCode = 1
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
