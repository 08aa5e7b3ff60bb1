import fs from 'fs'
import path from 'path'
import yaml from 'js-yaml'
import { LISTING, paths } from '@src/config/constants'
import { arabicPhrases, englishPhraseData, englishPhrases } from '../../__tests__/support/phrases'
import { listingHeading, listingPath, tagLinks, toPagination } from './post-listing'

const phrases = englishPhrases()

type BlogSection = { eyebrow: string; heading: string; intro: string; link_label: string; tags_link_label: string }
const editions = yaml.load(fs.readFileSync(path.resolve('content/home/home.yaml'), 'utf8')) as Record<
  'en' | 'ar',
  { blog_section: BlogSection }
>
const home = editions.en
const vat = { name: 'VAT', slug: 'vat' }

describe('the pages of a listing', () => {
  it('links the blog index and a tag by their paths, page 1 without a page segment', () => {
    expect(listingPath(null, 1)).toBe(paths.blogIndex())
    expect(listingPath(null, 2)).toBe(`/financialblogs/blogs/${LISTING.pageSegment}/2`)
    expect(listingPath(vat, 3)).toBe(paths.tag('vat', 3))
  })

  it('has no previous page on the first page and no next page on the last', () => {
    const first = toPagination({ locale: 'en', editions: [], ids: [], page: 1, pageCount: 3, tag: null, total: 0 }, phrases)
    expect(first.previous).toBeUndefined()
    expect(first.next).toBe(paths.blogIndex(2))
    const last = toPagination({ locale: 'en', editions: [], ids: [], page: 3, pageCount: 3, tag: vat, total: 1 }, phrases)
    expect(last.previous).toBe(paths.tag('vat', 2))
    expect(last.next).toBeUndefined()
    expect(last.pages).toEqual([
      { number: 1, path: paths.tag('vat'), current: false },
      { number: 2, path: paths.tag('vat', 2), current: false },
      { number: 3, path: paths.tag('vat', 3), current: true },
    ])
  })

  it('marks the current page in the middle of a long list and leaves gaps', () => {
    const { pages, previous, next } = toPagination(
      { locale: 'en', editions: [], ids: [], page: 10, pageCount: 20, tag: null, total: 0 },
      phrases,
    )
    expect(pages.filter((p) => p === 'gap')).toHaveLength(2)
    expect(pages.find((p) => p !== 'gap' && p.current)).toEqual({ number: 10, path: paths.blogIndex(10), current: true })
    expect([previous, next]).toEqual([paths.blogIndex(9), paths.blogIndex(11)])
  })
})

describe('the words of a listing', () => {
  it('come from the interface phrases: page-link names, the tag eyebrow, the count of posts', () => {
    const { listings } = englishPhraseData()
    expect(toPagination({ locale: 'en', editions: [], ids: [], page: 1, pageCount: 2, tag: null, total: 0 }, phrases).label).toBe(
      listings.blog_pages,
    )
    expect(toPagination({ locale: 'en', editions: [], ids: [], page: 1, pageCount: 2, tag: vat, total: 0 }, phrases).label).toBe(
      'Pages of the articles tagged VAT',
    )
    const tagPage = listingHeading(
      { locale: 'en', editions: [], ids: [], page: 1, pageCount: 1, tag: vat, total: 2 },
      home.blog_section,
      phrases,
    )
    expect(tagPage.eyebrow).toBe(listings.topic)
    expect(tagPage.intro).toBe('2 articles tagged “VAT”, newest first.')
  })
})

describe('listingHeading', () => {
  it("names the blog index by the home page's blog section, and later pages by number", () => {
    const first = listingHeading(
      { locale: 'en', editions: [], ids: [], page: 1, pageCount: 2, tag: null, total: 10 },
      home.blog_section,
      phrases,
    )
    expect(first).toMatchObject({
      eyebrow: home.blog_section.eyebrow,
      heading: home.blog_section.heading,
      title: home.blog_section.heading,
    })
    expect(first.browse.path).toBe(paths.tagIndex)
    const second = listingHeading(
      { locale: 'en', editions: [], ids: [], page: 2, pageCount: 2, tag: null, total: 10 },
      home.blog_section,
      phrases,
    )
    expect(second.title).toBe(`${home.blog_section.heading} (page 2)`)
  })

  it('names a tag page by the tag and links back to the blog index', () => {
    const heading = listingHeading(
      { locale: 'en', editions: [], ids: [], page: 1, pageCount: 1, tag: vat, total: 1 },
      home.blog_section,
      phrases,
    )
    expect(heading).toMatchObject({ heading: 'VAT', title: 'VAT', browse: { path: paths.blogIndex() } })
    expect(heading.intro).toBe('1 article tagged “VAT”, newest first.')
    expect(
      listingHeading({ locale: 'en', editions: [], ids: [], page: 1, pageCount: 1, tag: vat, total: 12 }, home.blog_section, phrases).intro,
    ).toMatch(/^12 articles/)
  })
})

describe('the pages of an Arabic listing', () => {
  it('stay in the Arabic edition: pages, previous/next and the link between the blog index and the topics', () => {
    const context = { locale: 'ar' as const, editions: [], ids: [], page: 2, pageCount: 3, tag: null, total: 20 }
    const { pages, previous, next } = toPagination(context, arabicPhrases())
    for (const link of [previous, next, ...pages.map((p) => (p === 'gap' ? '/ar' : p.path))]) expect(link).toMatch(/^\/ar\//)
    expect(listingHeading(context, editions.ar.blog_section, arabicPhrases()).browse).toEqual({
      label: editions.ar.blog_section.tags_link_label,
      path: `/ar${paths.tagIndex}`,
    })
    expect(listingPath(vat, 1, 'ar')).toBe(`/ar${paths.tag('vat')}`)
  })
})

describe('tagLinks', () => {
  it("links each tag to its page by the tag's slug", () => {
    expect(tagLinks(['Cash flow', 'ضريبة'])).toEqual([
      { name: 'Cash flow', path: paths.tag('cash-flow') },
      { name: 'ضريبة', path: paths.tag('ضريبة') },
    ])
  })

  it("links the tags of an Arabic post to the Arabic edition's tag pages", () => {
    expect(tagLinks(['ضريبة الشركات'], 'ar')).toEqual([{ name: 'ضريبة الشركات', path: '/ar/financialblogs/tags/ضريبة-الشركات' }])
  })
})
