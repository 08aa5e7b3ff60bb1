/** @jest-environment node */
import crypto from 'crypto'
import fs from 'fs'
import os from 'os'
import path from 'path'
import { firstLoad, transferBytes } from '../support/page-bytes'
import { startStaticServer } from '../../scripts/lib/static-server'

const STATS = { namedChunkGroups: { 'component---src-pages-index-tsx': { assets: [{ name: 'component-1.js' }, { name: 'styles.css' }] } } }

describe('first load', () => {
  const html = [
    '<html lang="en"><head>',
    '<style>@font-face{src:url(/static/kufi-arabic-wght-4d5e.woff2)}@font-face{src:url(/static/inter-core-wght-1a2b.woff2)}</style>',
    '<link rel="preload" href="/static/logo.svg" as="image"/>',
    '<link rel="icon" href="/favicon.svg"/><link rel="apple-touch-icon" href="/icons/touch.png"/>',
    '<link rel="canonical" href="https://example.com/"/><link rel="stylesheet" href="/styles.css?v=1"/>',
    '<script src="/app-1.js" defer></script><script src="https://cdn.example.com/x.js"></script>',
    '</head><body>',
    '<img src="/static/hero.jpg" loading="eager" alt=""/><img src="/static/plain.png" alt=""/>',
    '<img src="/static/below.jpg" loading="lazy" alt=""/><img src="/static/hero.jpg" alt=""/>',
    '</body></html>',
  ].join('')

  it('fetches the scripts, the data Gatsby reads, the linked files, its edition’s web font and the eager images, each once', () => {
    const load = firstLoad('/', html, STATS, { componentChunkName: 'component---src-pages-index-tsx', staticQueryHashes: ['123'] })
    expect(load.scripts).toEqual(['/app-1.js', '/component-1.js'])
    expect(load.files).toEqual([
      '/app-1.js',
      '/component-1.js',
      '/page-data/index/page-data.json',
      '/page-data/app-data.json',
      '/page-data/sq/d/123.json',
      '/static/logo.svg',
      '/favicon.svg',
      '/styles.css',
      '/static/inter-core-wght-1a2b.woff2',
      '/static/hero.jpg',
      '/static/plain.png',
    ])
  })

  it('counts the Arabic font, and not Inter, on an Arabic page', () => {
    const arabic = html.replace('<html lang="en">', '<html lang="ar" dir="rtl">')
    const { files } = firstLoad('/ar', arabic, STATS, { componentChunkName: 'component---src-pages-index-tsx' })
    expect(files.filter((file) => file.endsWith('.woff2'))).toEqual(['/static/kufi-arabic-wght-4d5e.woff2'])
  })

  it('counts text as the static server sends it, brotli-compressed, and images as they are', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'page-bytes-'))
    const files = {
      'app.js': Buffer.from('export const greeting = "hello";\n'.repeat(2000)),
      'index.html': Buffer.from(`<!doctype html><title>x</title>${'<p>مرحبا بكم</p>'.repeat(500)}`),
      'photo.jpg': crypto.randomBytes(5000),
    }
    for (const [name, content] of Object.entries(files)) fs.writeFileSync(path.join(dir, name), content)
    const server = await startStaticServer({ dir })
    try {
      for (const [name, content] of Object.entries(files)) {
        const response = await fetch(`${server.url}/${name}`, { headers: { 'accept-encoding': 'br' } })
        expect([name, transferBytes(name, content)]).toEqual([name, Number(response.headers.get('content-length'))])
      }
      expect(transferBytes('photo.jpg', files['photo.jpg'])).toBe(5000)
      expect(transferBytes('app.js', files['app.js'])).toBeLessThan(files['app.js'].length / 10)
    } finally {
      await server.close()
      fs.rmSync(dir, { recursive: true, force: true })
    }
  })
})
