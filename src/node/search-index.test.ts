/** @jest-environment node */
import fs from 'fs'
import os from 'os'
import path from 'path'
import { SEARCH } from '../config/constants'
import { writeSearchIndex } from './search-index'

const page = (lang: string, body: string) =>
  `<!doctype html><html lang="${lang}"><head><title>t</title></head><body><header>Menu words</header>${body}</body></html>`

function write(dir: string, files: Record<string, string>): void {
  for (const [file, html] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true })
    fs.writeFileSync(path.join(dir, file), html)
  }
}

function site(files: Record<string, string>): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'search-index-'))
  write(dir, files)
  return dir
}

/** The index of `dir`, its record of pages kept beside the site. */
const index = (dir: string) => writeSearchIndex(dir, process.cwd(), `${dir}.json`)
const remove = (dir: string) => [dir, `${dir}.json`].forEach((file) => fs.rmSync(file, { recursive: true, force: true }))

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
      const summary = index(dir)
      expect({ pages: summary.pages, languages: [...summary.languages].sort() }).toEqual({ pages: 2, languages: ['ar', 'en'] })
      const files = fs.readdirSync(path.join(dir, SEARCH.bundleDir))
      expect(files).toEqual(expect.arrayContaining(['pagefind.js', 'pagefind-worker.js', 'wasm.ar.pagefind', 'wasm.en.pagefind']))
      expect(files.filter((name) => /ui|highlight|stale/.test(name))).toEqual([])
    } finally {
      remove(dir)
    }
  })

  it('stops the build when no page is marked, rather than index menus and footers', () => {
    const dir = site({ 'index.html': page('en', '<main><p>Nothing marked</p></main>') })
    try {
      expect(() => index(dir)).toThrow(/No page is marked for the search index/)
    } finally {
      remove(dir)
    }
  })

  it('is made again only when a marked page was added, changed or removed', () => {
    const dir = site({
      'index.html': page('en', '<main><p>An unmarked listing</p></main>'),
      'post/index.html': page('en', '<main data-pagefind-body><h1>Corporate tax</h1></main>'),
      'old/index.html': page('en', '<main data-pagefind-body><h1>Free zones</h1></main>'),
    })
    const later = (file: string, html: string) => {
      write(dir, { [file]: html })
      const time = new Date(Date.now() + 10_000)
      fs.utimesSync(path.join(dir, file), time, time)
    }
    try {
      expect(index(dir)).toMatchObject({ kept: false, pages: 2 })
      const entry = path.join(dir, SEARCH.bundleDir, 'pagefind-entry.json')
      const made = fs.statSync(entry).mtimeMs
      // Nothing changed, or only a page the index does not read: the index stays as it was.
      expect(index(dir)).toMatchObject({ kept: true, pages: 2, languages: ['en'] })
      later('index.html', page('en', '<main><p>The listing, one card more</p></main>'))
      expect(index(dir)).toMatchObject({ kept: true, pages: 2 })
      expect(fs.statSync(entry).mtimeMs).toBe(made)

      later('post/index.html', page('en', '<main data-pagefind-body><h1>Corporate tax in 2026</h1></main>'))
      expect(index(dir)).toMatchObject({ kept: false, pages: 2 })
      fs.rmSync(path.join(dir, 'old'), { recursive: true })
      expect(index(dir)).toMatchObject({ kept: false, pages: 1 })
      later('new/index.html', page('en', '<main data-pagefind-body><h1>VAT</h1></main>'))
      expect(index(dir)).toMatchObject({ kept: false, pages: 2 })
      // A page that loses its marker leaves the index.
      later('new/index.html', page('en', '<main><h1>VAT</h1></main>'))
      expect(index(dir)).toMatchObject({ kept: false, pages: 1 })
      // An index that is not there is made, whatever the record says.
      fs.rmSync(path.join(dir, SEARCH.bundleDir), { recursive: true })
      expect(index(dir)).toMatchObject({ kept: false, pages: 1 })
    } finally {
      remove(dir)
    }
  })
})
