import React from 'react'
import { onPreRenderHTML, onRenderBody } from '../../gatsby-ssr'
import { FONTS_AFTER_PAINT } from '../../src/postbuild/markup'

// Defined by webpack in the build (src/node/on-create-webpack-config.ts).
;(globalThis as unknown as { __PAGES_FINGERPRINT__: string }).__PAGES_FINGERPRINT__ = 'test-fingerprint'

// The plugin's SSR file ships without type declarations.
const gatsbyPluginImageSsr = jest.requireActual('gatsby-plugin-image/gatsby-ssr') as {
  onRenderBody: (args: { setHeadComponents: (components: React.ReactNode[]) => void }) => void
}

/** The head components gatsby-plugin-image really adds, through its own onRenderBody. */
function gatsbyImageHeadTags(): React.ReactNode[] {
  const tags: React.ReactNode[] = []
  gatsbyPluginImageSsr.onRenderBody({ setHeadComponents: (components: React.ReactNode[]) => tags.push(...components) })
  return tags
}

function preRender(head: React.ReactNode[]): React.ReactElement[] {
  let replaced: React.ReactNode[] | undefined
  const args = { getHeadComponents: () => head, replaceHeadComponents: (components: React.ReactNode[]) => (replaced = components) }
  onPreRenderHTML!(args as unknown as Parameters<NonNullable<typeof onPreRenderHTML>>[0], { plugins: [] })
  if (!replaced) throw new Error('onPreRenderHTML did not replace the head components')
  return replaced as React.ReactElement[]
}

describe('gatsby-ssr onPreRenderHTML', () => {
  it("drops gatsby-plugin-image's unused fade-in style and module script, keeping every other head tag", () => {
    const imageTags = gatsbyImageHeadTags()
    expect(imageTags.length).toBeGreaterThan(0)
    const own = [
      <link key="manifest" rel="manifest" href="/manifest.webmanifest" />,
      <meta key="theme" name="theme-color" content="#0b3d5c" />,
    ]

    const head = preRender([own[0], ...imageTags, own[1]])

    expect(head.map((tag) => tag.key)).toEqual(['manifest', 'theme'])
  })
})

/** What onRenderBody gives the page at `pathname`: its <html> attributes and head tags. */
function renderBody(pathname: string): { html: Record<string, unknown>; head: React.ReactElement[] } {
  const html: Record<string, unknown> = {}
  const head: React.ReactElement[] = []
  const args = {
    pathname,
    setHtmlAttributes: (attributes: Record<string, unknown>) => Object.assign(html, attributes),
    setHeadComponents: (components: React.ReactElement[]) => head.push(...components),
  }
  onRenderBody!(args as unknown as Parameters<NonNullable<typeof onRenderBody>>[0], { plugins: [] })
  return { html, head }
}

const fontPreloads = (head: React.ReactElement[]) => head.filter((tag) => tag.type === 'link' && tag.props.as === 'font')

describe('gatsby-ssr onRenderBody', () => {
  it.each(['/ar', '/ar/financialsolutions/services', '/ar/financialblogs/blogs/1', '/ar/company/faq'])(
    'serves %s as Arabic, right to left',
    (pathname) => {
      const { html } = renderBody(pathname)
      expect(html).toMatchObject({ lang: 'ar', dir: 'rtl', 'data-fingerprint': 'test-fingerprint' })
    },
  )

  it.each(['/', '/company/faq', '/financialblogs/tags/ar', '/404/', '/404.html'])('serves %s as English, left to right', (pathname) => {
    const { html } = renderBody(pathname)
    expect(html).toMatchObject({ lang: 'en', dir: 'ltr' })
  })

  it.each(['/', '/ar', '/company/faq', '/ar/company/faq'])(
    'marks %s to be laid out in its local face, naming its web font, and does not fetch the font beside the HTML',
    (pathname) => {
      const { html, head } = renderBody(pathname)
      expect(html).toHaveProperty([FONTS_AFTER_PAINT], pathname.startsWith('/ar') ? 'Noto Kufi Arabic Variable' : 'Inter Variable')
      expect(fontPreloads(head)).toEqual([])
    },
  )
})

describe('gatsby-ssr onRenderBody: the feed', () => {
  const feeds = (head: React.ReactElement[]) =>
    head.filter((tag) => tag.props.rel === 'alternate' && tag.props.type === 'application/rss+xml').map((tag) => tag.props.href as string)

  it.each([
    ['/', '/rss.xml'],
    ['/financialblogs/blogs/1', '/rss.xml'],
    ['/ar', '/ar/rss.xml'],
    ['/ar/financialblogs/blogs/1', '/ar/rss.xml'],
  ])("links %s to its edition's feed, %s", (pathname, feed) => {
    expect(feeds(renderBody(pathname).head)).toEqual([feed])
  })
})
