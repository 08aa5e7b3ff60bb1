/**
 * The Content-Security-Policy in the built pages themselves: the hashes of the inline scripts it
 * allows, and a copy of the host's policy in each page's `<meta http-equiv>`, so that a host which
 * drops the headers still blocks injected scripts. What the policy says is src/host/headers.ts's.
 */
import { createHash } from 'crypto'

/** The address a built HTML file answers at: `company/faq/index.html` → `/company/faq/`, `404.html` → `/404.html`. */
export const urlPathOfHtmlFile = (relativeFile: string) => `/${relativeFile.replace(/(^|\/)index\.html$/, '$1')}`

/** The CSP source expression that allows an inline script with this body. */
export const scriptHash = (body: string) => `'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`

/** CSP source expressions for every inline script of a page the browser would run (no src, a JavaScript type), in order. */
export const inlineScriptHashes = (html: string): string[] =>
  [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)]
    .filter(([, attributes]) => !/\ssrc\s*=/i.test(` ${attributes}`))
    .filter(([, attributes]) =>
      /^(?:|text\/javascript|application\/javascript|module)$/i.test(/\btype\s*=\s*["']?([^"'\s>]*)/i.exec(attributes)?.[1] ?? ''),
    )
    .map(([, , body]) => scriptHash(body))

/**
 * The part of a header policy that a `<meta http-equiv>` can enforce, in the same order: browsers
 * ignore frame-ancestors, report-uri and sandbox there (CSP Level 3), so only the header can forbid framing.
 */
export const metaContentSecurityPolicy = (headerPolicy: string) =>
  headerPolicy
    .split(';')
    .map((directive) => directive.trim())
    .filter((directive) => directive && !['frame-ancestors', 'report-uri', 'sandbox'].includes(directive.split(/\s+/)[0].toLowerCase()))
    .join('; ')

const META_POLICY = /<meta http-equiv="Content-Security-Policy" content="([^"]*)"\/?>/i

/** The policy a page carries in its own `<meta http-equiv>`, or undefined. */
export const metaPolicyOf = (html: string) =>
  META_POLICY.exec(html)?.[1]
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&')

/**
 * The page with the policy in a `<meta http-equiv>` at the start of its head, after its charset
 * (which must stay within the first 1,024 bytes), where it governs every script; an earlier one is replaced.
 */
export function withMetaPolicy(html: string, policy: string): string {
  const element = `<meta http-equiv="Content-Security-Policy" content="${policy.replace(/&/g, '&amp;').replace(/"/g, '&quot;')}"/>`
  const without = html.replace(META_POLICY, '')
  const head = /<head>(?:<meta charset="?utf-8"?\/?>)?/i.exec(without)
  if (!head) throw new Error('no <head> to put the Content-Security-Policy in')
  return without.slice(0, head.index + head[0].length) + element + without.slice(head.index + head[0].length)
}
