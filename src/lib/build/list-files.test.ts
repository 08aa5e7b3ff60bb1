/** @jest-environment node */
import fs from 'fs'
import os from 'os'
import path from 'path'
import { listFiles } from './list-files'

describe('listFiles', () => {
  let root: string

  beforeAll(() => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'list-files-'))
    for (const file of ['a.md', 'b.yaml', 'blog/c.md', 'blog/deep/d.md', 'blog/deep/e.css', 'empty/.keep']) {
      fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true })
      fs.writeFileSync(path.join(root, file), '')
    }
  })

  afterAll(() => fs.rmSync(root, { recursive: true, force: true }))

  const relative = (files: string[]) => files.map((f) => path.relative(root, f).split(path.sep).join('/'))

  it('lists every file in every subfolder, joined to the folder it was given', () => {
    const files = listFiles(root)
    expect(files.every((f) => f.startsWith(root + path.sep))).toBe(true)
    expect(relative(files).sort()).toEqual(['a.md', 'b.yaml', 'blog/c.md', 'blog/deep/d.md', 'blog/deep/e.css', 'empty/.keep'])
  })

  it('keeps only the files whose name ends with the suffix', () => {
    expect(relative(listFiles(root, '.md')).sort()).toEqual(['a.md', 'blog/c.md', 'blog/deep/d.md'])
    expect(relative(listFiles(path.join(root, 'blog'), '.css'))).toEqual(['blog/deep/e.css'])
    expect(listFiles(root, '.html')).toEqual([])
  })

  it('throws for a folder that does not exist', () => {
    expect(() => listFiles(path.join(root, 'missing'))).toThrow(/ENOENT/)
  })
})
