/**
 * `npm run test:content` (scripts/content-pipeline.ts), what a content-only commit passes in CI, as
 * an editor's commit meets it: on the built 30-post site, with its warm cache, one post's text is
 * edited and the pipeline must pass, change that post's page only (every other page's HTML and page
 * data stay byte for byte the same) and run the browser checks on it; then a content error must stop the pipeline at the content check, naming the file and field
 * in the log, as an annotation and in the job summary. Runs after the shared build's other parts
 * (it changes the site they read).
 */
import { spawnSync } from 'child_process'
import fs from 'fs'
import net from 'net'
import os from 'os'
import path from 'path'
import matter from 'gray-matter'
import { paths } from '@src/config/constants'
import { escapeRegExp } from '@src/lib/shared/escape-reg-exp'
import { BAD_CONTENT, whereIn } from '../../support/bad-content'
import { PROJECT_ROOT, SCRATCH_BUILD_ENV } from '../../support/scratch-site'
import { builtPages } from '@scripts/lib/site-pages'
import { builtHtml, type BuildPart } from './site'

/** What the pipeline runs besides the site itself: its browser tests and their configuration. */
const PIPELINE_FILES = ['playwright.config.ts', 'playwright.content.config.ts', '__tests__/e2e', '__tests__/support']
const ADDED = 'A sentence an editor added to this post, checked by the content pipeline.'
const BAD_DATE = BAD_CONTENT.find((c) => c.kind === 'impossible date (quoted)')!
/** Changed by the cms-media part; any other shipped post will do. */
const TAKEN = ['tax-savings.en.md', path.basename(BAD_DATE.file)]

/** A port nothing listens on now: the pipeline's static server must not meet another run's. */
const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const probe = net.createServer().once('error', reject)
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo
      probe.close(() => resolve(port))
    })
  })

/** Runs `npm run test:content` in the scratch site as the CI's content job does, with a job summary of its own. */
async function runContentPipeline(root: string): Promise<{ status: number | null; output: string; summary: string }> {
  const summaryFile = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'content-summary-')), 'summary.md')
  fs.writeFileSync(summaryFile, '')
  const env: NodeJS.ProcessEnv = { ...process.env }
  // Set by Jest; Playwright refuses to run when it sees it.
  delete env.JEST_WORKER_ID
  delete env.E2E_PAGES
  const result = spawnSync(path.join(root, 'node_modules/.bin/tsx'), ['scripts/content-pipeline.ts'], {
    cwd: root,
    env: {
      ...env,
      ...SCRATCH_BUILD_ENV,
      E2E_PORT: String(await freePort()),
      GITHUB_ACTIONS: 'true',
      GITHUB_STEP_SUMMARY: summaryFile,
    },
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  })
  const summary = fs.readFileSync(summaryFile, 'utf8')
  fs.rmSync(path.dirname(summaryFile), { recursive: true, force: true })
  return { status: result.status, output: `${result.stdout}\n${result.stderr}`, summary }
}

/** The pages the per-page browser checks ran on, and in which projects (from Playwright's list of tests). */
function checkedPages(output: string): { pages: string[]; projects: string[] } {
  // A page's visit (pages.spec.ts) is titled with its route and its checks, axe among them.
  const runs = [...output.matchAll(/\[(\w+)\] › .* › (\/[^\s:]*): .*has no axe violations/g)]
  return { pages: [...new Set(runs.map((m) => m[2]))].sort(), projects: [...new Set(runs.map((m) => m[1]))].sort() }
}

export const contentPipeline: BuildPart = {
  prepare(root) {
    for (const name of PIPELINE_FILES) fs.cpSync(path.join(PROJECT_ROOT, name), path.join(root, name), { recursive: true })
  },

  tests(site) {
    describe('the content pipeline (npm run test:content) on the built site', () => {
      it('after an edit of one post’s text: passes, changes that page only and checks it at both widths', async () => {
        const { root, publicDir } = site()
        const file = fs
          .readdirSync(path.join(PROJECT_ROOT, 'content/blog'))
          .filter((name) => name.endsWith('.en.md') && !TAKEN.includes(name))
          .sort()
          .pop()!
        const source = path.join(root, 'content/blog', file)
        const route = paths.blogPost(String(matter(fs.readFileSync(source, 'utf8')).data.slug))
        expect(builtHtml(publicDir, route)).not.toContain(ADDED)
        const pageCount = builtPages(publicDir).length
        fs.appendFileSync(source, `\n${ADDED}\n`)

        const { status, output, summary } = await runContentPipeline(root)
        const touched = /^\d+ of \d+ pages to check .*$/m.exec(output)?.[0] ?? ''
        expect({ status, output: status === 0 ? '' : `${touched}\n…\n${output.slice(-6000)}` }).toEqual({ status: 0, output: '' })
        const times = /^Content pipeline passed[\s\S]*?^\| total \|.*$/m.exec(output)?.[0]
        console.info(`The content pipeline after a one-post edit, on the 30-post site:\n${times}`)

        expect(output).toContain(`1 of ${pageCount} pages to check with axe and without JavaScript: ${route}`)
        expect(builtHtml(publicDir, route)).toContain(ADDED)
        expect(checkedPages(output)).toEqual({ pages: [route], projects: ['desktop', 'phone'] })
        expect(output).toMatch(/\[desktop\] › .* every internal link and asset on the site resolves/)
        for (const project of ['desktop', 'phone'])
          expect(output).toMatch(new RegExp(`\\[${project}\\] › .* every English page shows its main content`))
        expect(summary).toContain(`Content pipeline passed (1 of ${pageCount} pages checked)`)
      }, 900_000)

      it('with a content error: fails at the content check, naming the file and field in the log, an annotation and the summary', async () => {
        const { root } = site()
        BAD_DATE.breakIt(root)
        const { status, output, summary } = await runContentPipeline(root)

        expect(status).not.toBe(0)
        expect(output).toContain('failed at: content check')
        expect(output).not.toContain('▶ warm build')
        const problem = new RegExp(`^\\s*${escapeRegExp(whereIn(BAD_DATE))}: (.*)$`, 'm').exec(output)
        expect(problem?.[1]).toMatch(BAD_DATE.message)
        expect(output).toMatch(
          new RegExp(
            `^::error file=content/${BAD_DATE.file},line=\\d+,title=Content problem in ${BAD_DATE.language} › ${BAD_DATE.field}::`,
            'm',
          ),
        )
        expect(summary).toContain(`| content/${BAD_DATE.file} | ${BAD_DATE.language} › ${BAD_DATE.field} |`)
      }, 120_000)
    })
  },
}
