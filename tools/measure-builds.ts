/**
 * Measures what a content commit costs the CI pipeline: a cold production build, a warm build with
 * no change, a warm build after editing one blog post and one after adding a post. Then the cost
 * of removing that post again, and of a fresh checkout as CI makes it: same files, new modification
 * times (the cache from an earlier run must still hold). Logs go to reports/builds/.
 *
 *   npm run measure:builds
 *
 * Besides the wall time: the CPU seconds of the whole build (user + system, every process, from
 * /usr/bin/time; steadier than the wall time on a shared machine), the machine's load average when
 * the build started (how much else was running), and where the time went, from
 * Gatsby's own log lines: bootstrap, the pages' JavaScript bundles, the HTML renderer, the image
 * jobs, and the admin's compile (which runs beside the pages; 0 when the last admin was reused).
 * The edited and added files are always put back as they were, also when a build fails or the
 * run is interrupted. The rebuilt HTML page count comes from Gatsby's own log line.
 */
import fs from 'fs'
import os from 'os'
import path from 'path'
import { performance } from 'perf_hooks'
import { activitySeconds, adminSeconds, cpuSeconds } from './lib/build-log'
import { counted, runLogged, stopRunning } from './lib/logged-run'

const ROOT = path.resolve(__dirname, '..')
const BLOG_DIR = path.join(ROOT, 'content/blog')
const LOG_DIR = path.join(ROOT, 'reports/builds')
const ADDED_SLUG = 'measure-builds-added'
const ADDED_FILE = path.join(BLOG_DIR, `${ADDED_SLUG}.en.md`)

interface Step {
  name: string
  /** Changes made before the build; undone by restore(). */
  prepare?: () => void
  clean?: boolean
}

interface Result {
  name: string
  seconds: number
  cpuSeconds: number
  /** The machine's 1-minute load average when the build started: how busy it was besides. */
  loadAtStart: number
  /** Seconds of each part, from Gatsby's log (see PARTS). */
  parts: Record<string, number | undefined>
  htmlPages: string
  queries: string
}

const PARTS: Record<string, (output: string) => number | undefined> = {
  bootstrap: (output) => {
    const match = /^info bootstrap finished - ([\d.]+)s/m.exec(output)
    return match ? Number(match[1]) : undefined
  },
  'JS bundles': (output) => activitySeconds(output, 'Building production JavaScript and CSS bundles'),
  'HTML renderer': (output) => activitySeconds(output, 'Building HTML renderer'),
  'image jobs': (output) => activitySeconds(output, 'Running gatsby-plugin-sharp.IMAGE_PROCESSING jobs'),
  'admin (beside)': adminSeconds,
}

/** What a CI checkout writes anew: everything in git, i.e. all but node_modules, the build's output and caches, and reports. */
const NOT_CHECKED_OUT = ['node_modules', '.cache', '.cache-last-good-public', 'public', '.git', 'reports']
const checkedOut = () => fs.readdirSync(ROOT).filter((name) => !NOT_CHECKED_OUT.includes(name))

function touchAll(target: string): void {
  const now = new Date()
  if (fs.statSync(target).isDirectory()) fs.readdirSync(target).forEach((name) => touchAll(path.join(target, name)))
  else fs.utimesSync(target, now, now)
}

const editedFile = path.join(
  BLOG_DIR,
  fs
    .readdirSync(BLOG_DIR)
    .filter((f) => f.endsWith('.en.md'))
    .sort()[0],
)
const original = fs.readFileSync(editedFile)

function restore(): void {
  fs.writeFileSync(editedFile, original)
  fs.rmSync(ADDED_FILE, { force: true })
}

const STEPS: Step[] = [
  { name: 'cold build (after gatsby clean)', clean: true },
  { name: 'warm build, no change' },
  {
    name: 'warm build, one post edited',
    prepare: () => fs.appendFileSync(editedFile, '\nA paragraph added by the build measurement.\n'),
  },
  {
    name: 'warm build, one post added',
    prepare: () => {
      const text = original
        .toString('utf8')
        .replace(/^slug: .*$/m, `slug: "${ADDED_SLUG}"`)
        .replace(/^title: "?(.*?)"?$/m, 'title: "Measured: $1"')
      fs.writeFileSync(ADDED_FILE, text)
    },
  },
  { name: 'warm build, content restored', prepare: restore },
  { name: 'warm build, fresh checkout (every file touched)', prepare: () => checkedOut().forEach((p) => touchAll(path.join(ROOT, p))) },
]

function run(script: string, logName: string): Promise<string> {
  return runLogged('npm', ['run', script], { cwd: ROOT, logFile: path.join(LOG_DIR, `${logName}.log`) }).then(({ output }) => output)
}

/** The build under /usr/bin/time; its output and the CPU seconds of all its processes. */
async function timedBuild(logName: string): Promise<{ output: string; cpu: number }> {
  const timeFile = path.join(LOG_DIR, `${logName}.time`)
  const { output } = await runLogged('/usr/bin/time', ['-f', '%U %S', '-o', timeFile, 'npm', 'run', 'build'], {
    cwd: ROOT,
    logFile: path.join(LOG_DIR, `${logName}.log`),
  })
  return { output, cpu: cpuSeconds(fs.readFileSync(timeFile, 'utf8')) }
}

const shown = (seconds: number | undefined): string => (seconds === undefined ? '–' : seconds.toFixed(1))

async function main() {
  fs.mkdirSync(LOG_DIR, { recursive: true })
  const results: Result[] = []
  for (const [i, step] of STEPS.entries()) {
    if (step.clean) await run('clean', `${i}-clean`)
    step.prepare?.()
    const loadAtStart = os.loadavg()[0]
    const started = performance.now()
    const { output, cpu } = await timedBuild(`${i + 1}-build`)
    const seconds = (performance.now() - started) / 1000
    results.push({
      name: step.name,
      seconds,
      cpuSeconds: cpu,
      loadAtStart,
      parts: Object.fromEntries(Object.entries(PARTS).map(([part, read]) => [part, read(output)])),
      htmlPages: counted(output, 'Building static HTML for pages'),
      queries: counted(output, 'run queries in workers'),
    })
    console.log(`${step.name}: ${seconds.toFixed(1)} s (${cpu.toFixed(1)} CPU s)`)
  }
  const cold = results[0].seconds
  const parts = Object.keys(PARTS)
  const header = ['build', 'seconds', 'share of cold', 'CPU seconds', 'load at start', ...parts, 'page queries run', 'HTML pages rendered']
  console.log(`\n| ${header.join(' | ')} |\n|${' --- |'.repeat(header.length)}`)
  for (const r of results) {
    const cells = [
      r.name,
      r.seconds.toFixed(1),
      `${Math.round((100 * r.seconds) / cold)}%`,
      r.cpuSeconds.toFixed(1),
      r.loadAtStart.toFixed(1),
    ]
    cells.push(...parts.map((part) => shown(r.parts[part])), r.queries, r.htmlPages)
    console.log(`| ${cells.join(' | ')} |`)
  }
  fs.writeFileSync(path.join(LOG_DIR, 'timings.json'), `${JSON.stringify(results, null, 2)}\n`)
}

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    stopRunning(signal)
    restore()
    process.exit(130)
  })
}

main()
  .catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error)
    process.exitCode = 1
  })
  .finally(restore)
