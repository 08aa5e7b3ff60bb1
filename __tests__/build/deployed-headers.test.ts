/** @jest-environment node */
/**
 * What a host is given to serve, from public/ as `npm run build` left it: the _headers file is the
 * one the project writes and nothing else added to it, every page carries the same policy in a
 * `<meta http-equiv>` (less what a meta policy cannot say), and `npm run check:live` passes on a
 * server that serves public/ faithfully and fails, naming what differed, on three that do not, and
 * on one that does not answer an old address of _redirects with its redirect.
 */
import { execFile } from 'node:child_process'
import fs from 'node:fs'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'

import config from '../../gatsby-config'
import { cmsSettingsFromEnv } from '../../src/config/cms-settings'
import { adminSources } from '../../src/content-model/cms-config'
import { listFiles } from '../../src/lib/build/list-files'
import { REDIRECTS_FILE, formatRedirectsFile } from '../../src/host/redirects-file'
import { inlineScriptHashes, metaContentSecurityPolicy, metaPolicyOf, urlPathOfHtmlFile } from '../../plugins/page-delivery/src/policy'
import { SLICES_DIR } from '../../plugins/page-delivery/src/gatsby'
import { cacheControlFor, HOST_DEFAULT, IMMUTABLE } from '../../src/host/cache-policy'
import { formatHeadersFile, headerRules, headersForPath, parseHeadersFile, pathMatches } from '../../src/host/headers'
import { startStaticServer, type StaticServer } from '../../scripts/lib/static-server'

const ROOT = path.resolve(__dirname, '../..')
const PUBLIC = path.join(ROOT, 'public')
const headersText = () => fs.readFileSync(path.join(PUBLIC, '_headers'), 'utf8')

/** The files of public/, relative to it. */
const files = () => listFiles(PUBLIC).map((file) => path.relative(PUBLIC, file).split(path.sep).join('/'))

/** The HTML files of public/ as the host serves them (Gatsby's slice fragments are not pages). */
const pages = () => files().filter((file) => file.endsWith('.html') && !file.startsWith(`${SLICES_DIR}/`))

beforeAll(() => {
  if (!fs.existsSync(path.join(PUBLIC, '_headers'))) throw new Error('public/_headers not found: run npm run build first.')
})

describe('the headers file that ships', () => {
  it('is exactly the one the project writes from the built pages', () => {
    const written = formatHeadersFile(
      headerRules({
        scriptHashes: pages().flatMap((file) => inlineScriptHashes(fs.readFileSync(path.join(PUBLIC, file), 'utf8'))),
        files: files(),
        adminDir: 'admin',
        adminSources: adminSources(cmsSettingsFromEnv(process.env)),
      }),
    )
    expect(headersText()).toBe(written)
  })

  it('gives each file of public/ the cache policy in one rule at most, as the host matches them, the host default being the policy', () => {
    const rules = parseHeadersFile(headersText()).filter((rule) => rule.headers['Cache-Control'])
    const served = files().filter((file) => !['_headers', REDIRECTS_FILE].includes(file))
    const wrong = served.flatMap((file) => {
      const matching = rules.filter((rule) => pathMatches(rule.path, `/${file}`)).map((rule) => rule.headers['Cache-Control'])
      const sent = matching.length === 0 ? [HOST_DEFAULT] : matching
      return sent.length === 1 && sent[0] === cacheControlFor(`/${file}`) ? [] : [{ file, sent }]
    })
    expect(wrong).toEqual([])
    // What the live check asks for: a hashed script, stylesheet and font, and the page data.
    expect(served.filter((file) => cacheControlFor(`/${file}`) === IMMUTABLE).map((file) => file.split('.').pop())).toEqual(
      expect.arrayContaining(['js', 'css', 'woff2']),
    )
  })

  it('gets no block from a host adapter: Gatsby is given one that adapts nothing', () => {
    expect(config.adapter?.name).toBe('static-host')
  })
})

describe('the policy in every page', () => {
  it('is the policy _headers sends with that page, less what a <meta> cannot carry', () => {
    const rules = parseHeadersFile(headersText())
    const drift = pages().flatMap((file) => {
      const sent = headersForPath(urlPathOfHtmlFile(file), rules)['Content-Security-Policy']
      const carried = metaPolicyOf(fs.readFileSync(path.join(PUBLIC, file), 'utf8'))
      return sent && carried === metaContentSecurityPolicy(sent) ? [] : [{ file, carried, sent }]
    })
    expect(drift).toEqual([])
    expect(pages()).toEqual(expect.arrayContaining(['index.html', 'financialblogs/blogs/1/index.html', 'admin/index.html']))
  })
})

