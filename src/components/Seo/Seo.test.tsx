import React from 'react'
import { renderWithPhrases as render } from '@support/phrases'
import { Helmet } from 'react-helmet'
import { Seo, type SeoProps } from './Seo'

interface Tag {
  name?: string
  property?: string
  rel?: string
  href?: string
  hrefLang?: string
  content?: string
}

/** The head tags Helmet would write for the rendered Seo. */
function headFor(props: SeoProps) {
  render(<Seo {...props} />)
  const state = Helmet.peek() as unknown as { title: string; metaTags: Tag[]; linkTags: Tag[] }
  const meta = (key: string) => state.metaTags.find((t) => t.name === key || t.property === key)?.content
  const link = (rel: string) => state.linkTags.find((t) => t.rel === rel)?.href
  const alternates = state.linkTags.filter((t) => t.rel === 'alternate').map((t) => [t.hrefLang, t.href])
  const metas = (key: string) => state.metaTags.filter((t) => t.property === key).map((t) => t.content)
  return { title: state.title, meta, metas, link, alternates }
}

const base: SeoProps = {
  title: 'Legitimate Tax Savings',
  description: 'How to save tax.',
  pathname: '/financialblogs/blogs/1/',
  siteName: 'Meridian Gulf Advisory',
  siteUrl: 'https://www.example.ae',
  locale: 'en',
  editions: [{ locale: 'en', path: '/financialblogs/blogs/1' }],
}

const faq = [
  { locale: 'en', path: '/company/faq' },
  { locale: 'ar', path: '/ar/company/faq' },
] as const

describe('Seo', () => {
  it('gives the canonical URL and the Open Graph and Twitter cards from the site URL', () => {
    const head = headFor(base)
    expect(head.title).toBe('Legitimate Tax Savings | Meridian Gulf Advisory')
    expect(head.link('canonical')).toBe('https://www.example.ae/financialblogs/blogs/1')
    expect(head.meta('og:url')).toBe('https://www.example.ae/financialblogs/blogs/1')
    expect(head.meta('og:image')).toBe('https://www.example.ae/og-default.jpg')
    expect(head.meta('og:image:alt')).toBe('Meridian Gulf Advisory')
    expect(head.meta('twitter:card')).toBe('summary_large_image')
    expect(head.meta('twitter:image')).toBe('https://www.example.ae/og-default.jpg')
    expect(head.meta('twitter:title')).toBe('Legitimate Tax Savings | Meridian Gulf Advisory')
  })

  it("shares a page's own image, described by its alt text", () => {
    const head = headFor({ ...base, image: '/static/abc/tax.jpg', imageAlt: 'Gold shapes like coins', type: 'article' })
    expect(head.meta('og:type')).toBe('article')
    expect(head.meta('og:image')).toBe('https://www.example.ae/static/abc/tax.jpg')
    expect(head.meta('twitter:image')).toBe('https://www.example.ae/static/abc/tax.jpg')
    expect(head.meta('twitter:image:alt')).toBe('Gold shapes like coins')
  })

  it('links the pages before and after a page of a list, and no others', () => {
    const head = headFor({
      ...base,
      pathname: '/financialblogs/blogs/page/2',
      previousPath: '/financialblogs/blogs',
      nextPath: '/financialblogs/blogs/page/3',
    })
    expect(head.link('canonical')).toBe('https://www.example.ae/financialblogs/blogs/page/2')
    expect(head.link('prev')).toBe('https://www.example.ae/financialblogs/blogs')
    expect(head.link('next')).toBe('https://www.example.ae/financialblogs/blogs/page/3')
  })

  it('has no previous or next link on a page that is not part of a list', () => {
    const head = headFor(base)
    expect(head.link('prev')).toBeUndefined()
    expect(head.link('next')).toBeUndefined()
  })

  it('follows another site URL everywhere', () => {
    const head = headFor({ ...base, siteUrl: 'https://preview.example.org', pathname: '/' })
    expect(head.link('canonical')).toBe('https://preview.example.org/')
    expect(head.meta('og:image')).toBe('https://preview.example.org/og-default.jpg')
  })

  it('links every edition of a translated page, with the English page as x-default, absolute, the same from each edition', () => {
    const english = headFor({ ...base, pathname: '/company/faq', editions: faq })
    const arabic = headFor({ ...base, pathname: '/ar/company/faq', locale: 'ar', editions: faq })
    expect(english.alternates).toEqual([
      ['en', 'https://www.example.ae/company/faq'],
      ['ar', 'https://www.example.ae/ar/company/faq'],
      ['x-default', 'https://www.example.ae/company/faq'],
    ])
    expect(arabic.alternates).toEqual(english.alternates)
  })

  it('names the Open Graph locale of the page and of its other edition', () => {
    const english = headFor({ ...base, pathname: '/company/faq', editions: faq })
    expect([english.meta('og:locale'), english.metas('og:locale:alternate')]).toEqual(['en_AE', ['ar_AE']])
    const arabic = headFor({ ...base, pathname: '/ar/company/faq', locale: 'ar', editions: faq })
    expect([arabic.meta('og:locale'), arabic.metas('og:locale:alternate')]).toEqual(['ar_AE', ['en_AE']])
  })

  it('has no alternates on a page in one edition only', () => {
    const head = headFor(base)
    expect(head.alternates).toEqual([])
    expect([head.meta('og:locale'), head.metas('og:locale:alternate')]).toEqual(['en_AE', []])
  })
})
