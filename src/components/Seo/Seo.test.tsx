import React from 'react'
import { renderWithPhrases as render } from '../../../__tests__/support/phrases'
import { Helmet } from 'react-helmet'
import { Seo, type SeoProps } from './Seo'

interface Tag {
  name?: string
  property?: string
  rel?: string
  href?: string
  content?: string
}

/** The head tags Helmet would write for the rendered Seo. */
function headFor(props: SeoProps) {
  render(<Seo {...props} />)
  const state = Helmet.peek() as unknown as { title: string; metaTags: Tag[]; linkTags: Tag[] }
  const meta = (key: string) => state.metaTags.find((t) => t.name === key || t.property === key)?.content
  const link = (rel: string) => state.linkTags.find((t) => t.rel === rel)?.href
  return { title: state.title, meta, link }
}

const base: SeoProps = {
  title: 'Legitimate Tax Savings',
  description: 'How to save tax.',
  pathname: '/financialblogs/blogs/1/',
  siteName: 'Meridian Gulf Advisory',
  siteUrl: 'https://www.example.ae',
}

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
})
