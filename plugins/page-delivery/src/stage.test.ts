/** @jest-environment node */
import fs from 'fs'
import os from 'os'
import path from 'path'
import { compileInlineScripts, runPostBuildStage } from './stage'
import { metaPolicyOf, scriptHash } from './policy'
import { parseHeadersFile } from '../../../src/host/headers'
import { IMMUTABLE } from '../../../src/host/cache-policy'
import { pageDataOf } from './markup'
import { hostHeaders } from '../../../src/node/on-post-build'
import { PLUGIN_DIR } from './webpack-config'

const ROOT = path.resolve(__dirname, '../../..')
const BUILT = fs.readFileSync(path.join(__dirname, 'gatsby-page.fixture.html'), 'utf8')
// The site's module the loader takes the class that lays a page's end out from.
const LATER_SECTION_MODULE = 'src/lib/shared/later-section.ts'
const ADMIN = { dir: 'admin', sources: { connect: [] as string[], img: [] as string[] } }

let site: string
const write = (file: string, text: string) => {
  fs.mkdirSync(path.dirname(path.join(site, 'public', file)), { recursive: true })
  fs.writeFileSync(path.join(site, 'public', file), text)
}
const read = (file: string) => fs.readFileSync(path.join(site, 'public', file), 'utf8')
const run = (pagePaths: string[], admin = ADMIN) =>
  runPostBuildStage({
    rootDir: site,
    pagePaths,
    manifest: '/manifest.webmanifest',
    hostHeaders: hostHeaders(path.join(site, 'public'), admin),
  })
const stage = (pagePaths: string[]) => run(pagePaths)

beforeEach(() => {
  site = fs.mkdtempSync(path.join(os.tmpdir(), 'postbuild-'))
  // The inline scripts' sources, where the stage compiles them from.
  fs.cpSync(path.join(ROOT, PLUGIN_DIR, 'src'), path.join(site, PLUGIN_DIR, 'src'), { recursive: true })
  fs.cpSync(path.join(ROOT, LATER_SECTION_MODULE), path.join(site, LATER_SECTION_MODULE))
  write('financialsolutions/mission/index.html', BUILT)
  write('index.html', BUILT.replace('/financialsolutions/mission', '/'))
  write('index/index.html', '<!doctype html><html><head><meta charset="utf-8"/></head><body>A redirect page</body></html>')
  write('admin/index.html', '<!doctype html><html><head></head><body>Admin</body></html>')
  write('_gatsby/slices/_gatsby-scripts-1.html', '<script>window.x=1</script>')
  write('static/banner.avif', 'x'.repeat(1300))
})
afterEach(() => fs.rmSync(site, { recursive: true, force: true }))

describe('the post-build stage', () => {
  it('rewrites every page Gatsby made, gives every other HTML file its policy, and writes the host’s headers', async () => {
    expect(await stage(['/', '/financialsolutions/mission'])).toMatchObject({ pages: 2, rewritten: 2 })
    const { loader, fontChoice } = compileInlineScripts(site)
    expect(read('index.html')).toContain(`<script>${loader}</script>`)
    expect(read('index.html')).toContain(`<script>${fontChoice}</script>`)
    expect(metaPolicyOf(read('index/index.html'))).toMatch(/^default-src 'self'; script-src 'self' 'wasm-unsafe-eval' /)
    expect(metaPolicyOf(read('admin/index.html'))).toMatch(/^default-src 'none'/)
    // Gatsby's slices are stitched into pages, not served as pages.
    expect(read('_gatsby/slices/_gatsby-scripts-1.html')).toBe('<script>window.x=1</script>')
    const rules = parseHeadersFile(read('_headers'))
    expect(rules.find((rule) => rule.path === '/')?.headers['Content-Security-Policy']).toContain(scriptHash(loader))
    expect(rules.find((rule) => rule.path === '/')?.headers['Content-Security-Policy']).toContain(scriptHash(fontChoice))
  })

  it('reads but does not rewrite the pages Gatsby left as they were since the stage made them', async () => {
    await stage(['/', '/financialsolutions/mission'])
    const before = fs.statSync(path.join(site, 'public/index.html')).mtimeMs
    write('financialsolutions/mission/index.html', BUILT)
    expect(await stage(['/', '/financialsolutions/mission'])).toMatchObject({ pages: 2, rewritten: 1 })
    expect(fs.statSync(path.join(site, 'public/index.html')).mtimeMs).toBe(before)
  })

  it('reads only the HTML files written since it last ran, and all of them when the loader or the policies change', async () => {
    const pages = ['/', '/financialsolutions/mission']
    expect(await stage(pages)).toMatchObject({ read: 4, rewritten: 2 })
    expect(await stage(pages)).toMatchObject({ read: 0, rewritten: 0 })
    write('financialsolutions/mission/index.html', BUILT)
    expect(await stage(pages)).toMatchObject({ read: 1, rewritten: 1 })
    expect(read('financialsolutions/mission/index.html')).toContain(`<script>${compileInlineScripts(site).loader}</script>`)
    // Other policies for the admin: every file is read again, and the admin's policy changes.
    const wider = { dir: 'admin', sources: { connect: ['https://api.github.com'], img: [] } }
    expect(await run(pages, wider)).toMatchObject({ read: 4 })
    expect(metaPolicyOf(read('admin/index.html'))).toContain('https://api.github.com')
  })

  it('links a split page’s stylesheet as a copy without its @font-face rules, which the page keeps in a style the loader leaves', async () => {
    const app = /<style data-href="\/(app\.[0-9a-f]{20}\.css)"[^>]*>([^<]*)<\/style>/.exec(BUILT)!
    write(app[1], app[2])
    // A first screen's image too large for the first round trip: the page is split.
    write('static/banner.avif', 'x'.repeat(100_000))
    await stage(['/', '/financialsolutions/mission'])
    const html = read('financialsolutions/mission/index.html')
    const copy = pageDataOf(html)!.css!.find((href) => href.startsWith('/app.'))!
    expect(copy).toMatch(/^\/app\.52993be3cb67452daed1\.faceless\.[0-9a-f]{20}\.css$/)
    expect(read(copy.slice(1))).toBe(app[2].replace('@font-face{font-family:Inter Fallback;src:local("Arial")}', ''))
    expect(read(app[1])).toBe(app[2])
    expect(html).toContain('<style data-font-faces>@font-face{font-family:Inter Fallback;src:local("Arial")}</style>')
    expect(html).toContain(`<style data-href="${copy}"`)
    expect(html).toContain(`<link rel="stylesheet" href="${copy}"/></noscript>`)
    expect(html.match(/@font-face/g)).toHaveLength(1)
    expect(parseHeadersFile(read('_headers')).find((rule) => rule.path === copy)?.headers['Cache-Control']).toBe(IMMUTABLE)
  })

  it('stops the build when Gatsby created a page whose file it did not write', async () => {
    await expect(stage(['/', '/company/faq'])).rejects.toThrow('company/faq/index.html: Gatsby created the page but wrote no such file')
  })
})
