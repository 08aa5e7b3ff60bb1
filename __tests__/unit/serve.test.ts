/** @jest-environment node */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { request, type IncomingHttpHeaders } from 'node:http'
import { connect } from 'node:http2'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { brotliCompressSync, brotliDecompressSync, constants as zlib, gunzipSync } from 'node:zlib'

import { startStaticServer, type StaticServer } from '../../scripts/lib/static-server'
import { IMMUTABLE, REVALIDATE } from '../../src/host/cache-policy'

interface RawResponse {
  status: number
  headers: IncomingHttpHeaders
  body: Buffer
}

/** node:http rather than fetch: fetch normalises `..` away and decodes bodies itself. */
function get(baseUrl: string, path: string, headers: Record<string, string> = {}, method = 'GET'): Promise<RawResponse> {
  const { hostname, port } = new URL(baseUrl)
  return new Promise((done, fail) => {
    const req = request({ hostname, port, path, method, headers }, (res) => {
      const chunks: Buffer[] = []
      res.on('data', (chunk: Buffer) => chunks.push(chunk))
      res.on('end', () => done({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }))
    })
    req.on('error', fail)
    req.end()
  })
}

const INDEX = '<!doctype html><title>home</title>'
const NESTED = '<!doctype html><title>a/b</title>'
const FLAT = '<!doctype html><title>flat</title>'
const NOT_FOUND = '<!doctype html><title>not found</title>'
// Long and repetitive so compression actually kicks in and shrinks it.
const SCRIPT = `console.log(${JSON.stringify('hello '.repeat(500))});\n`

let tmp: string
let server: StaticServer

beforeAll(async () => {
  tmp = mkdtempSync(join(tmpdir(), 'static-server-test-'))
  const site = join(tmp, 'public')
  mkdirSync(join(site, 'a', 'b'), { recursive: true })
  writeFileSync(join(site, 'index.html'), INDEX)
  writeFileSync(join(site, 'a', 'b', 'index.html'), NESTED)
  writeFileSync(join(site, 'flat.html'), FLAT)
  writeFileSync(join(site, '404.html'), NOT_FOUND)
  writeFileSync(join(site, 'app-1234abcd.js'), SCRIPT)
  writeFileSync(join(tmp, 'secret.txt'), 'outside the site root')
  mkdirSync(join(site, 'fonts'))
  writeFileSync(join(site, 'fonts', 'face.woff2'), 'wOF2')
  writeFileSync(
    join(site, '_headers'),
    `/*\n  X-Frame-Options: DENY\n  X-Test: from-file\n\n/a/*\n  X-Section: a\n\n/fonts/*\n  Cache-Control: ${IMMUTABLE}\n`,
  )
  // As the build writes them (src/lib/shared/redirects.ts), and one not forced, which a file shadows as on Netlify.
  writeFileSync(
    join(site, '_redirects'),
    `# redirects\n/old /a/b 301!\n/ar/%D9%82%D8%AF%D9%8A%D9%85 /ar/%D8%AC%D8%AF%D9%8A%D8%AF 301!\n/flat /a/b 301\n`,
  )
  server = await startStaticServer({ dir: site, headers: { 'X-Test': 'yes' } })
})

afterAll(async () => {
  await server.close()
  rmSync(tmp, { recursive: true, force: true })
})

