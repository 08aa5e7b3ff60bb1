/** @jest-environment node */
/**
 * Gatsby renders every page with React's streaming server renderer. It encodes text into chunks of
 * a few kilobytes, and a release that sent a chunk whole when a two-byte letter did not fit at its
 * end left NUL bytes between the letters of Arabic words. This renders enough Arabic text to cross
 * many chunk boundaries and expects exactly what the one-piece renderer writes.
 */
import { Writable } from 'stream'
import React from 'react'
import { renderToPipeableStream, renderToString } from 'react-dom/server'

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

describe("React's streaming renderer", () => {
  it('writes long Arabic text byte for byte as renderToString does, with no NUL byte', async () => {
    const html = await streamed()
    expect(html).not.toContain('\u0000')
    expect(html).toBe(renderToString(body))
  })
})
