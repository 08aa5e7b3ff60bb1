/**
 * Redirects in a real production build. A local server plays the live site, publishing its address
 * record: a post in both editions at its old address, and a case study in both editions. Since that
 * release the post's slug changed in its two files and the case study was retired (its files are
 * gone), its two addresses sent to their edition's index by the redirects file, the Arabic one among
 * them. The build's _redirects holds exactly those four, its record keeps the post's old addresses,
 * the editors' list shows them, nothing links to an old address (pages, sitemap, feeds), and
 * `npm run serve` answers each with a 301 to its page and a never-existing address with the 404
 * page. The shipped entries stay as they are: the content pipeline's checks expect them.
 */
import { spawn, type ChildProcess } from 'child_process'
import fs from 'fs'
import os from 'os'
import path from 'path'
import { SITE_FILES, paths } from '@src/config/constants'
import { localisedPath, type Locale } from '@src/config/locales'
import { listFiles } from '@src/lib/build/list-files'
import { ADDRESS_RECORD_PATH } from '@src/lib/shared/redirects'
import { REDIRECTS_FILE, parseRedirectsFile } from '@src/host/redirects-file'
import { PROJECT_ROOT } from '../../support/scratch-site'
import { hrefs, xmlPaths, type BuildPart } from './site'

const LOCALES: readonly Locale[] = ['en', 'ar']
/** The post, cloned from a shipped one, and the case study, which only the live site still has. */
const RENAMED = {
  source: 'retirement-planning',
  file: 'renamed-post-check',
  from: 'renamed-post-check-old',
  to: 'renamed-post-check',
  titles: { en: 'Renamed Post Check', ar: 'مقال غيّر عنوانه' },
}
const RETIRED = { file: 'retired-study-check', slug: 'retired-study-check' }
const REDIRECTS_FILE_TEXT = `en:
  redirects:
    - from: ${paths.caseStudy(RETIRED.slug)}
      to: ${paths.caseStudyIndex}
      reason: retired
ar:
  redirects:
    - from: ${localisedPath('ar', paths.caseStudy(RETIRED.slug))}
      to: ${localisedPath('ar', paths.caseStudyIndex)}
      reason: retired
`

