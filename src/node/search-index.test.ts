/** @jest-environment node */
import fs from 'fs'
import os from 'os'
import path from 'path'
import { SEARCH } from '../config/constants'
import { writeSearchIndex } from './search-index'

const page = (lang: string, body: string) =>
  `<!doctype html><html lang="${lang}"><head><title>t</title></head><body><header>Menu words</header>${body}</body></html>`

function site(files: Record<string, string>): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'search-index-'))
  for (const [file, html] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true })
    fs.writeFileSync(path.join(dir, file), html)
  }
  return dir
}

describe('the search index', () => {
  it('indexes the marked pages of each language and ships none of Pagefind’s own interfaces', () => {
    const dir = site({
      'index.html': page('en', '<main><p>An unmarked listing</p></main>'),
      'post/index.html': page('en', '<main data-pagefind-body><h1>Corporate tax</h1><p>Registration deadlines</p></main>'),
      'ar/post/index.html': page('ar', '<main data-pagefind-body><h1>ضريبة الشركات</h1></main>'),
    })
    fs.mkdirSync(path.join(dir, SEARCH.bundleDir))
    fs.writeFileSync(path.join(dir, SEARCH.bundleDir, 'pagefind.en_stale.pf_meta'), 'an earlier build')
    try {
      const summary = writeSearchIndex(dir, process.cwd())
      expect({ pages: summary.pages, languages: [...summary.languages].sort() }).toEqual({ pages: 2, languages: ['ar', 'en'] })
      const files = fs.readdirSync(path.join(dir, SEARCH.bundleDir))
      expect(files).toEqual(expect.arrayContaining(['pagefind.js', 'pagefind-worker.js', 'wasm.ar.pagefind', 'wasm.en.pagefind']))
      expect(files.filter((name) => /ui|highlight|stale/.test(name))).toEqual([])
    } finally {
      fs.rmSync(dir, { recursive: true, force: true })
    }
  })

  it('stops the build when no page is marked, rather than index menus and footers', () => {
    const dir = site({ 'index.html': page('en', '<main><p>Nothing marked</p></main>') })
    try {
      expect(() => writeSearchIndex(dir, process.cwd())).toThrow(/No page is marked for the search index/)
    } finally {
      fs.rmSync(dir, { recursive: true, force: true })
    }
  })
})
