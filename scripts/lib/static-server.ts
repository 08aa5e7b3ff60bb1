/**
 * A tiny static file server for Gatsby's `public/`, behaving like a CDN/static
 * host: clean URLs without slash redirects, 404.html fallback, brotli/gzip for
 * text, the site's own _headers (its cache policy included) and _redirects. Used by `npm run serve`
 * (Playwright's webServer) and, over HTTPS with HTTP/2, by the speed benchmark.
 */
import { execFileSync } from 'node:child_process'
import { createReadStream, mkdtempSync, promises as fs, readFileSync, rmSync, type Stats } from 'node:fs'
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import { createSecureServer, type Http2ServerRequest, type Http2ServerResponse } from 'node:http2'
import type { AddressInfo, Socket } from 'node:net'
import { tmpdir } from 'node:os'
import { extname, join, resolve, sep } from 'node:path'
import { promisify } from 'node:util'
import { brotliCompress, constants as zlib, gzip } from 'node:zlib'

import { REDIRECTS_FILE, parseRedirectsFile, redirectFor } from '../../src/host/redirects-file'
import { HOST_DEFAULT } from '../../src/host/cache-policy'
import { headersForPath, parseHeadersFile, type HeaderRule } from '../../src/host/headers'

export type HeaderSource = Record<string, string> | ((urlPath: string) => Record<string, string>)

export interface StaticServerOptions {
  dir: string
  port?: number
  host?: string
  /** Extra headers added to every response, after those of the site's own _headers file. */
  headers?: HeaderSource
  /**
   * `smallest` (the default) compresses as hosts that pre-compress at deploy time do, for a faithful
   * count of bytes; `fast` at the level hosts use on the fly, for the browser tests, which read what
   * a page does and not its bytes: the smallest brotli costs about 12 CPU-seconds for the admin's
   * script alone.
   */
  compression?: Compression
  /**
   * HTTPS with HTTP/2 (and HTTP/1.1 for clients without it), as the live host serves the site, under
   * a throwaway self-signed certificate for 127.0.0.1: for the speed benchmark, since Lighthouse
   * simulates a page's requests as it saw them travel (one connection for all, or six without
   * HTTP/2; each response's headers counted whole, or compressed).
   */
  http2?: boolean
  /**
   * The Cache-Control of a path that the site's _headers gives none: Netlify's default unless given
   * (the speed benchmark gives another site's build the cache policy of Gatsby's caching guide).
   */
  cacheControl?: (urlPath: string) => string
  /** Called with each request's path as it arrives, for counting what reached the server. */
  onRequest?: (urlPath: string) => void
}

export const COMPRESSIONS = ['smallest', 'fast'] as const
export type Compression = (typeof COMPRESSIONS)[number]

export interface StaticServer {
  url: string
  /** The server's own certificate (PEM) when it serves HTTPS, for a client to trust. */
  certificate?: string
  close(): Promise<void>
}

type Request = IncomingMessage | Http2ServerRequest
type Response = ServerResponse | Http2ServerResponse

/** A new key and self-signed certificate for 127.0.0.1, valid for a day (OpenSSL's command line, which Debian and CI runners have). */
function selfSignedCertificate(): { key: string; cert: string } {
  const dir = mkdtempSync(join(tmpdir(), 'static-server-tls-'))
  try {
    const [key, cert] = [join(dir, 'key.pem'), join(dir, 'cert.pem')]
    // prettier-ignore
    execFileSync('openssl', [
      'req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes', '-days', '1',
      '-keyout', key, '-out', cert, '-subj', '/CN=127.0.0.1', '-addext', 'subjectAltName=IP:127.0.0.1',
    ], { stdio: 'ignore' })
    return { key: readFileSync(key, 'utf8'), cert: readFileSync(cert, 'utf8') }
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
}

type Encoding = 'br' | 'gzip'

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.gif': 'image/gif',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.xml': 'application/xml; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.ico': 'image/x-icon',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
}

const COMPRESSIBLE = new Set(['.html', '.js', '.mjs', '.css', '.json', '.svg', '.xml', '.txt', '.webmanifest', '.map'])

const brotli = promisify(brotliCompress)
const gzipAsync = promisify(gzip)

/** Picks br over gzip, honouring `q=0` ("not acceptable"). */
export function pickEncoding(acceptEncoding: string | undefined): Encoding | undefined {
  const accepted = new Set<string>()
  for (const part of (acceptEncoding ?? '').split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';')
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='))
    if (name && !(q && Number(q.slice(2)) === 0)) accepted.add(name)
  }
  if (accepted.has('br')) return 'br'
  if (accepted.has('gzip') || accepted.has('*')) return 'gzip'
  return undefined
}

