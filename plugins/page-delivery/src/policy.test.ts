/** @jest-environment node */
import { createHash } from 'crypto'
import { contentSecurityPolicy } from '../../../src/host/headers'
import { inlineScriptHashes, metaContentSecurityPolicy, metaPolicyOf, scriptHash, withMetaPolicy } from './policy'

const sha = (body: string) => `'sha256-${createHash('sha256').update(body).digest('base64')}'`

it('allows an inline script by the SHA-256 of its body', () => {
  expect(scriptHash('window.a=1')).toBe(sha('window.a=1'))
})

describe('inlineScriptHashes', () => {
  it('hashes each inline script the browser would run, byte for byte', () => {
    const html = [
      '<script>window.a=1</script>',
      '<script type="module">import("x")</script>',
      '<script id="gatsby-chunk-mapping">\n  window.b=2\n</script>',
      '<script src="/app.js" async></script>',
      '<script type="application/ld+json">{"@type":"Organization"}</script>',
    ].join('')
    expect(inlineScriptHashes(html)).toEqual([sha('window.a=1'), sha('import("x")'), sha('\n  window.b=2\n')])
  })
})

describe('the policy in a page of its own', () => {
  const policy = contentSecurityPolicy([sha('a')])
  const page = '<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/><title>T</title><script>a</script></head><body></body></html>'

  it('is the header policy without the directives a <meta> cannot carry', () => {
    const meta = metaContentSecurityPolicy(policy)
    expect(meta).not.toMatch(/frame-ancestors/)
    expect(meta).toBe(policy.replace("; frame-ancestors 'none'", ''))
    expect(metaContentSecurityPolicy("default-src 'none'; sandbox; report-uri /r; img-src 'self'")).toBe(
      "default-src 'none'; img-src 'self'",
    )
  })

  it('comes right after the charset, before every script, and reads back the same', () => {
    const html = withMetaPolicy(page, metaContentSecurityPolicy(policy))
    expect(html.indexOf('http-equiv="Content-Security-Policy"')).toBeGreaterThan(html.indexOf('charSet'))
    expect(html.indexOf('http-equiv="Content-Security-Policy"')).toBeLessThan(html.indexOf('<script>'))
    expect(metaPolicyOf(html)).toBe(metaContentSecurityPolicy(policy))
    expect(metaPolicyOf(page)).toBeUndefined()
  })

  it('replaces the one a page already has, so that writing it twice changes nothing', () => {
    const once = withMetaPolicy(page, "default-src 'none'")
    expect(withMetaPolicy(once, "default-src 'none'")).toBe(once)
    const replaced = withMetaPolicy(once, "default-src 'self'")
    expect(replaced.match(/Content-Security-Policy/g)).toHaveLength(1)
    expect(metaPolicyOf(replaced)).toBe("default-src 'self'")
  })

  it('escapes what would end the attribute, and refuses a page without a head', () => {
    expect(metaPolicyOf(withMetaPolicy(page, 'a "b" & c'))).toBe('a "b" & c')
    expect(() => withMetaPolicy('<p>no head</p>', 'x')).toThrow('no <head>')
  })
})