describe('static server', () => {
  it("sends the site's _headers like a static host, the server's own headers last, and hides the file", async () => {
    const home = await get(server.url, '/')
    expect(home.headers['x-frame-options']).toBe('DENY')
    expect(home.headers['x-test']).toBe('yes')
    expect(home.headers['x-section']).toBeUndefined()
    expect((await get(server.url, '/a/b')).headers['x-section']).toBe('a')
    const file = await get(server.url, '/_headers')
    expect(file.status).toBe(404)
    expect(file.body.toString()).toBe(NOT_FOUND)
  })

  it("follows the site's _redirects as a static host does, and hides the file", async () => {
    for (const [path, location] of [
      ['/old', '/a/b'],
      ['/old/', '/a/b'],
      ['/old?utm=mail', '/a/b?utm=mail'],
      ['/ar/%D9%82%D8%AF%D9%8A%D9%85', '/ar/%D8%AC%D8%AF%D9%8A%D8%AF'],
    ]) {
      const res = await get(server.url, path)
      expect([path, res.status, res.headers.location]).toEqual([path, 301, location])
      // The site's headers come with the redirect too.
      expect(res.headers['x-frame-options']).toBe('DENY')
    }
    // A rule without `!` gives way to a file at its address.
    expect((await get(server.url, '/flat')).body.toString()).toBe(FLAT)
    const file = await get(server.url, '/_redirects')
    expect([file.status, file.body.toString()]).toEqual([404, NOT_FOUND])
  })

  it('serves / as index.html', async () => {
    const res = await get(server.url, '/')
    expect(res.status).toBe(200)
    expect(res.body.toString()).toBe(INDEX)
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8')
    expect(res.headers['cache-control']).toBe(REVALIDATE)
  })

  it.each(['/a/b', '/a/b/', '/a/b/?q=1'])('resolves %s to a/b/index.html without redirecting', async (path) => {
    const res = await get(server.url, path)
    expect(res.status).toBe(200)
    expect(res.headers.location).toBeUndefined()
    expect(res.body.toString()).toBe(NESTED)
  })

  it('falls back to <path>.html', async () => {
    const res = await get(server.url, '/flat')
    expect(res.status).toBe(200)
    expect(res.body.toString()).toBe(FLAT)
  })

  it('answers unknown paths with 404.html and status 404', async () => {
    const res = await get(server.url, '/does/not/exist')
    expect(res.status).toBe(404)
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8')
    expect(res.body.toString()).toBe(NOT_FOUND)
  })

  it('serves JavaScript with its content type', async () => {
    const res = await get(server.url, '/app-1234abcd.js')
    expect(res.status).toBe(200)
    expect(res.headers['content-type']).toBe('text/javascript; charset=utf-8')
    expect(res.headers['content-encoding']).toBeUndefined()
    expect(res.body.toString()).toBe(SCRIPT)
  })

  it("takes Cache-Control from the site's _headers, else sends the host's default, and never keeps a missing file", async () => {
    const cacheControl = async (path: string) => (await get(server.url, path)).headers['cache-control']
    expect(await cacheControl('/fonts/face.woff2')).toBe(IMMUTABLE)
    // Named like a hashed script, but its _headers gives it no rule: a host serves it with its default.
    expect(await cacheControl('/app-1234abcd.js')).toBe(REVALIDATE)
    expect(await cacheControl('/fonts/missing.woff2')).toBe(REVALIDATE)
  })

  it('answers with the Cache-Control it is given for paths the _headers leave out, and reports each request', async () => {
    const seen: string[] = []
    const other = await startStaticServer({
      dir: join(tmp, 'public'),
      cacheControl: () => 'no-cache',
      onRequest: (path) => seen.push(path),
    })
    try {
      expect((await get(other.url, '/app-1234abcd.js')).headers['cache-control']).toBe('no-cache')
      expect((await get(other.url, '/fonts/face.woff2')).headers['cache-control']).toBe(IMMUTABLE)
      expect(seen).toEqual(['/app-1234abcd.js', '/fonts/face.woff2'])
    } finally {
      await other.close()
    }
  })

  it.each([
    ['br', 'br', brotliDecompressSync],
    ['gzip, deflate', 'gzip', gunzipSync],
    ['gzip, deflate, br', 'br', brotliDecompressSync],
  ] as const)('compresses for Accept-Encoding %s', async (accept, encoding, decode) => {
    for (let i = 0; i < 2; i++) {
      // Second round is served from the in-memory cache.
      const res = await get(server.url, '/app-1234abcd.js', { 'Accept-Encoding': accept })
      expect(res.headers['content-encoding']).toBe(encoding)
      expect(res.headers.vary).toBe('Accept-Encoding')
      expect(Number(res.headers['content-length'])).toBe(res.body.length)
      expect(res.body.length).toBeLessThan(Buffer.byteLength(SCRIPT))
      expect(decode(res.body).toString()).toBe(SCRIPT)
    }
  })

  it('compresses at brotli’s smallest by default, and at an on-the-fly level when asked for speed', async () => {
    // Text varied enough that the two levels give different sizes.
    const text = Array.from({ length: 3000 }, (_, i) => `const value${i} = ${(i * 7919) % 1009} * ${i % 97};`).join('\n')
    writeFileSync(join(tmp, 'public', 'varied-1234abcd.js'), text)
    const brotliAt = (quality: number) => brotliCompressSync(text, { params: { [zlib.BROTLI_PARAM_QUALITY]: quality } }).length
    expect(brotliAt(zlib.BROTLI_MAX_QUALITY)).toBeLessThan(brotliAt(5))
    const fast = await startStaticServer({ dir: join(tmp, 'public'), compression: 'fast' })
    try {
      const sizes = await Promise.all(
        [server, fast].map(async ({ url }) => {
          const res = await get(url, '/varied-1234abcd.js', { 'Accept-Encoding': 'br' })
          expect(brotliDecompressSync(res.body).toString()).toBe(text)
          return res.body.length
        }),
      )
      expect(sizes).toEqual([brotliAt(zlib.BROTLI_MAX_QUALITY), brotliAt(5)])
    } finally {
      await fast.close()
    }
  })

  it.each(['/../secret.txt', '/%2e%2e/secret.txt', '/a/..%2f..%2fsecret.txt', '/a/b/../../../secret.txt'])(
    'rejects traversal %s with 400',
    async (path) => {
      const res = await get(server.url, path)
      expect(res.status).toBe(400)
      expect(res.body.toString()).not.toContain('outside the site root')
    },
  )

  it('allows only GET and HEAD', async () => {
    const post = await get(server.url, '/', {}, 'POST')
    expect(post.status).toBe(405)
    expect(post.headers.allow).toBe('GET, HEAD')

    const head = await get(server.url, '/', {}, 'HEAD')
    expect(head.status).toBe(200)
    expect(Number(head.headers['content-length'])).toBe(Buffer.byteLength(INDEX))
    expect(head.body.length).toBe(0)
  })

  it('adds the extra headers to every response', async () => {
    for (const path of ['/', '/missing', '/../x']) {
      expect((await get(server.url, path)).headers['x-test']).toBe('yes')
    }
  })

  it('serves HTTP/2 over TLS when asked, with its own certificate, the same files and headers', async () => {
    const secure = await startStaticServer({ dir: join(tmp, 'public'), http2: true })
    const session = connect(secure.url, { ca: secure.certificate })
    try {
      expect(secure.url).toMatch(/^https:\/\/127\.0\.0\.1:\d+$/)
      const res = await new Promise<{ headers: Record<string, unknown>; body: Buffer }>((done, fail) => {
        const stream = session.request({ ':path': '/app-1234abcd.js', 'accept-encoding': 'br' })
        const chunks: Buffer[] = []
        let headers: Record<string, unknown> = {}
        stream.on('response', (received) => (headers = received))
        stream.on('data', (chunk: Buffer) => chunks.push(chunk))
        stream.on('end', () => done({ headers, body: Buffer.concat(chunks) }))
        stream.on('error', fail)
        stream.end()
      })
      expect(session.alpnProtocol).toBe('h2')
      expect(res.headers).toMatchObject({ ':status': 200, 'content-encoding': 'br', 'x-frame-options': 'DENY' })
      expect(brotliDecompressSync(res.body).toString()).toBe(SCRIPT)
    } finally {
      session.close()
      await secure.close()
    }
  })
})
