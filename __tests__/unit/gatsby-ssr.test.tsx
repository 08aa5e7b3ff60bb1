import React from 'react'
import { onRenderBody } from '../../gatsby-ssr'

/** The head tags onRenderBody gives the page at `pathname`. */
function renderBody(pathname: string): { head: React.ReactElement[] } {
  const head: React.ReactElement[] = []
  const args = {
    pathname,
    setHeadComponents: (components: React.ReactElement[]) => head.push(...components),
  }
  onRenderBody!(args as unknown as Parameters<NonNullable<typeof onRenderBody>>[0], { plugins: [] })
  return { head }
}

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

describe('gatsby-ssr onRenderBody: the web font', () => {
  it.each(['/', '/ar'])('does not fetch the web font beside the HTML of %s', (pathname) => {
    expect(renderBody(pathname).head.filter((tag) => tag.type === 'link' && tag.props.as === 'font')).toEqual([])
  })
})
