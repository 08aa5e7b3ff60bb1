/**
 * A built page inlines all the CSS of its template, but its first screen needs only part of it. On a
 * page whose HTML would not fit the first round trip of a new connection, this keeps inline only
 * the rules that can apply to the first screen (on the home page about 2 KB less compressed HTML)
 * and leaves the rest to Gatsby's own stylesheet files (each inline `<style>` names its file in
 * `data-href`), which the page's loader puts in place of the inline parts once the page has painted
 * (src/lib/defer-app-scripts.ts), and which a `<noscript>` links for readers without scripts.
 *
 * Home-made because the critical-CSS libraries (beasties, critters) drop rules whose selectors are
 * only pseudo-classes (`:root:lang(ar)`) or that style the first screen's ancestors, both of which
 * the first paint needs.
 */
import { selectAll, selectOne } from 'css-select'
import { parse as parseSelector, stringify as stringifySelector, type Selector } from 'css-what'
import type { AnyNode as Node, Document, Element } from 'domhandler'
import { parseDocument } from 'htmlparser2'
import postcss, { type AtRule, type Rule } from 'postcss'
import { compressedSize } from './compressed-size'

/**
 * The later part of a page, which a first screen never shows: the main content's sections from the
 * third on, or those after a post's article, and, where a page has them, whatever follows the main
 * content (the footer). Every page measured at 390 to 1,920 px shows at most its header, banner and
 * first two sections, or the start of its article, before any scroll.
 */
export const LATER_SECTIONS = 'main > section:nth-child(n+3), main > article ~ section'

/**
 * On `<html>` while the later part's CSS is still to come: the stylesheets to link, space-separated.
 * global.css leaves the later part out of the layout under it, so that it is laid out once, with
 * its styles, and never drawn without them.
 */
export const LATER_CSS = 'data-later-css'

const INLINE_STYLE = /<style data-href="([^"]+)"([^>]*)>([\s\S]*?)<\/style>/g

/** A selector without its pseudo-classes and pseudo-elements: it matches every element the original can match, in any state. */
function anyState(selector: string): string {
  const widened = parseSelector(selector).map((sequence) => {
    const out: Selector[] = []
    let compound: Selector[] = []
    const close = () => {
      out.push(...(compound.length ? compound : [{ type: 'universal', namespace: null } as Selector]))
      compound = []
    }
    for (const token of sequence) {
      if (token.type === 'pseudo' || token.type === 'pseudo-element') continue
      if (['descendant', 'child', 'sibling', 'adjacent', 'parent', 'column-combinator'].includes(token.type)) {
        close()
        out.push(token)
      } else compound.push(token)
    }
    close()
    return out
  })
  return stringifySelector(widened)
}

/** The elements of the later part (LATER_SECTIONS and what follows `main`), or none on a page without later sections. */
function laterElements(document: Document): Set<Node> {
  const later = new Set<Node>()
  const add = (node: Node) => {
    later.add(node)
    if ('children' in node) node.children.forEach(add)
  }
  const sections = selectAll(LATER_SECTIONS, document) as unknown as Element[]
  sections.forEach(add)
  const main = sections[0]?.parent
  for (let next = main?.next; next; next = next.next) add(next)
  return later
}

/** The rules of `css` that can apply to an element outside `later`, in their order, with the at-rules around them. */
function firstScreenRules(css: string, document: Document, later: Set<Node>): string {
  const root = postcss.parse(css)
  const applies = (selector: string): boolean => {
    try {
      return (selectAll(anyState(selector), document) as unknown as Node[]).some((element) => !later.has(element))
    } catch {
      return true // a selector this cannot read stays inline
    }
  }
  root.walkRules((rule: Rule) => {
    // A keyframe's `from` or `50%` is no selector; an animation named inline needs its keyframes.
    if (rule.parent?.type === 'atrule' && /keyframes$/i.test((rule.parent as AtRule).name)) return
    if (!rule.selectors.some(applies)) rule.remove()
  })
  root.walkAtRules((atRule: AtRule) => {
    if (atRule.nodes?.length === 0) atRule.remove()
  })
  return root.toString()
}

const LATER_CSS_ATTRIBUTE = new RegExp(` ${LATER_CSS}="[^"]*"`)
const NOSCRIPT_LINKS = /<noscript>(?:<link rel="stylesheet" href="[^"]+"\/>)+<\/noscript>/

/**
 * A page that an earlier build rewrote, as Gatsby wrote it: its stylesheets whole again (read with
 * `stylesheet`, from their files). Gatsby leaves the HTML of pages whose data did not change as it
 * was, so a page can come back here with another split of its CSS than the current one.
 */