/** A server in front of `target` that answers as `alter` says: a host that serves public/ unfaithfully. */
async function unfaithful(target: string, alter: (urlPath: string, status: number, headers: Headers) => number): Promise<StaticServer> {
  const server = http.createServer(async (req, res) => {
    const answer = await fetch(new URL(req.url ?? '/', target), { redirect: 'manual' })
    const headers = new Headers(answer.headers)
    const status = alter(new URL(req.url ?? '/', target).pathname, answer.status, headers)
    // fetch has decoded the body already.
    headers.delete('content-encoding')
    headers.delete('content-length')
    res.writeHead(status, Object.fromEntries(headers))
    res.end(Buffer.from(await answer.arrayBuffer()))
  })
  await new Promise<void>((ready) => server.listen(0, '127.0.0.1', ready))
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => new Promise((done) => server.close(() => done())),
  }
}

const checkLive = async (url: string, dir = 'public') => {
  try {
    const { stdout } = await promisify(execFile)('npm', ['run', '--silent', 'check:live', '--', url, '--dir', dir], { cwd: ROOT })
    return { code: 0, output: stdout }
  } catch (error) {
    const { code, stdout, stderr } = error as { code: number; stdout: string; stderr: string }
    return { code, output: stdout + stderr }
  }
}

describe('npm run check:live', () => {
  let faithful: StaticServer
  beforeAll(async () => {
    // check:live compares statuses, titles and headers, not bytes: the cheaper compression does.
    faithful = await startStaticServer({ dir: PUBLIC, compression: 'fast' })
  })
  afterAll(() => faithful.close())

  it('passes on public/ served with its headers', async () => {
    const { code, output } = await checkLive(faithful.url)
    expect(output).toMatch(/serves the build in public\//)
    expect(code).toBe(0)
  }, 60_000)

  const post = '/financialblogs/blogs/1'
  it('asks each old address of _redirects for its 301 to its page, and names one the host does not redirect', async () => {
    // public/ as built, but for a _redirects with one rule (the shipped content redirects nothing).
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'redirected-public-'))
    for (const name of fs.readdirSync(PUBLIC).filter((name) => name !== REDIRECTS_FILE))
      fs.symlinkSync(path.join(PUBLIC, name), path.join(dir, name))
    const old = '/financialblogs/blogs/old-address'
    fs.writeFileSync(path.join(dir, REDIRECTS_FILE), formatRedirectsFile([{ from: old, to: post, reason: 'renamed', source: 'test' }]))
    const redirecting = await startStaticServer({ dir, compression: 'fast' })
    const notRedirecting = await unfaithful(redirecting.url, (urlPath, status) => (urlPath === old ? 404 : status))
    try {
      const kept = await checkLive(redirecting.url, dir)
      expect(kept.output).toMatch(/serves the build in .*redirected-public-/)
      expect(kept.code).toBe(0)
      const lost = await checkLive(notRedirecting.url, dir)
      expect(lost.output).toMatch(new RegExp(`^ {2}${old}: status 404 to ${post}, expected 301 to ${post} \\(public/_redirects\\)$`, 'm'))
      expect(lost.code).toBe(1)
    } finally {
      await Promise.all([redirecting.close(), notRedirecting.close()])
      fs.rmSync(dir, { recursive: true, force: true })
    }
  }, 120_000)

  const promised = parseHeadersFile(headersText()).flatMap((rule) => Object.keys(rule.headers))
  it.each([
    [
      'the same files served without headers',
      (_: string, status: number, headers: Headers) => {
        for (const name of promised) headers.delete(name)
        return status
      },
      [
        /^ {2}\/: no Content-Security-Policy header/m,
        /^ {2}\/admin\/: no X-Frame-Options header/m,
        new RegExp(`^ {2}${post}: no Strict-Transport-Security`, 'm'),
      ],
    ],
    [
      'a missing page',
      (urlPath: string, status: number) => (urlPath === '/company/faq' ? 404 : status),
      [/^ {2}\/company\/faq: status 404, expected 200$/m],
    ],
    [
      'a changed policy',
      (_: string, status: number, headers: Headers) => {
        if (headers.has('content-security-policy')) headers.set('content-security-policy', "default-src 'self' 'unsafe-inline'")
        return status
      },
      [/^ {2}\/: Content-Security-Policy is "default-src 'self' 'unsafe-inline'", public\/_headers says "default-src 'self'; script-src/m],
    ],
  ])(
    'fails on %s, naming what differed',
    async (_, alter, named) => {
      const host = await unfaithful(faithful.url, alter)
      try {
        const { code, output } = await checkLive(host.url)
        expect(code).toBe(1)
        for (const line of named) expect(output).toMatch(line)
      } finally {
        await host.close()
      }
    },
    60_000,
  )
})
