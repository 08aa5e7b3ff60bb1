/**
 * The Content-Security-Policy in the built pages themselves: the hashes of the inline scripts it
 * allows, and a copy of the host's policy in each page's `<meta http-equiv>`, so that a host which
 * drops the headers still blocks injected scripts. What the policy says is src/security/headers.ts's.
 */
import { createHash } from 'crypto'

/** The address a built HTML file answers at: `company/faq/index.html` → `/company/faq/`, `404.html` → `/404.html`. */
export const urlPathOfHtmlFile = (relativeFile: string) => `/${relativeFile.replace(/(^|\/)index\.html$/, '$1')}`

/** The CSP source expression that allows an inline script with this body. */
export const scriptHash = (body: string) => `'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`

/** `<script>` elements the browser would run: no src, and a JavaScript (or module) type. */
const INLINE_SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script>/gi
const EXECUTABLE_TYPE = /^(?:|text\/javascript|application\/javascript|module)$/i

/** CSP source expressions ('sha256-…') for every inline script of a page, in order of appearance. */
export function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = []
  for (const [, attributes, body] of html.matchAll(INLINE_SCRIPT)) {
    if (/\ssrc\s*=/i.test(` ${attributes}`)) continue
    const type = /\btype\s*=\s*["']?([^"'\s>]*)/i.exec(attributes)?.[1] ?? ''
    if (!EXECUTABLE_TYPE.test(type)) continue
    hashes.push(scriptHash(body))
  }
  return hashes
}

/**
 * Directives that a policy in a `<meta http-equiv>` element cannot carry: browsers ignore them there
 * (CSP Level 3, "Delivering a policy via the meta element"), so only the header can forbid framing.
 */
const HEADER_ONLY_DIRECTIVES = new Set(['frame-ancestors', 'report-uri', 'sandbox'])

/** The part of a header policy that a `<meta http-equiv>` element can enforce, in the same order. */
export function metaContentSecurityPolicy(headerPolicy: string): string {
  return headerPolicy
    .split(';')
    .map((directive) => directive.trim())
    .filter((directive) => directive && !HEADER_ONLY_DIRECTIVES.has(directive.split(/\s+/)[0].toLowerCase()))
    .join('; ')
}

const META_POLICY = /<meta http-equiv="Content-Security-Policy" content="[^"]*"\/?>/i
/** The head's start and its charset declaration, which must stay within the first 1,024 bytes. */
const HEAD_START = /<head>(?:<meta charset="?utf-8"?\/?>)?/i

/** The policy a page carries in its own `<meta http-equiv>`, or undefined. */
export function metaPolicyOf(html: string): string | undefined {
  return META_POLICY.exec(html)?.[0]
    .match(/content="([^"]*)"/)?.[1]
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&')
}

/**
 * The page with the policy in a `<meta http-equiv>` at the start of its head, where it governs every
 * script after it; an earlier one is replaced, so rewriting a page again changes nothing.
 */
export function withMetaPolicy(html: string, policy: string): string {
  const element = `<meta http-equiv="Content-Security-Policy" content="${policy.replace(/&/g, '&amp;').replace(/"/g, '&quot;')}"/>`
  const without = html.replace(META_POLICY, '')
  const head = HEAD_START.exec(without)
  if (!head) throw new Error('no <head> to put the Content-Security-Policy in')
  const at = head.index + head[0].length
  return without.slice(0, at) + element + without.slice(at)
}
