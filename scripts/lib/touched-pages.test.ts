/** @jest-environment node */
import fs from 'fs'
import os from 'os'
import path from 'path'
import { changedPages, fingerprintPages, pagesWithNewContent } from './touched-pages'

describe('the pages a build changed', () => {
  let dir: string
  const write = (file: string, text: string) => {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true })
    fs.writeFileSync(path.join(dir, file), text)
  }
  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'touched-'))
    write('index.html', '<h1>Home</h1>')
    write('page-data/index/page-data.json', '{"home":1}')
    write('blog/a/index.html', '<h1>A</h1>')
    write('page-data/blog/a/page-data.json', '{"a":1}')
    write('blog/b/index.html', '<h1>B</h1>')
    write('page-data/blog/b/page-data.json', '{"b":1}')
  })
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }))

  it('are those whose HTML or page data changed, and new ones', () => {
    const before = fingerprintPages(dir, ['/', '/blog/a', '/blog/b'])
    write('blog/a/index.html', '<h1>A, edited</h1>')
    write('page-data/index/page-data.json', '{"home":2}')
    write('blog/c/index.html', '<h1>C</h1>')
    const after = fingerprintPages(dir, ['/', '/blog/a', '/blog/b', '/blog/c'])
    expect(changedPages(before, after)).toEqual(['/', '/blog/a', '/blog/c'])
  })

  it('are none after a build that wrote the same files again, and all after no earlier build', () => {
    const pages = ['/', '/blog/a', '/blog/b']
    const before = fingerprintPages(dir, pages)
    write('blog/b/index.html', '<h1>B</h1>')
    expect(changedPages(before, fingerprintPages(dir, pages))).toEqual([])
    expect(changedPages(new Map(), fingerprintPages(dir, pages))).toEqual(pages)
  })

  it('to check are all but the later pages of a listing that show only posts whose own pages did not change', () => {
    const data = (pageContext: object) => JSON.stringify({ result: { pageContext } })
    write('page-data/blog/new/page-data.json', data({ id: 'new' }))
    write('page-data/blog/old/page-data.json', data({ id: 'old', previous: { path: '/blog/new' } }))
    write('page-data/blog/page/1/page-data.json', data({ ids: ['new', 'x'], page: 1 }))
    write('page-data/blog/page/2/page-data.json', data({ ids: ['y', 'z'], page: 2 }))
    write('page-data/blog/page/3/page-data.json', data({ ids: ['old', 'w'], page: 3 }))
    write('page-data/tags/t/page/1/page-data.json', data({ ids: ['x'], page: 1 }))
    const changed = ['/', '/blog/new', '/blog/old', '/blog/page/1', '/blog/page/2', '/blog/page/3', '/tags/t/page/1']
    expect(pagesWithNewContent(dir, changed)).toEqual({
      check: ['/', '/blog/new', '/blog/old', '/blog/page/1', '/blog/page/3', '/tags/t/page/1'],
      shifted: ['/blog/page/2'],
    })
  })
})
