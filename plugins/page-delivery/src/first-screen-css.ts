/**
 * The CSS a page's first screen can use, which is all a page too large for the first round trip
 * keeps inline; its loader links the whole stylesheets after the first paint. Home-made, not
 * Beasties: Beasties re-reads every stylesheet for every page, far over the stage's time a page, drops the
 * @font-face rules of fonts named through custom properties, which the first paint needs, and
 * lazy-loads with inline event handlers, which the site's policy refuses.
 */
import { Parser } from 'htmlparser2'
import type { CssRule } from './css-rules'
import { LATER_SECTION } from '../../../src/lib/shared/later-section'

/** A stylesheet's rules, as the stage reads them once a build. */
export type RulesOf = (href: string, css: string) => CssRule[]

/**
 * The names (as css-rules.ts's `needs` gives them) of a page's elements outside its later part: the main
 * content's sections its template marked as starting below the first screen (LATER_SECTION) and, where
 * it has those, what follows the main content (the footer, which a shorter page can show). The mark
 * itself counts: the rule that defers the marked sections (global.css) is what draws the first screen.
 */
export function firstScreenNames(html: string): Set<string> {
  const names = new Set<string>([`[${LATER_SECTION}]`])
  let depth = 0
  let mainAt = -1 // the depth of the open <main>
  let siblingsAt = -1 // the depth of a closed <main>'s siblings, while its parent is open
  let laterFrom = Infinity
  let hasLater = false
  const parser = new Parser({
    onopentag(name, attributes) {
      depth += 1
      if (depth === mainAt + 1 && name === 'section' && LATER_SECTION in attributes) [laterFrom, hasLater] = [depth, true]
      if (depth === siblingsAt) laterFrom = depth
      if (name === 'main' && mainAt < 0 && siblingsAt < 0) mainAt = depth
      if (depth >= laterFrom) return
      names.add(name)
      for (const [attribute, value] of Object.entries(attributes)) {
        names.add(`[${attribute}]`)
        if (attribute === 'id') names.add(`#${value}`)
        if (attribute === 'class') value.split(/\s+/).forEach((c) => c && names.add(`.${c}`))
      }
    },
    onclosetag() {
      if (depth === laterFrom) laterFrom = Infinity
      if (depth === mainAt) [siblingsAt, mainAt] = [hasLater ? mainAt : -1, -1]
      else if (depth === siblingsAt - 1) siblingsAt = -1
      depth -= 1
    },
  })
  parser.end(html)
  return names
}

/** The first screen's part of each of a page's inline stylesheets; undefined for one it needs whole. */
export function firstScreenCuts(html: string, sheets: ReadonlyArray<{ href: string; css: string }>, rulesOf: RulesOf) {
  const names = firstScreenNames(html)
  return sheets.map(({ href, css }) => firstScreenCss(rulesOf(href, css), names))
}

/**
 * The rules of `rules` that can apply to an element with the `names`, in their order within their
 * at-rules; undefined when every rule can.
 */
export function firstScreenCss(rules: readonly CssRule[], names: ReadonlySet<string>): string | undefined {
  const kept = rules.filter((rule) => rule.needs.some((need) => need.every((name) => names.has(name))))
  if (kept.length === rules.length) return undefined
  let css = ''
  let open: string[] = []
  for (const rule of kept) {
    let same = 0
    while (same < open.length && open[same] === rule.context[same]) same += 1
    const opened = rule.context.slice(same).map((atRule) => `${atRule}{`)
    css += '}'.repeat(open.length - same) + opened.join('') + rule.text
    open = rule.context
  }
  return css + '}'.repeat(open.length)
}

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
