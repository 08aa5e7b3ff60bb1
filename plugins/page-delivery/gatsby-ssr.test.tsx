import React from 'react'
import config from '../../gatsby-config'
import { onPreRenderHTML, onRenderBody } from './gatsby-ssr'
import { FONTS_AFTER_PAINT } from './src/markup'

// Defined by webpack in the build (src/webpack-config.ts).
;(globalThis as unknown as { __PAGES_FINGERPRINT__: string }).__PAGES_FINGERPRINT__ = 'test-fingerprint'

/** The plugin's options as the site gives them (gatsby-config.ts). */
const OPTIONS = (config.plugins as Array<{ resolve?: string; options?: object }>).find(
  (plugin) => plugin.resolve === 'page-delivery',
)!.options!

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

describe('page delivery’s onPreRenderHTML', () => {
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
  onRenderBody!(args as unknown as Parameters<NonNullable<typeof onRenderBody>>[0], { plugins: [], ...OPTIONS })
  return { html, head }
}

describe('page delivery’s onRenderBody', () => {
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

  it.each(['/', '/ar', '/company/faq', '/ar/company/faq'])('marks %s to be laid out in its local face, naming its web font', (pathname) => {
    const { html } = renderBody(pathname)
    expect(html).toHaveProperty([FONTS_AFTER_PAINT], pathname.startsWith('/ar') ? 'Noto Kufi Arabic Variable' : 'Inter Variable')
  })

  it('writes the attributes in the order the served <html> has them, language and direction first', () => {
    expect(Object.keys(renderBody('/ar').html)).toEqual(['lang', 'dir', 'data-fingerprint', FONTS_AFTER_PAINT])
  })
})
