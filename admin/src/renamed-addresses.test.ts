import { modelOf, type DraftEntry } from './publish-guard'
import { renamedAddresses } from './renamed-addresses'
import type { SiteIndex } from './site-index'

const blog = modelOf('blog')!
const FILE = 'content/blog/tax-savings'
const index: SiteIndex = {
  folders: new Map([
    [
      'blog',
      [
        { file: `${FILE}.en.md`, entry: 'tax-savings', locale: 'en', data: { slug: 1, title: 'Tax savings' } },
        { file: `${FILE}.ar.md`, entry: 'tax-savings', locale: 'ar', data: { slug: 1, title: 'التوفير الضريبي' } },
      ],
    ],
  ]),
  files: new Map(),
}

/** A post being edited, with its Address in English (every edition shares it). */
const post = (slug: string): DraftEntry => {
  const held: Record<string, unknown> = { collection: 'blog', path: `${FILE}.en.md`, data: { slug }, i18n: { ar: { data: {} } } }
  return { get: (key) => held[key], getIn: (keys) => keys.reduce<unknown>((value, key) => (value as Record<string, unknown>)?.[key], held) }
}

describe('the addresses a renamed entry leaves', () => {
  it('names each edition’s saved address once the Address changes, and none while it is the same', () => {
    expect(renamedAddresses(blog, post('tax-savings'), index)).toEqual(['/financialblogs/blogs/1', '/ar/financialblogs/blogs/1'])
    expect(renamedAddresses(blog, post('1'), index)).toEqual([])
  })

  it('names the older addresses the site’s record gives to the entry’s files too', () => {
    const record = { '/financialblogs/blogs/tax-saving': `${FILE}.en.md`, '/financialblogs/blogs/4': 'content/blog/other.en.md' }
    expect(renamedAddresses(blog, post('tax-savings'), index, record)).toEqual([
      '/financialblogs/blogs/1',
      '/financialblogs/blogs/tax-saving',
      '/ar/financialblogs/blogs/1',
    ])
  })

  it('names none for a new entry, which has no address yet', () => {
    const entry = post('tax-savings')
    expect(renamedAddresses(blog, { ...entry, get: (key) => (key === 'path' ? undefined : entry.get(key)) }, index)).toEqual([])
  })
})
