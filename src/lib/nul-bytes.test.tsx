/** @jest-environment node */
import { Writable } from 'stream'
import React from 'react'
import { renderToPipeableStream, renderToString } from 'react-dom/server'
import { withoutNulBytes } from './nul-bytes'

/** Many short runs of two-byte letters: some end across one of React's 2,048-byte chunks. */
const words = Array.from({ length: 1000 }, (_, i) => `مراجعة التكاليف ${i}`)
const body = (
  <main>
    {words.map((word) => (
      <p key={word}>{word}</p>
    ))}
  </main>
)

/** The body as Gatsby's production renderer writes it: React's stream, bytes joined, read as UTF-8. */
const streamed = () =>
  new Promise<string>((resolve, reject) => {
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

describe('withoutNulBytes', () => {
  it("gives back exactly the HTML React meant to write from its streaming renderer's padded chunks", async () => {
    const html = await streamed()
    // When this fails, React no longer pads its chunks and withoutNulBytes can go.
    expect(html).toContain('\u0000')
    expect(withoutNulBytes(html)).toBe(renderToString(body))
  })

  it('leaves HTML without NUL bytes as it is', () => {
    const html = '<p lang="ar">مراجعة — “quoted” 3 €</p>'
    expect(withoutNulBytes(html)).toBe(html)
  })
})
