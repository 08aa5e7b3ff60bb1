import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { copyIfMissing } from './copy-if-missing'

describe('copyIfMissing', () => {
  let dir: string
  beforeEach(() => (dir = mkdtempSync(join(tmpdir(), 'copy-if-missing-'))))
  afterEach(() => rmSync(dir, { recursive: true, force: true }))

  it('copies a file where none is, into folders it makes', () => {
    writeFileSync(join(dir, 'made.jpg'), 'artwork')
    expect(copyIfMissing(join(dir, 'made.jpg'), join(dir, 'content/images/slide-1.jpg'))).toBe(true)
    expect(readFileSync(join(dir, 'content/images/slide-1.jpg'), 'utf8')).toBe('artwork')
  })

  it('keeps the file an editor put there', () => {
    writeFileSync(join(dir, 'made.jpg'), 'artwork')
    writeFileSync(join(dir, 'slide-1.jpg'), 'the editor’s photo')
    expect(copyIfMissing(join(dir, 'made.jpg'), join(dir, 'slide-1.jpg'))).toBe(false)
    expect(readFileSync(join(dir, 'slide-1.jpg'), 'utf8')).toBe('the editor’s photo')
  })
})