/**
 * Decodes the raw request path and rejects `..` segments. This must look at the
 * raw URL: `new URL()` would silently normalise `/a/../b` (and `%2e%2e`) away.
 */
function decodePath(rawUrl: string): string | undefined {
  const raw = rawUrl.split(/[?#]/, 1)[0] ?? '/'
  let decoded: string
  try {
    decoded = decodeURIComponent(raw)
  } catch {
    return undefined
  }
  if (!decoded.startsWith('/') || decoded.includes('\0')) return undefined
  if (decoded.split(/[/\\]/).some((segment) => segment === '..')) return undefined
  return decoded
}

async function statFile(path: string): Promise<Stats | undefined> {
  try {
    const stats = await fs.stat(path)
    return stats.isFile() ? stats : undefined
  } catch {
    return undefined
  }
}

/** `/a/b` and `/a/b/` → a/b/index.html, else a/b.html, else the file a/b. */
async function resolveFile(root: string, urlPath: string): Promise<{ path: string; stats: Stats } | undefined> {
  const clean = urlPath.replace(/\/+$/, '')
  const candidates = clean === '' ? ['index.html'] : [`${clean}/index.html`, `${clean}.html`, clean]
  for (const candidate of candidates) {
    const path = join(root, candidate)
    if (path !== root && !path.startsWith(root + sep)) continue // belt and braces
    const stats = await statFile(path)
    if (stats) return { path, stats }
  }
  return undefined
}

/**
 * The site's own `_headers` file (Netlify / Cloudflare Pages format, written by the build), applied
 * as those hosts do, so local tests see exactly the headers production sends. Re-read when rebuilt.
 */
const HEADERS_FILE = '_headers'

/** The rules of one of the host's files (_headers, _redirects), read again when it changes. */
function hostFileReader<Rule>(file: string, parse: (text: string) => Rule[]): () => Promise<Rule[]> {
  let cached: { mtimeMs: number; rules: Rule[] } | undefined
  return async () => {
    const stats = await statFile(file)
    if (!stats) return []
    if (cached?.mtimeMs !== stats.mtimeMs) cached = { mtimeMs: stats.mtimeMs, rules: parse(await fs.readFile(file, 'utf8')) }
    return cached.rules
  }
}

/** Brotli and gzip levels of each compression. */
const LEVELS: Record<Compression, { br: number; gzip: number }> = {
  smallest: { br: zlib.BROTLI_MAX_QUALITY, gzip: zlib.Z_BEST_COMPRESSION },
  fast: { br: 5, gzip: zlib.Z_DEFAULT_COMPRESSION },
}

export async function startStaticServer({
  dir,
  port = 0,
  host = '127.0.0.1',
  headers,
  compression = 'smallest',
  http2 = false,
  cacheControl = () => HOST_DEFAULT,
  onRequest,
}: StaticServerOptions): Promise<StaticServer> {
  const levels = LEVELS[compression]
  const root = resolve(dir)
  const hostHeaders = hostFileReader<HeaderRule>(join(root, HEADERS_FILE), parseHeadersFile)
  // Netlify's _redirects: a forced rule (`301!`) answers before any file, another one where no file is.
  const hostRedirects = hostFileReader(join(root, REDIRECTS_FILE), parseRedirectsFile)
  // Compressed bodies by "path:encoding"; mtime guards against a rebuild while serving.
  const compressed = new Map<string, { mtimeMs: number; body: Promise<Buffer> }>()

  function compress(path: string, stats: Stats, encoding: Encoding): Promise<Buffer> {
    const key = `${path}:${encoding}`
    const hit = compressed.get(key)
    if (hit && hit.mtimeMs === stats.mtimeMs) return hit.body
    const body = fs.readFile(path).then((raw) =>
      encoding === 'br'
        ? brotli(raw, {
            params: {
              // Cached, so paid once a file.
              [zlib.BROTLI_PARAM_QUALITY]: levels.br,
              [zlib.BROTLI_PARAM_MODE]: zlib.BROTLI_MODE_TEXT,
              [zlib.BROTLI_PARAM_SIZE_HINT]: raw.length,
            },
          })
        : gzipAsync(raw, { level: levels.gzip }),
    )
    compressed.set(key, { mtimeMs: stats.mtimeMs, body })
    body.catch(() => compressed.delete(key)) // don't cache failures
    return body
  }

  function send(res: Response, status: number, type: string, body: string): void {
    res.writeHead(status, { 'Content-Type': type, 'Content-Length': Buffer.byteLength(body) })
    if (res.req.method === 'HEAD') res.end()
    else res.end(body)
  }

  async function sendFile(req: Request, res: Response, path: string, stats: Stats, status: number) {
    const ext = extname(path).toLowerCase()
    res.setHeader('Content-Type', CONTENT_TYPES[ext] ?? 'application/octet-stream')
    const encoding = COMPRESSIBLE.has(ext) ? pickEncoding(req.headers['accept-encoding']) : undefined
    if (COMPRESSIBLE.has(ext)) res.setHeader('Vary', 'Accept-Encoding')
    if (encoding) {
      const body = await compress(path, stats, encoding)
      res.writeHead(status, { 'Content-Encoding': encoding, 'Content-Length': body.length })
      if (req.method === 'HEAD') res.end()
      else res.end(body)
      return
    }
    res.writeHead(status, { 'Content-Length': stats.size })
    if (req.method === 'HEAD') return void res.end()
    createReadStream(path)
      .on('error', () => res.destroy())
      .pipe(res)
  }

  async function handle(req: Request, res: Response): Promise<void> {
    const urlPath = decodePath(req.url ?? '/')
    onRequest?.(urlPath ?? req.url ?? '/')
    const extra = typeof headers === 'function' ? headers(urlPath ?? '/') : headers
    const fromSite = headersForPath(urlPath ?? '/', await hostHeaders())
    const hostCacheControl = { 'Cache-Control': cacheControl(urlPath ?? '/') }
    for (const [name, value] of Object.entries({ ...hostCacheControl, ...fromSite, ...extra })) res.setHeader(name, value)

    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.setHeader('Allow', 'GET, HEAD')
      return send(res, 405, 'text/plain; charset=utf-8', 'Method Not Allowed\n')
    }
    if (urlPath === undefined) return send(res, 400, 'text/plain; charset=utf-8', 'Bad Request\n')

    const redirect = redirectFor(await hostRedirects(), urlPath)
    const redirectTo = (to: string, status: number) => {
      res.setHeader('Location', encodeURI(to) + (req.url ?? '').slice((req.url ?? '').split(/[?#]/, 1)[0].length))
      return send(res, status, 'text/plain; charset=utf-8', `Redirecting to ${encodeURI(to)}\n`)
    }
    if (redirect?.force) return redirectTo(redirect.to, redirect.status)
    // Like the static hosts, the host's files configure the server and are not themselves served.
    const found = [`/${HEADERS_FILE}`, `/${REDIRECTS_FILE}`].includes(urlPath) ? undefined : await resolveFile(root, urlPath)
    if (found) return sendFile(req, res, found.path, found.stats, 200)
    if (redirect) return redirectTo(redirect.to, redirect.status)
    // A missing file must not be kept for a year under its folder's rule (/static/*).
    res.setHeader('Cache-Control', HOST_DEFAULT)
    const notFound = join(root, '404.html')
    const stats = await statFile(notFound)
    if (stats) return sendFile(req, res, notFound, stats, 404)
    return send(res, 404, 'text/plain; charset=utf-8', 'Not Found\n')
  }

  const listener = (req: Request, res: Response) => {
    handle(req, res).catch((error: unknown) => {
      console.error(`[static-server] ${req.url}:`, error)
      if (!res.headersSent) send(res, 500, 'text/plain; charset=utf-8', 'Internal Server Error\n')
      else res.destroy()
    })
  }
  const tls = http2 ? selfSignedCertificate() : undefined
  const server = tls ? createSecureServer({ ...tls, allowHTTP1: true }, listener) : createServer(listener)
  // Open connections would hold close() open (keep-alive sockets, HTTP/2 sessions).
  const sockets = new Set<Socket>()
  server.on(tls ? 'secureConnection' : 'connection', (socket: Socket) => {
    sockets.add(socket)
    socket.once('close', () => sockets.delete(socket))
  })

  await new Promise<void>((ready, fail) => {
    server.once('error', fail)
    server.listen(port, host, () => ready())
  })
  const address = server.address() as AddressInfo
  const hostForUrl = address.family === 'IPv6' ? `[${address.address}]` : address.address

  return {
    url: `${tls ? 'https' : 'http'}://${hostForUrl}:${address.port}`,
    certificate: tls?.cert,
    close: () =>
      new Promise<void>((done, fail) => {
        server.close((error) => (error ? fail(error) : done()))
        for (const socket of sockets) socket.destroy()
      }),
  }
}
