import fs from 'fs'
import path from 'path'
import matter from 'gray-matter'
import { groupTags, tagSlug } from './tag-slug'

describe('tagSlug', () => {
  it('lower-cases English tags and joins words with hyphens', () => {
    expect(tagSlug('Personal finance')).toBe('personal-finance')
    expect(tagSlug('VAT')).toBe('vat')
    expect(tagSlug('GCC markets')).toBe('gcc-markets')
  })

  it('drops punctuation and symbols and collapses separators', () => {
    expect(tagSlug('  SMEs & start-ups!  ')).toBe('smes-start-ups')
    expect(tagSlug('Q&A: tax_returns (2025)')).toBe('qa-tax-returns-2025')
    expect(tagSlug('--Cash   flow--')).toBe('cash-flow')
  })

  it('keeps accented letters readable and NFC-normalised', () => {
    expect(tagSlug('Zakāt')).toBe('zakāt')
    expect(tagSlug('Société Générale')).toBe('société-générale')
    // The same word typed with a combining accent gives the same, composed slug.
    expect(tagSlug('Cafe\u0301')).toBe('caf\u00e9')
  })

  it('keeps Arabic letters as they are, dropping Arabic punctuation', () => {
    expect(tagSlug('ضريبة الدخل')).toBe('ضريبة-الدخل')
    expect(tagSlug('الزكاة، والضرائب؟')).toBe('الزكاة-والضرائب')
    expect(tagSlug('ضريبة القيمة المضافة ٢٠٢٥')).toBe('ضريبة-القيمة-المضافة-٢٠٢٥')
  })

  it('gives an empty slug to a tag without letters or digits', () => {
    expect(tagSlug('!!!')).toBe('')
  })
})

describe('groupTags', () => {
  const post = (name: string, tags: string[]) => ({ name, tags })
  const describe_ = (p: { name: string }) => p.name

  it('merges tags with the same slug under the most used spelling', () => {
    const posts = [post('a', ['cash-flow']), post('b', ['Cash flow']), post('c', ['Cash flow', 'VAT'])]
    const groups = groupTags(posts, describe_)
    expect(groups.map((g) => [g.slug, g.name, g.posts.map((p) => p.name)])).toEqual([
      ['cash-flow', 'Cash flow', ['a', 'b', 'c']],
      ['vat', 'VAT', ['c']],
    ])
  })

  it('counts a post once when two of its tags share a slug, and keeps the first spelling on a tie', () => {
    const a = post('a', ['Expats', 'expats!'])
    expect(groupTags([a], describe_)).toEqual([{ slug: 'expats', name: 'Expats', posts: [a] }])
  })

  it('refuses a tag with an empty slug, naming the post', () => {
    expect(() => groupTags([post('content/blog/x.md', ['???'])], describe_)).toThrow(/content\/blog\/x\.md.*"\?\?\?"/)
  })

  it('orders Arabic tags as an Arabic dictionary does, for the Arabic edition', () => {
    const names = ['ضريبة القيمة المضافة', 'الاستثمار', 'تأسيس الشركات', 'المناطق الحرة']
    const groups = groupTags([post('a', names)], describe_, 'ar')
    expect(groups.map((g) => g.name)).toEqual([...names].sort((x, y) => x.localeCompare(y, 'ar')))
    expect(groups.map((g) => g.slug)).toContain('ضريبة-القيمة-المضافة')
  })

  it.each(['en', 'ar'])("gives every tag of the site's %s posts one page, counting each post once", (locale) => {
    const dir = path.resolve('content/blog')
    const posts = fs
      .readdirSync(dir)
      .filter((file) => file.endsWith(`.${locale}.md`))
      .map((file) => ({ file, tags: matter.read(path.join(dir, file)).data.tags as string[] }))
    expect(posts.length).toBeGreaterThan(0)
    const groups = groupTags(posts, (p) => p.file)
    const slugs = new Set(posts.flatMap((p) => p.tags.map(tagSlug)))
    expect(groups.map((g) => g.slug).sort()).toEqual([...slugs].sort())
    for (const group of groups) {
      expect(group.posts).toEqual(posts.filter((p) => p.tags.some((t) => tagSlug(t) === group.slug)))
    }
  })
})
