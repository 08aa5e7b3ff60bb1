/** @jest-environment node */
/**
 * The release guard (`npm run check:addresses`) against a local server that plays the live site:
 * its sitemap and its address record. The new build is a public/ with its sitemap and _redirects,
 * the content a copy of content/. It passes when nothing is dropped, fails naming the address, the
 * file and the line to add when a page disappears without a redirect, passes again once that line
 * is in the redirects file (and so, as the build writes it, in _redirects), and lets a draft go.
 */
import { execFile } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { promisify } from 'node:util'

import { copyOfContent } from '../support/content-copy'
import { checkContent } from '../../src/node/check-content-files'
import { writtenRedirects } from '../../src/node/redirects'
import yaml from 'js-yaml'
import { ADDRESS_RECORD_PATH } from '../../src/lib/shared/redirects'
import { REDIRECTS_FILE, formatRedirectsFile } from '../../src/host/redirects-file'
import { startStaticServer, type StaticServer } from '../../scripts/lib/static-server'

const ROOT = path.resolve(__dirname, '../..')
const SITE = 'https://www.meridiangulf.ae'
const POST = '/financialblogs/blogs/1'
const STUDY = '/financialsolutions/portfolio/detail'
const STUDY_FILE = 'content/case-studies/retail-cash-flow.en.md'
const PAGES = ['/', '/financialblogs/blogs', POST, '/financialsolutions/portfolio', STUDY, '/ar', '/ar/financialsolutions/portfolio']

const sitemap = (routes: readonly string[]) =>
  `<?xml version="1.0" encoding="UTF-8"?><urlset>${routes.map((r) => `<url><loc>${SITE}${r}</loc></url>`).join('')}</urlset>`

let root: string
let live: StaticServer
const built = () => path.join(root, 'public')

/** The new build: its sitemap lists `routes`; its _redirects are those of the content's redirects file, as the build writes them. */
function build(routes: readonly string[]): void {
  fs.mkdirSync(built(), { recursive: true })
  fs.writeFileSync(path.join(built(), 'sitemap-0.xml'), sitemap(routes))
  // The redirects file's editions, as the build sources them.
  const file = yaml.load(fs.readFileSync(path.join(root, 'content/settings/redirects.yaml'), 'utf8')) as Record<string, object>
  const editions = Object.entries(file).map(([locale, edition]) => ({ locale, ...edition }))
  fs.writeFileSync(path.join(built(), REDIRECTS_FILE), formatRedirectsFile(writtenRedirects(editions)))
}

async function guard(...flags: string[]): Promise<{ code: number; output: string }> {
  const args = ['scripts/check-addresses.ts', '--live', live.url, '--dir', built(), '--root', root, ...flags]
  const tsx = path.join(ROOT, 'node_modules/.bin/tsx')
  try {
    const { stdout, stderr } = await promisify(execFile)(tsx, args, { cwd: ROOT, env: { ...process.env, GITHUB_ACTIONS: '' } })
    return { code: 0, output: stdout + stderr }
  } catch (error) {
    const { code, stdout, stderr } = error as { code: number; stdout: string; stderr: string }
    return { code, output: stdout + stderr }
  }
}

beforeAll(async () => {
  root = copyOfContent()
  const site = path.join(root, 'live')
  fs.mkdirSync(site)
  fs.writeFileSync(path.join(site, 'index.html'), '<!doctype html><title>live</title>')
  fs.writeFileSync(
    path.join(site, 'sitemap-index.xml'),
    `<?xml version="1.0"?><sitemapindex><sitemap><loc>${SITE}/sitemap-0.xml</loc></sitemap></sitemapindex>`,
  )
  fs.writeFileSync(path.join(site, 'sitemap-0.xml'), sitemap(PAGES))
  fs.writeFileSync(path.join(site, ADDRESS_RECORD_PATH), JSON.stringify({ [POST]: 'content/blog/tax-savings.en.md', [STUDY]: STUDY_FILE }))
  live = await startStaticServer({ dir: site, compression: 'fast' })
})

afterAll(async () => {
  await live.close()
  fs.rmSync(root, { recursive: true, force: true })
})

test('passes, fails naming a dropped address and the line that keeps it, then passes once the line is added', async () => {
  build(PAGES)
  const kept = await guard()
  expect(kept.output).toContain(`check:addresses: every address of ${live.url} (${PAGES.length}) is a page of`)
  expect(kept.code).toBe(0)

  // The case study is deleted, in both editions; its page leaves the build, and no redirect is written.
  for (const language of ['en', 'ar']) fs.rmSync(path.join(root, `content/case-studies/retail-cash-flow.${language}.md`))
  build(PAGES.filter((page) => page !== STUDY))
  const dropped = await guard()
  expect(dropped.code).toBe(1)
  expect(dropped.output).toContain(`check:addresses: 1 address(es) of ${live.url} would be lost`)
  expect(dropped.output).toContain(`${STUDY}: ${STUDY_FILE}, which held it, no longer exists.`)
  const line = /^ +- \{ from: .*\}$/m.exec(dropped.output)?.[0]
  expect(line?.trim()).toBe(`- { from: "${STUDY}", to: "/financialsolutions/portfolio", reason: retired }`)

  // The editor adds that line to the English list; the content check accepts it and the build writes it.
  const file = path.join(root, 'content/settings/redirects.yaml')
  fs.writeFileSync(file, fs.readFileSync(file, 'utf8').replace(/^( {2}redirects:) \[\]$/m, `$1\n    ${line!.trim()}`))
  expect(checkContent(root, 'content')).toEqual([])
  build(PAGES.filter((page) => page !== STUDY))
  const redirected = await guard()
  expect(redirected.output).toContain('is a page of')
  expect(redirected.code).toBe(0)
}, 300_000)

test('lets an entry made a draft go, saying so; as a pull request’s warning it never fails', async () => {
  const post = path.join(root, 'content/blog/tax-savings.en.md')
  const source = fs.readFileSync(post, 'utf8')
  fs.writeFileSync(post, source.replace(/^---\n/, '---\ndraft: true\n'))
  try {
    build(PAGES.filter((page) => page !== POST && page !== STUDY))
    const drafted = await guard()
    expect(drafted.output).toContain(`${POST}: let go, as content/blog/tax-savings.en.md was made a draft`)
    expect(drafted.code).toBe(0)
  } finally {
    fs.writeFileSync(post, source)
  }
  // A published page lost without a redirect, or a live site that does not answer: a warning only.
  build(PAGES.filter((page) => page !== POST && page !== STUDY))
  const warned = await guard('--warn')
  expect(warned.output).toContain(`${POST}: content/blog/tax-savings.en.md is no page of the new build.`)
  expect(warned.code).toBe(0)
}, 300_000)
