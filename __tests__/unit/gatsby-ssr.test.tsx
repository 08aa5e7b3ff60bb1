/** @jest-environment node */
import { Writable } from 'stream'
import React from 'react'
import { renderToPipeableStream } from 'react-dom/server'
import { onPreRenderHTML, replaceRenderer } from '../../gatsby-ssr'

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

describe('gatsby-ssr replaceRenderer', () => {
  const words = Array.from({ length: 1000 }, (_, i) => `مراجعة التكاليف ${i}`)
  const body = (
    <main>
      {words.map((word) => (
        <p key={word}>{word}</p>
      ))}
    </main>
  )
  const expected = `<main>${words.map((word) => `<p>${word}</p>`).join('')}</main>`

  it('renders the body whole, every two-byte letter intact and no NUL byte, over many times 2,048 bytes of Arabic', () => {
    let html = ''
    const args = { bodyComponent: body, replaceBodyHTMLString: (rendered: string) => (html = rendered) }
    replaceRenderer!(args as unknown as Parameters<NonNullable<typeof replaceRenderer>>[0], { plugins: [] })

    expect(Buffer.byteLength(html)).toBeGreaterThan(10 * 2048)
    expect(html).not.toContain('\u0000')
    expect(html).toBe(expected)
  })

  it("is still needed: React's streaming renderer, Gatsby's default, puts NUL bytes into the same body (when this fails, React is fixed and replaceRenderer can go)", async () => {
    const streamed = await new Promise<string>((resolve, reject) => {
      const chunks: Buffer[] = []
      const sink = new Writable({
        write(chunk: Buffer, _encoding, done) {
          chunks.push(Buffer.from(chunk))
          done()
        },
        final(done) {
          resolve(Buffer.concat(chunks).toString('utf8'))
          done()
        },
      })
      const { pipe } = renderToPipeableStream(body, { onAllReady: () => pipe(sink), onError: reject })
    })
    expect(streamed).toContain('\u0000')
    expect(streamed.replaceAll('\u0000', '')).toBe(expected)
  })
})
