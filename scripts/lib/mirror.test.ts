/** @jest-environment node */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { mirror } from './mirror'

let root: string
const at = (...parts: string[]) => path.join(root, ...parts)
const write = (file: string, text: string) => {
  fs.mkdirSync(path.dirname(file), { recursive: true })
  fs.writeFileSync(file, text)
}
/** Every file and link under `dir` with its content. */
const contents = (dir: string): Record<string, string> =>
  Object.fromEntries(
    (fs.readdirSync(dir, { recursive: true, withFileTypes: true }) as fs.Dirent[])
      .filter((e) => !e.isDirectory())
      .map((e) => {
        const file = path.join(e.parentPath, e.name)
        return [path.relative(dir, file), e.isSymbolicLink() ? `-> ${fs.readlinkSync(file)}` : fs.readFileSync(file, 'utf8')]
      }),
  )

beforeEach(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'mirror-'))
  write(at('src/index.html'), 'home')
  write(at('src/blog/1/index.html'), 'post one')
  write(at('src/blog/2/index.html'), 'post two')
  fs.symlinkSync('index.html', at('src/alias.html'))
})
afterEach(() => fs.rmSync(root, { recursive: true, force: true }))

describe('mirror', () => {
  it('copies a folder whole the first time, with its links and times', () => {
    expect(mirror(at('src'), at('dest'))).toEqual({ copied: 4, removed: 0, kept: 0 })
    expect(contents(at('dest'))).toEqual(contents(at('src')))
    expect(Math.abs(fs.statSync(at('dest/blog/1/index.html')).mtimeMs - fs.statSync(at('src/blog/1/index.html')).mtimeMs)).toBeLessThan(1)
  })

  it('then copies only what changed and removes what the source no longer has', () => {
    mirror(at('src'), at('dest'))
    const later = new Date(Date.now() + 5000)
    write(at('src/blog/1/index.html'), 'post ONE')
    fs.utimesSync(at('src/blog/1/index.html'), later, later)
    write(at('src/blog/3/index.html'), 'post three')
    fs.rmSync(at('src/blog/2'), { recursive: true })
    // A folder where a file was, and the other way round.
    fs.rmSync(at('src/index.html'))
    write(at('src/index.html/inner'), 'now a folder')
    write(at('dest/stray.txt'), 'not in the source')

    const summary = mirror(at('src'), at('dest'))
    expect(contents(at('dest'))).toEqual(contents(at('src')))
    expect(summary).toEqual({ copied: 4, removed: 3, kept: 0 })
  })

  it('leaves alone a file of the same size and time, and copies one whose size or time moved', () => {
    mirror(at('src'), at('dest'))
    expect(mirror(at('src'), at('dest'))).toEqual({ copied: 1, removed: 0, kept: 3 })
    // Same size, new time.
    const later = new Date(Date.now() + 5000)
    write(at('src/blog/2/index.html'), 'post 2!!')
    fs.utimesSync(at('src/blog/2/index.html'), later, later)
    expect(mirror(at('src'), at('dest')).kept).toBe(2)
    expect(contents(at('dest'))['blog/2/index.html']).toBe('post 2!!')
  })
})
