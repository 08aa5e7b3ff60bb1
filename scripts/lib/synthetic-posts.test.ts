/** @jest-environment node */
import fs from 'fs'
import path from 'path'
import matter from 'gray-matter'
import { copyOfContent } from '../../__tests__/support/content-copy'
import { checkContent } from '../../src/node/check-content-files'
import {
  addedPost,
  benchSlug,
  benchTags,
  shiftDate,
  syntheticPosts,
  tagPool,
  type ArabicTemplate,
  type FrontMatter,
} from './synthetic-posts'

const BLOG = path.resolve(__dirname, '../../content/blog')
const englishFiles = fs
  .readdirSync(BLOG)
  .filter((f) => f.endsWith('.en.md'))
  .sort()
const templates: FrontMatter[] = englishFiles.map((f) => matter(fs.readFileSync(path.join(BLOG, f), 'utf8')).data as FrontMatter)
const arabicTemplates: ArabicTemplate[] = englishFiles.map((f) => {
  const { data, content } = matter(fs.readFileSync(path.join(BLOG, f.replace(/\.en\.md$/, '.ar.md')), 'utf8'))
  return { data: data as FrontMatter, body: content }
})

const parsed = (text: string) => matter(text).data as FrontMatter

describe('synthetic posts', () => {
  it('pads slugs so that they sort like their numbers', () => {
    expect(benchSlug(7)).toBe('bench-0007')
    expect([benchSlug(10), benchSlug(9)].sort()).toEqual(['bench-0009', 'bench-0010'])
  })

  it('shifts ISO dates across months and years', () => {
    expect(shiftDate('2025-03-01', -1)).toBe('2025-02-28')
    expect(shiftDate('2025-01-01', -1)).toBe('2024-12-31')
    expect(shiftDate('2025-07-15', 1)).toBe('2025-07-16')
  })

  it('makes the number asked for, with distinct slugs and dates all older than the real posts', () => {
    const posts = syntheticPosts(30, templates)
    expect(posts).toHaveLength(30)
    expect(new Set(posts.map((p) => p.slug)).size).toBe(30)
    const dates = posts.map((p) => String(parsed(p.text).date))
    expect(new Set(dates).size).toBe(30)
    const oldestReal = templates.map((t) => String(t.date)).sort()[0]
    expect(dates.every((d) => d < oldestReal)).toBe(true)
    expect(syntheticPosts(0, templates)).toEqual([])
  })

  it('reuses the real images and gives 1 to 3 tags from the pool, in uneven numbers', () => {
    const posts = syntheticPosts(60, templates).map((p) => parsed(p.text))
    const images = new Set(templates.map((t) => t.image))
    expect(posts.every((p) => images.has(p.image))).toBe(true)
    const pool = tagPool(templates)
    expect(posts.every((p) => p.tags.length >= 1 && p.tags.length <= 3 && p.tags.every((t) => pool.includes(t)))).toBe(true)
    const counts = pool.map((tag) => posts.filter((p) => p.tags.includes(tag)).length)
    expect(Math.max(...counts)).toBeGreaterThan(2 * Math.min(...counts.filter((c) => c > 0)))
    expect(benchTags(3, templates[0], pool)).toEqual([...new Set(benchTags(3, templates[0], pool))])
  })

  it('adds a post newer than every other', () => {
    const added = parsed(addedPost(templates)[0].text)
    expect(templates.every((t) => String(added.date) > String(t.date))).toBe(true)
    expect(added.slug).toBe('bench-added')
  })

  it('passes the content check, added post included', () => {
    const root = copyOfContent()
    try {
      for (const post of [...syntheticPosts(25, templates), ...addedPost(templates)]) {
        fs.writeFileSync(path.join(root, 'content/blog', post.file), post.text)
      }
      expect(checkContent(root, 'content')).toEqual([])
    } finally {
      fs.rmSync(root, { recursive: true, force: true })
    }
  })

  it('gives each post its Arabic edition when asked, with its slug and date, Arabic tags and text, and both pass the content check', () => {
    const posts = [...syntheticPosts(25, templates, arabicTemplates), ...addedPost(templates, arabicTemplates)]
    expect(posts).toHaveLength(52)
    const english = posts.filter((p) => p.file.endsWith('.en.md'))
    const arabic = posts.filter((p) => p.file.endsWith('.ar.md'))
    expect(arabic.map((p) => p.file)).toEqual(english.map((p) => p.file.replace('.en.md', '.ar.md')))
    for (const [en, ar] of english.map((p, i) => [parsed(p.text), parsed(arabic[i].text)])) {
      expect([ar.slug, String(ar.date)]).toEqual([en.slug, String(en.date)])
      expect(ar.tags.every((tag) => /\p{Script=Arabic}/u.test(tag))).toBe(true)
    }
    expect(matter(arabic[0].text).content).toMatch(/\p{Script=Arabic}{3}/u)
    const root = copyOfContent()
    try {
      for (const post of posts) fs.writeFileSync(path.join(root, 'content/blog', post.file), post.text)
      expect(checkContent(root, 'content')).toEqual([])
    } finally {
      fs.rmSync(root, { recursive: true, force: true })
    }
  })
})
