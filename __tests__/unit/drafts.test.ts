/** @jest-environment node */
/**
 * Drafts: a copy of the real content marks its newest blog post and newest case study `draft: true`
 * (both editions);
 * the real hooks (content check, onCreateNode, sourceNodes, createPages) then run as a production
 * build and as the development server would run them.
 */
import fs from 'fs'
import path from 'path'
import matter from 'gray-matter'
import { copyOfContent } from '../support/content-copy'
import { createEntries, DEVELOPMENT, isoDate, pagesFor, PRODUCTION, storeFor, withEnv, type Hook } from '../support/entry-hooks'
import { checkContent } from '../../src/node/check-content-files'
import { sourceNodes } from '../../src/node/on-create-node'
import { listFiles } from '../../src/lib/build/list-files'

/** The newest entry of a content folder, as listings order them (its English file). */
function newest(contentDir: string, folder: string): { file: string; slug: string } {
  const entries = listFiles(path.join(contentDir, folder), '.en.md').map((file) => ({
    file,
    data: matter(fs.readFileSync(file, 'utf8')).data,
  }))
  entries.sort((a, b) => isoDate(b.data.date).localeCompare(isoDate(a.data.date)) || String(a.data.slug).localeCompare(String(b.data.slug)))
  return { file: entries[0].file, slug: String(entries[0].data.slug) }
}

describe('drafts', () => {
  let root: string
  let contentDir: string
  let post: { file: string; slug: string }
  let study: { file: string; slug: string }
  const markDraft = (english: string) => {
    for (const file of [english, english.replace(/\.en\.md$/, '.ar.md')]) {
      fs.writeFileSync(file, fs.readFileSync(file, 'utf8').replace(/^---\n/, '---\ndraft: true\n'))
    }
  }

  beforeAll(() => {
    root = copyOfContent()
    contentDir = path.join(root, 'content')
    post = newest(contentDir, 'blog')
    study = newest(contentDir, 'case-studies')
    markDraft(post.file)
    markDraft(study.file)
  })

  afterAll(() => fs.rmSync(root, { recursive: true, force: true }))

  it('pass the content check like any other entry', () => {
    expect(checkContent(root, 'content')).toEqual([])
  })

  it('are still checked against every rule of the model', () => {
    const broken = copyOfContent()
    try {
      const file = path.join(broken, 'content', path.relative(contentDir, post.file))
      fs.writeFileSync(
        file,
        fs
          .readFileSync(post.file, 'utf8')
          .replace(/^title: .*\n/m, '')
          .replace('draft: true', 'draft: "yes"'),
      )
      const issues = checkContent(broken, 'content').filter((i) => i.file.endsWith(path.basename(file)))
      expect(issues.map((i) => i.field).sort()).toEqual(['draft', 'title'])
    } finally {
      fs.rmSync(broken, { recursive: true, force: true })
    }
  })

  it('get no entry node, so no page and no neighbour link, in a production build', async () => {
    const store = storeFor(contentDir)
    await withEnv(PRODUCTION, () => createEntries(store))
    expect(store.entries('BlogPost').map((n) => n.slug)).not.toContain(post.slug)
    expect(store.entries('CaseStudy').map((n) => n.slug)).not.toContain(study.slug)
    // Both editions of each draft are left out.
    expect(store.entries('BlogPost')).toHaveLength(listFiles(path.join(contentDir, 'blog'), '.md').length - 2)

    const pages = await pagesFor(store, contentDir)
    const english = [`/financialblogs/blogs/${post.slug}`, `/financialsolutions/portfolio/${study.slug}`]
    const draftPaths = [...english, ...english.map((p) => `/ar${p}`)]
    expect(pages.filter((p) => p.context.locale === 'ar').length).toBeGreaterThan(0)
    const linked = pages.flatMap((p) => [p.path, p.context.previous?.path, p.context.next?.path])
    expect(linked.filter((p) => draftPaths.includes(String(p)))).toEqual([])
  })

  it('are shown, marked as drafts, by the development server', async () => {
    const store = storeFor(contentDir)
    await withEnv(DEVELOPMENT, () => createEntries(store))
    expect(store.entries('BlogPost').find((n) => n.slug === post.slug)).toMatchObject({ draft: true })
    expect(store.entries('CaseStudy').find((n) => n.slug === study.slug)).toMatchObject({ draft: true })
    const pages = await pagesFor(store, contentDir)
    expect(pages.map((p) => p.path)).toContain(`/financialblogs/blogs/${post.slug}`)
    expect(pages.map((p) => p.path)).toContain(`/ar/financialblogs/blogs/${post.slug}`)
  })

  it('left in the cache by the development server are removed before a production build', async () => {
    const store = storeFor(contentDir)
    await withEnv(DEVELOPMENT, () => createEntries(store))
    await withEnv(PRODUCTION, async () => (sourceNodes as unknown as Hook)(store.helpers))
    expect(store.entries('BlogPost').some((n) => n.draft === true)).toBe(false)
    expect(store.entries('CaseStudy').some((n) => n.draft === true)).toBe(false)
    expect(store.entries('BlogPost').length).toBeGreaterThan(0)
  })

  it('missing from the cache of a production build are added back by the development server', async () => {
    const store = storeFor(contentDir)
    await withEnv(PRODUCTION, () => createEntries(store))
    await withEnv(DEVELOPMENT, async () => (sourceNodes as unknown as Hook)(store.helpers))
    expect(store.entries('BlogPost').map((n) => n.slug)).toContain(post.slug)
    expect(
      store
        .entries('BlogPost')
        .map((n) => n.slug)
        .sort(),
    ).toEqual(
      listFiles(path.join(contentDir, 'blog'), '.md')
        .map((f) => String(matter(fs.readFileSync(f, 'utf8')).data.slug))
        .sort(),
    )
  })
})
