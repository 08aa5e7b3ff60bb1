import { pageCall } from './engine'
import { PROBE_PATH, probeSource, withProbe } from './probe'

describe('withProbe', () => {
  const tag = `<script src="${PROBE_PATH}"></script>`

  it('puts the probe first in the head, before the page’s own scripts and its CSP', () => {
    const page = '<!DOCTYPE html><html lang="ar"><head><meta charset="utf-8"/><script>x()</script></head><body></body></html>'
    expect(withProbe(page)).toBe(
      `<!DOCTYPE html><html lang="ar"><head>${tag}<meta charset="utf-8"/><script>x()</script></head><body></body></html>`,
    )
  })

  it('finds a head tag with attributes or in capitals, and not a <header>', () => {
    expect(withProbe('<html><header></header><HEAD id="h"></HEAD>')).toBe(`<html><header></header><HEAD id="h">${tag}</HEAD>`)
  })

  it('puts it first of all in a page without a head tag', () => {
    expect(withProbe('<p>hi</p>')).toBe(`${tag}<p>hi</p>`)
  })
})

describe('the probe in a page', () => {
  const record = () => (window as unknown as { __enginesProbe: { errors: string[]; early: unknown } }).__enginesProbe

  beforeAll(() => {
    // As the page runs it: a script's source, evaluated globally, after the document has loaded.
    window.eval(probeSource())
  })

  it('measures the page at once when it has already loaded', () => {
    expect(record().early).toMatchObject({ boxes: [], scrollY: 0 })
  })

  it('keeps uncaught errors and unhandled rejections', () => {
    window.dispatchEvent(new ErrorEvent('error', { message: 'TypeError: boom', filename: 'http://site/app.js', lineno: 3, colno: 7 }))
    const rejection = new Event('unhandledrejection') as Event & { reason?: unknown }
    rejection.reason = new RangeError('too far')
    window.dispatchEvent(rejection)
    // A resource that failed to load is no script error.
    window.dispatchEvent(new Event('error'))
    expect(record().errors).toEqual(['TypeError: boom (http://site/app.js:3:7)', 'unhandled rejection: RangeError: too far'])
  })
})

describe('pageCall', () => {
  it('calls the function with its arguments, giving named inner functions the helper tsx wraps them in', () => {
    // What tsx makes of `(a, b) => { const add = (x, y) => x + y; return add(a, b) }`.
    const compiled = new Function('a', 'b', 'const add = __name((x, y) => x + y, "add"); return add(a, b)') as (
      a: number,
      b: number,
    ) => number
    expect(window.eval(pageCall(compiled, [2, 3]))).toBe(5)
    expect(window.eval(pageCall((text: string, list: number[]) => `${text}:${list.length}`, ['a"b', [1, 2]]))).toBe('a"b:2')
  })
})