/** `npm run serve` of a folder on a free port, as its own process: the shared build blocks this one while it runs. */
async function serve(dir: string): Promise<{ url: string; server: ChildProcess }> {
  const server = spawn(
    path.join(PROJECT_ROOT, 'node_modules/.bin/tsx'),
    ['scripts/serve.ts', '--dir', dir, '--port', '0', '--compression', 'fast'],
    {
      cwd: PROJECT_ROOT,
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  )
  const url = await new Promise<string>((resolve, reject) => {
    let said = ''
    server.stdout!.on('data', (chunk: Buffer) => {
      said += chunk.toString()
      const found = / at (http:\/\/127\.0\.0\.1:\d+)/.exec(said)
      if (found) resolve(found[1])
    })
    server.once('exit', (code) => reject(new Error(`npm run serve stopped (${code}): ${said}`)))
  })
  return { url, server }
}

const stop = (server?: ChildProcess) => {
  if (server && server.exitCode === null) server.kill('SIGTERM')
}

let live: { url: string; server: ChildProcess; dir: string } | undefined

export const redirects: BuildPart = {
  async prepare(root) {
    const record: Record<string, string> = {}
    for (const locale of LOCALES) {
      const post = `content/blog/${RENAMED.file}.${locale}.md`
      const source = fs.readFileSync(path.join(PROJECT_ROOT, `content/blog/${RENAMED.source}.${locale}.md`), 'utf8')
      const renamedPost = source
        .replace(/^slug: .*$/m, `slug: "${RENAMED.to}"`)
        .replace(/^title: .*$/m, `title: "${RENAMED.titles[locale]}"`)
      fs.writeFileSync(path.join(root, post), renamedPost)
      record[localisedPath(locale, paths.blogPost(RENAMED.from))] = post
      record[localisedPath(locale, paths.caseStudy(RETIRED.slug))] = `content/case-studies/${RETIRED.file}.${locale}.md`
    }
    fs.writeFileSync(path.join(root, 'content/settings/redirects.yaml'), REDIRECTS_FILE_TEXT)
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'live-site-'))
    fs.writeFileSync(path.join(dir, 'index.html'), '<!doctype html><title>The live site</title>')
    fs.writeFileSync(path.join(dir, ADDRESS_RECORD_PATH), JSON.stringify(record))
    live = { ...(await serve(dir)), dir }
    return { LIVE_SITE_URL: live.url }
  },

  tests(site) {
    describe('redirects: a post renamed, a case study retired, in both editions', () => {
      let publicDir: string
      let served: { url: string; server: ChildProcess } | undefined
      const renamed = (locale: Locale, slug: string) => localisedPath(locale, paths.blogPost(slug))
      const expected = () => [
        // The redirects file's, then those inferred from the live record.
        [paths.caseStudy(RETIRED.slug), paths.caseStudyIndex],
        [localisedPath('ar', paths.caseStudy(RETIRED.slug)), localisedPath('ar', paths.caseStudyIndex)],
        ...LOCALES.map((locale) => [renamed(locale, RENAMED.from), renamed(locale, RENAMED.to)]),
      ]

      beforeAll(() => {
        publicDir = site().publicDir
      })
      afterAll(() => {
        stop(served?.server)
        stop(live?.server)
        if (live) fs.rmSync(live.dir, { recursive: true, force: true })
      })

      it('writes exactly those redirects into _redirects, as forced 301s', () => {
        const rules = parseRedirectsFile(fs.readFileSync(path.join(publicDir, REDIRECTS_FILE), 'utf8'))
        expect(rules.map(({ from, to, status, force }) => [from, to, status, force])).toEqual(expected().map((r) => [...r, 301, true]))
        for (const [, to] of expected()) expect(fs.existsSync(path.join(publicDir, to, 'index.html'))).toBe(true)
      })

      it('records the renamed post’s old and new addresses for the next build, and no retired one', () => {
        const record = JSON.parse(fs.readFileSync(path.join(publicDir, ADDRESS_RECORD_PATH), 'utf8')) as Record<string, string>
        for (const locale of LOCALES) {
          const file = `content/blog/${RENAMED.file}.${locale}.md`
          expect([record[renamed(locale, RENAMED.from)], record[renamed(locale, RENAMED.to)]]).toEqual([file, file])
        }
        expect(Object.values(record).filter((file) => file.includes(RETIRED.file))).toEqual([])
      })

      it('lists them for editors at /admin/redirects/, saying where each comes from', () => {
        const page = fs.readFileSync(path.join(publicDir, 'admin/redirects/index.html'), 'utf8')
        // The English list; the Arabic one beside it, hidden unless the editor uses the admin in Arabic, has the same rows.
        const edition = (locale: string) => new RegExp(`<main lang="${locale}"[^>]*>([\\s\\S]*?)</main>`).exec(page)?.[1] ?? ''
        expect(edition('ar').match(/<tr><td/g)?.length).toBe(edition('en').match(/<tr><td/g)?.length)
        const rows = [...edition('en').matchAll(/<tr><td[^>]*>(.*?)<\/tr>/g)].map(([row]) =>
          row
            .split('</td>')
            .map((cell) => cell.replace(/<[^>]+>/g, ''))
            .join('|'),
        )
        const fromFile = 'the redirects file (Redirects in the content manager)'
        expect(rows).toEqual([
          `${paths.caseStudy(RETIRED.slug)}|${paths.caseStudyIndex}|retired|${fromFile}|`,
          `${localisedPath('ar', paths.caseStudy(RETIRED.slug))}|${localisedPath('ar', paths.caseStudyIndex)}|retired|${fromFile}|`,
          ...LOCALES.map(
            (locale) =>
              `${renamed(locale, RENAMED.from)}|${renamed(locale, RENAMED.to)}|renamed|the address of content/blog/${RENAMED.file}.${locale}.md changed|`,
          ),
        ])
      })

      it('links to no old address: no page, sitemap or feed of either edition names one', () => {
        const old = new Set(expected().map(([from]) => from))
        const pages = listFiles(publicDir, '.html').filter((file) => !file.includes(`${path.sep}admin${path.sep}`))
        const linking = pages.flatMap((file) => [...hrefs(fs.readFileSync(file, 'utf8'))].filter((href) => old.has(decodeURI(href))))
        expect(linking).toEqual([])
        const sitemap = new Set(xmlPaths(publicDir, SITE_FILES.sitemap, 'loc').flatMap((map) => xmlPaths(publicDir, map, 'loc')))
        expect(sitemap.has(renamed('en', RENAMED.to))).toBe(true)
        const feeds = LOCALES.flatMap((locale) => xmlPaths(publicDir, localisedPath(locale, SITE_FILES.feed), 'link'))
        expect(feeds).toContain(renamed('ar', RENAMED.to))
        expect([...sitemap, ...feeds].filter((address) => old.has(decodeURI(address)))).toEqual([])
      })

      it('is served by npm run serve as the host serves it: a 301 to its page for each, the 404 page for an address that never existed', async () => {
        served = await serve(publicDir)
        for (const [from, to] of expected()) {
          const answer = await fetch(served.url + encodeURI(from), { redirect: 'manual' })
          expect([from, answer.status, decodeURI(answer.headers.get('location') ?? '')]).toEqual([from, 301, to])
          const followed = await fetch(served.url + encodeURI(from))
          expect([from, followed.status, decodeURI(new URL(followed.url).pathname)]).toEqual([from, 200, to])
        }
        const never = await fetch(`${served.url}/financialblogs/blogs/never-existed`, { redirect: 'manual' })
        expect(never.status).toBe(404)
        expect(await never.text()).toBe(fs.readFileSync(path.join(publicDir, '404.html'), 'utf8'))
      }, 180_000)
    })
  },
}
