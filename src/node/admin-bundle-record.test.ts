/**
 * @jest-environment node
 */
import fs from 'fs'
import os from 'os'
import path from 'path'
import { adminBundleKey, adminBundleRecord, fileDigest, readRecord, staleReason, writeRecord } from './admin-bundle-record'
import { withMetaPolicy } from '../postbuild/policy'

let root: string
let out: string
const write = (file: string, text: string) => {
  fs.mkdirSync(path.dirname(file), { recursive: true })
  fs.writeFileSync(file, text)
}

beforeEach(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'admin-record-'))
  out = path.join(root, 'public/admin')
  write(path.join(root, 'src/cms/cms.tsx'), 'cms')
  write(path.join(root, 'src/components/Card.tsx'), 'card')
  write(path.join(root, 'node_modules/react/index.js'), 'react')
  write(path.join(root, 'package-lock.json'), '{"v":1}')
  write(path.join(out, 'cms.js'), 'bundle')
  write(path.join(out, 'index.html'), '<html><head></head>')
})
afterEach(() => fs.rmSync(root, { recursive: true, force: true }))

const key = (settings: unknown = { backend: 'github' }) => adminBundleKey(settings, [path.join(root, 'package-lock.json')])

/** A record as the admin compile's webpack stats would give it. */
function recorded() {
  return adminBundleRecord(key(), out, {
    fileDependencies: [
      path.join(root, 'src/cms/cms.tsx'),
      path.join(root, 'src/components/Card.tsx'),
      path.join(root, 'node_modules/react/index.js'),
      path.join(root, 'src'),
    ],
    missingDependencies: [
      path.join(root, 'src/cms/cms.mjs'),
      path.join(root, 'node_modules/missing'),
      path.join(root, '.cache/slice'),
      path.join(root, 'src/components'),
    ],
    outputs: ['index.html', 'cms.js'],
  })
}

describe('admin bundle record', () => {
  it('lets an unchanged admin be reused, and records sources but not dependencies (the lock file stands for those)', () => {
    const record = recorded()
    expect(staleReason(record, key(), out)).toBeUndefined()
    expect(Object.keys(record.inputs)).toEqual([
      path.join(root, 'src'),
      path.join(root, 'src/cms/cms.tsx'),
      path.join(root, 'src/components/Card.tsx'),
    ])
    expect(record.missing).toEqual([path.join(root, 'src/cms/cms.mjs')])
    expect(Object.keys(record.outputs)).toEqual(['cms.js', 'index.html'])
  })

  it('compiles again when there is no record', () => {
    expect(staleReason(undefined, key(), out)).toBe('no earlier admin build recorded')
  })

  it('compiles again after a source the admin imports changed, naming it', () => {
    const record = recorded()
    write(path.join(root, 'src/components/Card.tsx'), 'card, edited')
    expect(staleReason(record, key(), out)).toBe(`${path.join(root, 'src/components/Card.tsx')} changed`)
  })

  it('compiles again after a file appeared where module resolution found none', () => {
    const record = recorded()
    write(path.join(root, 'src/cms/cms.mjs'), 'shadowing')
    expect(staleReason(record, key(), out)).toBe(`${path.join(root, 'src/cms/cms.mjs')} appeared`)
  })

  it('compiles again after the settings or the lock file changed', () => {
    const record = recorded()
    expect(staleReason(record, key({ backend: 'git-gateway' }), out)).toMatch(/settings/)
    write(path.join(root, 'package-lock.json'), '{"v":2}')
    expect(staleReason(record, key(), out)).toMatch(/dependencies changed/)
  })

  it('compiles again when public/admin is not what was built (put back from an older build, or removed)', () => {
    const record = recorded()
    // The post-build stage's policy in the admin's page leaves it the page built.
    write(path.join(out, 'index.html'), withMetaPolicy('<html><head></head>', "default-src 'none'"))
    expect(staleReason(record, key(), out)).toBeUndefined()
    write(path.join(out, 'index.html'), '<html><head></head><body>other</body>')
    expect(staleReason(record, key(), out)).toBe(`${path.join(out, 'index.html')} is not the one last built`)
    write(path.join(out, 'cms.js'), 'an older bundle')
    expect(staleReason(record, key(), out)).toBe(`${path.join(out, 'cms.js')} is not the one last built`)
    fs.rmSync(out, { recursive: true })
    expect(staleReason(record, key(), out)).toMatch(/is not the one last built/)
  })

  it('does not mind edits outside what the admin read, such as content', () => {
    const record = recorded()
    write(path.join(root, 'content/blog/post.md'), 'edited')
    write(path.join(root, 'src/templates/blog-post.tsx'), 'not in the admin')
    expect(staleReason(record, key(), out)).toBeUndefined()
  })

  it('survives a round trip through its file; a missing or broken file reads as no record', () => {
    const file = path.join(root, '.cache/decap-cms-admin.json')
    expect(readRecord(file)).toBeUndefined()
    writeRecord(file, recorded())
    expect(readRecord(file)).toEqual(recorded())
    write(file, '{broken')
    expect(readRecord(file)).toBeUndefined()
  })

  it('refuses to record a reported file that does not exist', () => {
    expect(() => adminBundleRecord(key(), out, { fileDependencies: [], missingDependencies: [], outputs: ['gone.js'] })).toThrow(
      `${path.join(out, 'gone.js')}: the admin compile reported it, but it does not exist`,
    )
  })

  it('digests folders by being folders, so their listings changing does not matter', () => {
    const before = fileDigest(path.join(root, 'src'))
    write(path.join(root, 'src/new.ts'), 'x')
    expect(fileDigest(path.join(root, 'src'))).toBe(before)
    expect(fileDigest(path.join(root, 'nothing-here'))).toBeUndefined()
  })
})
