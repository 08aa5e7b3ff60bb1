import { Parser } from 'htmlparser2'
import sanitizeHtml from 'sanitize-html'

/**
 * What Markdown formatting may produce, and nothing else: no scripts, styles, frames, event
 * handlers or `javascript:` links survive, whether written as raw HTML or as Markdown.
 */
const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    'h2',
    'h3',
    'h4',
    'h5',
    'h6',
    'p',
    'br',
    'hr',
    'a',
    'ul',
    'ol',
    'li',
    'strong',
    'em',
    'b',
    'i',
    'del',
    'blockquote',
    'code',
    'pre',
    'table',
    'thead',
    'tbody',
    'tr',
    'th',
    'td',
    'img',
    'figure',
    'figcaption',
    'sup',
    'sub',
  ],
  allowedAttributes: {
    a: ['href', 'title'],
    img: ['src', 'alt', 'title', 'width', 'height', 'loading'],
    th: ['align'],
    td: ['align'],
    code: ['class'],
  },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesAppliedToAttributes: ['href', 'src'],
  allowProtocolRelative: false,
  // Drop, not escape, the content of elements that must never render.
  nonTextTags: ['script', 'style', 'textarea', 'noscript', 'iframe', 'object', 'embed'],
}

export function sanitizeContentHtml(html: string): string {
  return sanitizeHtml(html, OPTIONS)
}

/** A link's or image's scheme (`javascript`), or `//` for an address without one that names another host. */
const schemeOf = (address: string): string | undefined =>
  /^\s*\/\//.test(address) ? '//' : /^\s*([a-z][a-z\d+.-]*):/i.exec(address)?.[1]?.toLowerCase()

/**
 * What the sanitiser above would drop from `html`, each named as an editor can find it: `<script>`,
 * `onerror on <img>`, `a "javascript:" link`. The admin refuses these rather than let the page lose
 * them silently. sanitize-html reports nothing of what it drops, so its options are read here again.
 */
export function droppedContentHtml(html: string): string[] {
  const dropped = new Set<string>()
  const tags = OPTIONS.allowedTags as string[]
  const attributes = OPTIONS.allowedAttributes as Record<string, string[]>
  new Parser(
    {
      onopentag(name, attribs) {
        if (!tags.includes(name)) return void dropped.add(`<${name}>`)
        for (const [attribute, value] of Object.entries(attribs)) {
          if (!(attributes[name] ?? []).includes(attribute)) dropped.add(`${attribute} on <${name}>`)
          else if (OPTIONS.allowedSchemesAppliedToAttributes?.includes(attribute)) {
            const scheme = schemeOf(value)
            if (scheme && !(OPTIONS.allowedSchemes as string[]).includes(scheme))
              dropped.add(`${name === 'a' ? 'a link' : `an <${name}>`} to "${scheme === '//' ? '//' : `${scheme}:`}"`)
          }
        }
      },
    },
    { decodeEntities: true },
  ).end(html)
  return [...dropped]
}
