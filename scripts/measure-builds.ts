/**
 * Measures what a content commit costs the CI pipeline: a cold production build, a warm build with
 * no change, a warm build after editing one blog post and one after adding a post. Then the cost
 * of removing that post again, and of a fresh checkout as CI makes it: same files, new modification
 * times (the cache from an earlier run must still hold). Logs go to reports/builds/.
 *
 *   npm run measure:builds
 *
 * The edited and added files are always put back as they were, also when a build fails or the
 * run is interrupted. The rebuilt HTML page count comes from Gatsby's own log line.
 */
import fs from 'fs'
import path from 'path'
import { performance } from 'perf_hooks'
import { counted, runLogged, stopRunning } from './lib/logged-run'

const ROOT = path.resolve(__dirname, '..')
const BLOG_DIR = path.join(ROOT, 'content/blog')
const LOG_DIR = path.join(ROOT, 'reports/builds')
const ADDED_SLUG = 'measure-builds-added'
const ADDED_FILE = path.join(BLOG_DIR, `${ADDED_SLUG}.md`)

interface Step {
  name: string
  /** Changes made before the build; undone by restore(). */
  prepare?: () => void
  clean?: boolean
}

interface Result {
  name: string
  seconds: number
  htmlPages: string
  queries: string
}

/** What a CI checkout writes anew: everything in git, i.e. all but node_modules, .cache and public. */
const CHECKED_OUT = fs.readdirSync(ROOT).filter((name) => !['node_modules', '.cache', 'public', '.git', 'reports'].includes(name))

function touchAll(target: string): void {
  const now = new Date()
  if (fs.statSync(target).isDirectory()) fs.readdirSync(target).forEach((name) => touchAll(path.join(target, name)))
  else fs.utimesSync(target, now, now)
}

const editedFile = path.join(
  BLOG_DIR,
  fs
    .readdirSync(BLOG_DIR)
    .filter((f) => f.endsWith('.md'))
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
  { name: 'warm build, fresh checkout (every file touched)', prepare: () => CHECKED_OUT.forEach((p) => touchAll(path.join(ROOT, p))) },
]

function run(script: string, logName: string): Promise<string> {
  return runLogged('npm', ['run', script], { cwd: ROOT, logFile: path.join(LOG_DIR, `${logName}.log`) }).then(({ output }) => output)
}

async function main() {
  fs.mkdirSync(LOG_DIR, { recursive: true })
  const results: Result[] = []
  for (const [i, step] of STEPS.entries()) {
    if (step.clean) await run('clean', `${i}-clean`)
    step.prepare?.()
    const started = performance.now()
    const output = await run('build', `${i + 1}-build`)
    const seconds = (performance.now() - started) / 1000
    results.push({
      name: step.name,
      seconds,
      htmlPages: counted(output, 'Building static HTML for pages'),
      queries: counted(output, 'run queries in workers'),
    })
    console.log(`${step.name}: ${seconds.toFixed(1)} s`)
  }
  const cold = results[0].seconds
  console.log('\n| build | seconds | share of cold | page queries run | HTML pages rendered |\n| --- | --- | --- | --- | --- |')
  for (const r of results) {
    console.log(`| ${r.name} | ${r.seconds.toFixed(1)} | ${Math.round((100 * r.seconds) / cold)}% | ${r.queries} | ${r.htmlPages} |`)
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
