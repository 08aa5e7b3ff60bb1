/** @jest-environment node */
import fs from 'fs'
import path from 'path'
import matter from 'gray-matter'
import { fromJS } from 'immutable'
import { cmsConfig } from '../content-model/cms-config'
import { cmsSettingsFromEnv } from '../config/cms-settings'
import { dropUntranslatedEditions, isUntranslated, untranslatedEditions } from './untranslated-editions'

const config = cmsConfig(cmsSettingsFromEnv({}))
const blog = config.collections.find((c) => c.name === 'blog')!
const company = config.collections.find((c) => c.name === 'company')!
const arabicPost = matter(fs.readFileSync(path.resolve('content/blog/tax-savings.ar.md'), 'utf8')).data

describe('editions saved only when something is written in them', () => {
  it('counts an Arabic side holding only the copied address and untouched defaults as untranslated', () => {
    expect(isUntranslated({ slug: '7' }, blog.fields!)).toBe(true)
    expect(isUntranslated({ slug: '7', draft: false, tags: [''], facts: [{ value: '', label: '' }] }, blog.fields!)).toBe(true)
    expect(isUntranslated(undefined, blog.fields!)).toBe(true)
  })

  it('keeps an Arabic side with anything written in it, complete or not', () => {
    expect(isUntranslated(arabicPost, blog.fields!)).toBe(false)
    expect(isUntranslated({ slug: '7', title: 'عنوان' }, blog.fields!)).toBe(false)
    expect(isUntranslated({ slug: '7', draft: true }, blog.fields!)).toBe(false)
  })

  it('drops only untranslated editions of folder entries; a YAML file holds every edition and is left alone', () => {
    expect(untranslatedEditions(blog, { ar: { data: { slug: '7' } } })).toEqual(['ar'])
    expect(untranslatedEditions(blog, { ar: { data: arabicPost } })).toEqual([])
    expect(untranslatedEditions(blog, {})).toEqual([])
    expect(untranslatedEditions(company, { ar: { data: {} } })).toEqual([])
  })

  it('gives Decap the entry without the dropped edition, or nothing to change', () => {
    const handler = dropUntranslatedEditions(config.collections)
    const entry = fromJS({ collection: 'blog', data: { slug: '7', title: 'Seven' }, i18n: { ar: { data: { slug: '7' } } } })
    const saved = handler({ entry }) as unknown as typeof entry
    expect(saved.toJS()).toEqual({ collection: 'blog', data: { slug: '7', title: 'Seven' }, i18n: {} })
    const translated = fromJS({ collection: 'blog', data: { slug: '1' }, i18n: { ar: { data: arabicPost } } })
    expect(handler({ entry: translated })).toBeUndefined()
  })
})
