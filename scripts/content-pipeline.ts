/**
 * `npm run test:content`: what a content-only commit passes before it is published (the CI's
 * content path, docs/deployment.md "GitHub Actions"), runnable and timed locally:
 *
 *  1. the content check (`npm run check:content`, in GitHub Actions with annotations and summary);
 *  2. the production build, warm from `.cache/` and `public/` (`npm run build`);
 *  3. the browser tests tagged for the content pipeline (playwright.content.config.ts): the link
 *     and asset crawl of the whole site, and axe and the no-JavaScript check at 390 and 1440 px on
 *     the pages whose HTML or page data the build changed, but for the later pages of a listing
 *     that only moved by a card (scripts/lib/touched-pages.ts): every page with `--all-pages`, or
 *     when there was no earlier build to compare with.
 *
 * Prints each stage's time, and in GitHub Actions adds them to the job summary.
 */
import { spawnSync } from 'child_process'
import fs from 'fs'
import path from 'path'
import { builtPages } from './lib/site-pages'
import { changedPages, fingerprintPages, pagesWithNewContent } from './lib/touched-pages'

const root = process.cwd()
const publicDir = path.join(root, 'public')
const bin = (name: string) => path.join(root, 'node_modules/.bin', name)
const allPages = process.argv.includes('--all-pages')
const pages = () => (fs.existsSync(publicDir) ? builtPages(publicDir) : [])

const times: Array<[string, number]> = []
function stage(name: string, command: string, args: string[], env: NodeJS.ProcessEnv = process.env): void {
  console.log(`\n▶ ${name}`)
  const start = Date.now()
  const { status } = spawnSync(command, args, { stdio: 'inherit', env })
  times.push([name, (Date.now() - start) / 1000])
  if (status !== 0) {
    report(`failed at: ${name}`)
    process.exit(status ?? 1)
  }
}

function report(outcome: string): void {
  const total = times.reduce((sum, [, seconds]) => sum + seconds, 0)
  const lines = [...times, ['total', total] as const].map(([name, seconds]) => `| ${name} | ${seconds.toFixed(0)} s |`)
  console.log(`\nContent pipeline ${outcome}\n${lines.join('\n')}`)
  const summary = process.env.GITHUB_STEP_SUMMARY
  if (summary) fs.appendFileSync(summary, `\n#### Content pipeline ${outcome}\n\n| stage | time |\n| --- | --- |\n${lines.join('\n')}\n`)
}

stage('content check', bin('tsx'), [path.join(__dirname, 'check-content.ts')])

const before = fingerprintPages(publicDir, pages())
stage('warm build', bin('tsx'), [path.join(__dirname, 'build.ts')])
const after = fingerprintPages(publicDir, pages())

const { check: touched, shifted } = allPages
  ? { check: [...after.keys()], shifted: [] }
  : pagesWithNewContent(publicDir, changedPages(before, after))
const moved = shifted.length > 0 ? `; ${shifted.length} later listing pages only moved by a card` : ''
console.log(`\n${touched.length} of ${after.size} pages to check with axe and without JavaScript${moved}: ${touched.join(', ') || 'none'}`)
stage(
  `browser checks (${touched.length} of ${after.size} pages, link crawl of all)`,
  bin('playwright'),
  ['test', '-c', 'playwright.content.config.ts'],
  {
    ...process.env,
    E2E_PAGES: JSON.stringify(touched),
  },
)

report(`passed (${touched.length} of ${after.size} pages checked${moved}${allPages ? ', all checked' : ''})`)