function asBuilt(html: string, stylesheet: (href: string) => string): string {
  if (!LATER_CSS_ATTRIBUTE.test(html)) return html
  return html
    .replace(LATER_CSS_ATTRIBUTE, '')
    .replace(NOSCRIPT_LINKS, '')
    .replace(
      INLINE_STYLE,
      (_tag, href: string, attributes: string) => `<style data-href="${href}"${attributes}>${stylesheet(href)}</style>`,
    )
}

/**
 * The compressed bytes of a page and of its first screen's image (firstScreenImage) that arrive in
 * the first round trip of a new connection: TCP's initial window of ten 1,460-byte packets, less
 * about 800 bytes of response headers. A page within it paints, and paints its largest element, as
 * soon as the network allows; splitting its CSS would then only add work after the first paint (the
 * rest's request, and laying out the later part then).
 */
export const FIRST_ROUND_TRIP_BYTES = 13_800

/** The width a phone picks a full-width image for: a 412 px screen at 1.75 device pixels a CSS pixel, the phone Lighthouse emulates. */
const PHONE_IMAGE_PIXELS = 412 * 1.75

/**
 * The address of the image a page's first screen shows (the one it fetches at high priority) as a
 * phone loads it: from the first format its `<picture>` offers, the narrowest candidate at least
 * PHONE_IMAGE_PIXELS wide, else the widest. Undefined on a page without such an image.
 */
export function firstScreenImage(html: string): string | undefined {
  const img = /<img\b[^>]*\bfetchpriority="high"[^>]*>/.exec(html)
  if (!img) return undefined
  const picture = html.slice(html.lastIndexOf('<picture>', img.index), img.index)
  const source = picture.includes('</picture>') ? undefined : /<source\b[^>]*\bsrcSet="([^"]+)"/i.exec(picture)?.[1]
  const srcset = source ?? /\bsrcSet="([^"]+)"/i.exec(img[0])?.[1]
  if (!srcset) return /\bsrc="([^"]+)"/.exec(img[0])?.[1]
  const candidates = srcset
    .split(',')
    .map((candidate) => candidate.trim().split(/\s+/))
    .map(([url, width]) => ({ url, width: parseInt(width ?? '', 10) || 0 }))
    .sort((a, b) => a.width - b.width)
  return (candidates.find((candidate) => candidate.width >= PHONE_IMAGE_PIXELS) ?? candidates.at(-1))?.url
}

/**
 * The bytes a page's first round trip has to carry for it to paint its largest element: the
 * compressed HTML and its first screen's image (firstScreenImage), sent as it is. `fileBytes` gives
 * the size of a file of the site from its path.
 */
export function firstRoundTripBytes(html: string, fileBytes: (sitePath: string) => number): number {
  const image = firstScreenImage(html)
  return compressedSize(html) + (image ? fileBytes(decodeURI(image)) : 0)
}

/**
 * A built page's HTML with only its first screen's CSS inline, its stylesheets named in LATER_CSS
 * for the loader (which replaces the inline parts by them) and linked in `<noscript>`. A page that
 * `fits` the first round trip (FIRST_ROUND_TRIP_BYTES) whole, with its first screen's image, or
 * whose rules all apply to its first screen, keeps its CSS whole. `stylesheet` reads a stylesheet's
 * file, for a page that an earlier build rewrote.
 */
export function inlineFirstScreenCss(page: string, stylesheet: (href: string) => string, fits: (html: string) => boolean): string {
  const html = asBuilt(page, stylesheet)
  if (fits(html)) return html
  const document = parseDocument(html)
  const later = laterElements(document)
  // The page will carry LATER_CSS, so global.css's rules that hide the later part under it stay inline.
  const root = selectOne('html', document) as Element | null
  if (root) root.attribs[LATER_CSS] = ''
  const stylesheets: string[] = []
  let cut = false
  const rewritten = html.replace(INLINE_STYLE, (tag, href: string, attributes: string, css: string) => {
    stylesheets.push(href)
    const kept = firstScreenRules(css, document, later)
    if (kept === css) return tag
    cut = true
    return `<style data-href="${href}"${attributes}>${kept}</style>`
  })
  if (!cut) return html
  // Every stylesheet is linked after the inline ones, in the inline order, also one inline whole, so
  // that the linked rules follow each other in their own order and win over the inline copies.
  const noscript = `<noscript>${stylesheets.map((href) => `<link rel="stylesheet" href="${href}"/>`).join('')}</noscript>`
  const last = [...rewritten.matchAll(INLINE_STYLE)].at(-1)!
  const afterStyles = last.index + last[0].length
  return (rewritten.slice(0, afterStyles) + noscript + rewritten.slice(afterStyles)).replace(
    /<html\b/,
    `$& ${LATER_CSS}="${stylesheets.join(' ')}"`,
  )
}
