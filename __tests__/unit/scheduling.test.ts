/** @jest-environment node */
/**
 * Scheduled publishing with the real hooks (content check, onCreateNode, sourceNodes, createPages)
 * over a copy of the content whose newest post has a publish and an unpublish time (both editions),
 * with the build's clock (SITE_NOW) set before, between and after them.
 */
import fs from 'fs'
import path from 'path'
import matter from 'gray-matter'
import { copyOfContent } from '../support/content-copy'
import { createEntries, DEVELOPMENT, isoDate, pagesFor, PRODUCTION, storeFor, withEnv, type Hook } from '../support/entry-hooks'
import { checkContent, contentWarnings } from '../../src/node/check-content-files'
import { sourceNodes } from '../../src/node/on-create-node'
import { listFiles } from '../../src/lib/build/list-files'

const PUBLISH_AT = '2026-12-01T09:00+04:00'
const UNPUBLISH_AT = '2026-12-08T09:00+04:00'
const BEFORE = '2026-12-01T08:59:59+04:00'
const BETWEEN = '2026-12-01T09:00+04:00'
const AFTER = '2026-12-08T09:00+04:00'

const withSchedule = (file: string, lines: string) =>
  fs.writeFileSync(file, fs.readFileSync(file, 'utf8').replace(/^---\n/, `---\n${lines}`))

