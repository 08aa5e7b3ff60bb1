/** @jest-environment node */
/**
 * A build over bad content stops with the content check's message and leaves the previous good
 * public/ as it was. The scratch site has no .cache, so Gatsby starts by clearing public/: the
 * build script must put the last good build back, not an older copy it kept from an earlier build.
 */
import fs from 'fs'
import path from 'path'
import { BAD_CONTENT, whereIn } from '../support/bad-content'
import { siteBuild, makeScratchSite, snapshotFolder } from '../support/scratch-site'

const BAD_DATE = BAD_CONTENT.find((c) => c.kind.startsWith('impossible date (unquoted'))!

test('bad content fails the build with file and field, and public/ is not written over', () => {
  const root = makeScratchSite()
  try {
    const publicDir = path.join(root, 'public')
    fs.mkdirSync(path.join(publicDir, 'financialblogs'), { recursive: true })
    fs.writeFileSync(path.join(publicDir, 'index.html'), '<!doctype html><title>The last good build</title>')
    fs.writeFileSync(path.join(publicDir, 'financialblogs/index.html'), '<!doctype html><title>Blog</title>')
    const before = snapshotFolder(publicDir)
    // The copy an earlier build left aside, older than public/: brought up to date before the build.
    const older = path.join(root, '.cache-last-good-public')
    fs.mkdirSync(path.join(older, 'gone'), { recursive: true })
    fs.writeFileSync(path.join(older, 'index.html'), '<!doctype html><title>An older build</title>')
    fs.writeFileSync(path.join(older, 'gone/index.html'), '<!doctype html><title>A page since removed</title>')

    BAD_DATE.breakIt(root)
    const { status, output } = siteBuild(root)

    expect(status).not.toBe(0)
    expect(output).toContain(`${whereIn(BAD_DATE)}: expected a date written as YYYY-MM-DD, found "2025-02-30"`)
    expect(snapshotFolder(publicDir)).toEqual(before)
  } finally {
    fs.rmSync(root, { recursive: true, force: true })
  }
}, 180_000)
