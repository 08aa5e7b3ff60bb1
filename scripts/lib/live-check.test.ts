/** @jest-environment node */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { HOST_DEFAULT, IMMUTABLE } from '../../src/host/cache-policy'
import { formatHeadersFile, headerRules } from '../../src/host/headers'
import { cacheSamples, checkLive } from './live-check'
import { startStaticServer, type StaticServer } from './static-server'

const HASH = '0123456789abcdef0123'
const POST = '/blog/first-post'
const page = (title: string, head = '') =>
  `<!doctype html><html><head><title>${title}</title>${head}</head><body><h1>${title}</h1></body></html>`

/** A built site as small as the check allows: a home page, a post, the 404 page, the admin and their assets. */
const SITE: Record<string, string> = {
  'sitemap-0.xml': `<urlset><url><loc>https://example.com/</loc></url><url><loc>https://example.com${POST}</loc></url></urlset>`,
  'index.html': page('Home', `<link rel="stylesheet" href="/styles.${HASH}.css">`),
  'blog/first-post/index.html': page('First post'),
  '404.html': page('Not found', '<meta http-equiv="refresh" content="0; url=/">'),
  'admin/index.html': page('Admin'),
  [`app-${HASH}.js`]: 'console.log(1)\n',
  [`styles.${HASH}.css`]: 'body{margin:0}\n',
  'static/inter-0123456789abcdef0123456789abcdef.woff2': 'wOF2',
  'page-data/index/page-data.json': '{"componentChunkName":"component---src-pages-index-tsx"}',
  'page-data/blog/first-post/page-data.json': '{"componentChunkName":"component---src-templates-blog-post-tsx"}',
  'page-data/app-data.json': '{"webpackCompilationHash":"1"}',
}

let dir: string
beforeAll(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'live-check-'))
  for (const [file, text] of Object.entries(SITE)) {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true })
    fs.writeFileSync(path.join(dir, file), text)
  }
  const rules = headerRules({ scriptHashes: [], files: Object.keys(SITE), adminDir: 'admin', adminSources: { connect: [], img: [] } })
  fs.writeFileSync(path.join(dir, '_headers'), formatHeadersFile(rules))
})
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }))

const checkedBy = async (server: StaticServer) => {
  try {
    return await checkLive(server.url, dir)
  } finally {
    await server.close()
  }
}

describe('the live check of the cache policy', () => {
  it('asks for a hashed script, the home page’s stylesheet, a font and the page data', () => {
    expect(cacheSamples(dir)).toEqual([
      `/app-${HASH}.js`,
      `/styles.${HASH}.css`,
      '/static/inter-0123456789abcdef0123456789abcdef.woff2',
      '/page-data/index/page-data.json',
      '/page-data/app-data.json',
    ])
  })

  it('finds them in a copy of the site made of links to its folders', () => {
    const linked = fs.mkdtempSync(path.join(os.tmpdir(), 'live-check-linked-'))
    try {
      for (const name of fs.readdirSync(dir)) fs.symlinkSync(path.join(dir, name), path.join(linked, name))
      expect(cacheSamples(linked)).toEqual(cacheSamples(dir))
    } finally {
      fs.rmSync(linked, { recursive: true, force: true })
    }
  })

  it('passes a host that serves the site with its _headers', async () => {
    const { problems, requests } = await checkedBy(await startStaticServer({ dir, compression: 'fast' }))
    expect(problems).toEqual([])
    expect(requests).toBe(2 + 2 + 5)
  })

  it('fails a host that sends its default for every file, naming each hashed file', async () => {
    const host = await startStaticServer({ dir, compression: 'fast', headers: { 'Cache-Control': HOST_DEFAULT } })
    const { problems } = await checkedBy(host)
    const lacking = (file: string) => `${file}: Cache-Control is "${HOST_DEFAULT}", the cache policy says "${IMMUTABLE}"`
    expect(problems).toEqual(
      [`/app-${HASH}.js`, `/styles.${HASH}.css`, '/static/inter-0123456789abcdef0123456789abcdef.woff2'].map(lacking).sort(),
    )
  })

  it('fails a host that keeps the page data, whose names do not change with it', async () => {
    const host = await startStaticServer({
      dir,
      compression: 'fast',
      headers: (urlPath): Record<string, string> => (urlPath.startsWith('/page-data/') ? { 'Cache-Control': IMMUTABLE } : {}),
    })
    const { problems } = await checkedBy(host)
    expect(problems).toEqual([
      `/page-data/app-data.json: Cache-Control is "${IMMUTABLE}", the cache policy says "${HOST_DEFAULT}"`,
      `/page-data/index/page-data.json: Cache-Control is "${IMMUTABLE}", the cache policy says "${HOST_DEFAULT}"`,
    ])
  })
})