describe('scheduled publishing', () => {
  let root: string
  let contentDir: string
  let slug: string
  let english: string
  const paths = () => [`/financialblogs/blogs/${slug}`, `/ar/financialblogs/blogs/${slug}`]
  const slugs = (store: ReturnType<typeof storeFor>) => store.entries('BlogPost').map((n) => `${String(n.locale)}:${String(n.slug)}`)
  const at = (now: string) => ({ ...PRODUCTION, SITE_NOW: now })

  beforeAll(() => {
    root = copyOfContent()
    contentDir = path.join(root, 'content')
    const posts = listFiles(path.join(contentDir, 'blog'), '.en.md').map((file) => ({
      file,
      data: matter(fs.readFileSync(file, 'utf8')).data,
    }))
    posts.sort((a, b) => isoDate(b.data.date).localeCompare(isoDate(a.data.date)))
    english = posts[1].file
    slug = String(posts[1].data.slug)
    for (const file of [english, english.replace(/\.en\.md$/, '.ar.md')])
      withSchedule(file, `publish_at: ${PUBLISH_AT}\nunpublish_at: ${UNPUBLISH_AT}\n`)
  })

  afterAll(() => fs.rmSync(root, { recursive: true, force: true }))

  it('pass the content check, and warn only once the unpublish time has passed', () => {
    expect(checkContent(root, 'content')).toEqual([])
    expect(contentWarnings(root, 'content', Date.parse(BETWEEN))).toEqual([])
    expect(
      contentWarnings(root, 'content', Date.parse(AFTER))
        .map(({ file, language, field }) => `${file} › ${language} › ${field}`)
        .sort(),
    ).toEqual([
      `${path.relative(root, english).replace('.en.md', '.ar.md')} › ar › unpublish_at`,
      `${path.relative(root, english)} › en › unpublish_at`,
    ])
  })

  it('leave out the post before its publish time and from its unpublish time on, in both editions', async () => {
    for (const now of [BEFORE, AFTER]) {
      const store = storeFor(contentDir)
      await withEnv(at(now), () => createEntries(store))
      expect(slugs(store)).not.toContain(`en:${slug}`)
      expect(slugs(store)).not.toContain(`ar:${slug}`)
      const pages = await pagesFor(store, contentDir)
      const linked = pages.flatMap((p) => [p.path, p.context.previous?.path, p.context.next?.path])
      expect(linked.filter((p) => paths().includes(String(p)))).toEqual([])
    }
  })

  it('build the post, its pages and its neighbours’ links between the two times', async () => {
    const store = storeFor(contentDir)
    await withEnv(at(BETWEEN), () => createEntries(store))
    expect(slugs(store)).toEqual(expect.arrayContaining([`en:${slug}`, `ar:${slug}`]))
    const pages = await pagesFor(store, contentDir)
    expect(pages.map((p) => p.path)).toEqual(expect.arrayContaining(paths()))
    const neighbours = pages.flatMap((p) => [p.context.previous?.path, p.context.next?.path])
    expect(neighbours).toEqual(expect.arrayContaining(paths()))
  })

  it('come and go on a cached build, whose unchanged files Gatsby does not read again', async () => {
    const store = storeFor(contentDir)
    await withEnv(at(BEFORE), () => createEntries(store))
    expect(slugs(store)).not.toContain(`en:${slug}`)
    await withEnv(at(BETWEEN), async () => (sourceNodes as unknown as Hook)(store.helpers))
    expect(slugs(store)).toEqual(expect.arrayContaining([`en:${slug}`, `ar:${slug}`]))
    await withEnv(at(AFTER), async () => (sourceNodes as unknown as Hook)(store.helpers))
    expect(slugs(store).filter((s) => s.endsWith(`:${slug}`))).toEqual([])
  })

  it('are shown by the development server with when they go live or came down', async () => {
    for (const [now, scheduled] of [
      [BEFORE, 'upcoming'],
      [BETWEEN, null],
      [AFTER, 'ended'],
    ] as const) {
      const store = storeFor(contentDir)
      await withEnv({ ...DEVELOPMENT, SITE_NOW: now }, () => createEntries(store))
      const entries = store.entries('BlogPost').filter((n) => n.slug === slug)
      expect(entries.map((n) => n.scheduled)).toEqual([scheduled, scheduled])
    }
  })

  describe('bad schedules', () => {
    let broken: string
    const write = (name: string, lines: string) => {
      const scheduled = path.join(path.dirname(english), name)
      const file = path.join(broken, 'content', path.relative(contentDir, scheduled))
      fs.writeFileSync(file, fs.readFileSync(scheduled, 'utf8').replace(/^publish_at: .*\nunpublish_at: .*\n/m, lines))
    }
    beforeAll(() => (broken = copyOfContent()))
    afterAll(() => fs.rmSync(broken, { recursive: true, force: true }))

    it('are refused with the file, the language and the field', () => {
      const base = path.basename(english).replace('.en.md', '')
      write(`${base}.en.md`, `publish_at: 2026-12-01 09:00\nunpublish_at: ${PUBLISH_AT}\n`)
      write(`${base}.ar.md`, `publish_at: ${UNPUBLISH_AT}\nunpublish_at: ${PUBLISH_AT}\n`)
      // Another post comes down before it goes live, in both editions (they share one schedule).
      const other = listFiles(path.join(broken, 'content/blog'), '.en.md').find((file) => !file.endsWith(`/${base}.en.md`))!
      const otherBase = path.basename(other).replace('.en.md', '')
      for (const file of [other, other.replace('.en.md', '.ar.md')])
        withSchedule(file, `publish_at: ${UNPUBLISH_AT}\nunpublish_at: ${PUBLISH_AT}\n`)
      const issues = checkContent(broken, 'content').filter(
        (issue) => issue.file.includes(`/${base}.`) || issue.file.includes(`/${otherBase}.`),
      )
      const [file, otherFile] = [`content/blog/${base}`, `content/blog/${otherBase}`]
      expect(issues.map(({ file, language, field, message }) => `${file} › ${language} › ${field}: ${message}`).sort()).toEqual(
        [
          `${file}.ar.md › ar › publish_at: expected the English edition's "2026-12-01 09:00" (${file}.en.md), found "${UNPUBLISH_AT}"`,
          `${file}.en.md › en › publish_at: expected a date and time with its offset, e.g. 2026-12-01T09:00+04:00 (Dubai time), found "2026-12-01 09:00"`,
          `${otherFile}.en.md › en › unpublish_at: expected a moment after Publish at (${UNPUBLISH_AT}), found "${PUBLISH_AT}"`,
        ].sort(),
      )
    })
  })
})
