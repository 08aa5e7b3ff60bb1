import fs from 'fs'
import path from 'path'
import matter from 'gray-matter'
import { cmsConfig } from '@src/content-model/cms-config'
import { cmsSettingsFromEnv } from '@src/config/cms-settings'
import { collections } from '@src/content-model/collections'
import { wrapBackend } from './backend'
import type { BackendImplementation } from './decap-internals'
import { editionsFormats, isUntranslated } from './untranslated-editions'

const config = cmsConfig(cmsSettingsFromEnv({}))
const blog = config.collections.find((c) => c.name === 'blog')!
const blogFields = collections.find((c) => c.name === 'blog')!.fields
const company = config.collections.find((c) => c.name === 'company')!
const arabicPost = matter(fs.readFileSync(path.resolve('content/blog/tax-savings.ar.md'), 'utf8')).data

describe('editions saved only when something is written in them', () => {
  it('counts an Arabic side holding only the facts copied from English and empty words as untranslated', () => {
    expect(isUntranslated({ slug: '7' }, blogFields)).toBe(true)
    expect(
      isUntranslated(
        { slug: '7', draft: true, date: '2025-07-15', comments: 4, tags: [''], facts: [{ value: '', label: '' }] },
        blogFields,
      ),
    ).toBe(true)
    expect(isUntranslated(undefined, blogFields)).toBe(true)
  })

  it('keeps an Arabic side with anything written in it, complete or not', () => {
    expect(isUntranslated(arabicPost, blogFields)).toBe(false)
    expect(isUntranslated({ slug: '7', title: 'عنوان' }, blogFields)).toBe(false)
    expect(isUntranslated({ slug: '7', facts: [{ value: '22%', label: 'التكلفة' }] }, blogFields)).toBe(false)
  })

  it('gives an untranslated edition of a folder entry no text, so no file; a YAML file holds every edition and is left alone', () => {
    const frontmatter = { fromFile: (content: string) => ({ content }), toFile: (data: object) => `---\n${JSON.stringify(data)}\n---\n` }
    const formats = new Map(editionsFormats(config.collections, frontmatter))
    expect([...formats.keys()].sort()).toEqual(
      config.collections
        .filter((c) => c.folder && c.i18n)
        .map((c) => c.format)
        .sort(),
    )
    const post = formats.get(blog.format!)!
    expect(post.toFile({ slug: '7' })).toBe('')
    expect(post.toFile(arabicPost)).toBe(frontmatter.toFile(arabicPost))
    expect(post.fromFile('text')).toEqual({ content: 'text' })
    expect(formats.has(String(company.format))).toBe(false)
  })
  it('leaves unwritten the files of an entry whose text is empty or only the line break Decap ends each with', async () => {
    const committed: string[][] = []
    const backend = {
      init: () =>
        ({
          persistEntry: async (entry: { dataFiles: ReadonlyArray<{ path: string; raw: string }> }, _options: unknown) => {
            committed.push(entry.dataFiles.map((file) => file.path))
          },
          getEntry: () => Promise.reject(new Error('a new entry')),
          entriesByFolder: () => Promise.resolve([]),
          getMediaFile: () => Promise.reject(new Error('no media')),
          deleteFiles: () => Promise.resolve(undefined),
        }) as unknown as BackendImplementation,
    }
    wrapBackend('test', backend)
    const files = [
      { path: 'x.en.md', raw: '---\ntitle: X\n---\n' },
      { path: 'x.ar.md', raw: '\n' },
    ]
    await backend.init().persistEntry({ dataFiles: files, assets: [] }, {})
    expect(committed).toEqual([['x.en.md']])
  })
})
