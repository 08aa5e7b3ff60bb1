import React from 'react'
import { onPreRenderHTML } from '../../gatsby-ssr'

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
