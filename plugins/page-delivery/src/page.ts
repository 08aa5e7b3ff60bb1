/**
 * One built page through the post-build stage, its steps in the order below. Gatsby's markup is read
 * through gatsby.ts, which throws naming the page and what it missed.
 */
import { createHash } from 'crypto'
import * as gatsby from './gatsby'
import { estimatedCompressedSize } from '../../../src/lib/build/compressed-size'
import { firstScreenCuts, firstScreenImage, type RulesOf } from './first-screen-css'
import { APP_DATA, PAGE_DATA, fontFacesStyle, jsonScript, pageDataOf, type PageData } from './markup'
import { inlineScriptHashes, withMetaPolicy } from './policy'

/** A stylesheet of the site's as a split page links it: a copy without its @font-face rules, which the page keeps inline. */
export type FacelessCopy = { href: string; css: string; faces: string }

/**
 * The compiled inline scripts; the web app manifest's address; the policy the page carries and the inline scripts it
 * allows; a stylesheet's rules; a site file's size; the copy without @font-face rules of a stylesheet that has them.
 */
export interface PageContext {
  loader: string
  manifest: string
  fontChoice: string
  metaPolicy: string
  allowedScripts: ReadonlySet<string>
  rulesOf: RulesOf
  fileBytes: (sitePath: string) => number
  facelessCopyOf: (href: string, css: string, page: string) => FacelessCopy | undefined
}

/** TCP's initial window on a new connection: ten 1,460-byte packets, all that arrives in its first round trip. */
const INITIAL_WINDOW_BYTES = 14_600
/** The HTML's share of it, less about 800 bytes of headers: a page whose compressed HTML and first screen's image fit it
 * paints its largest element as soon as the network allows, and splitting its CSS would only add work after that. */
export const FIRST_ROUND_TRIP_BYTES = INITIAL_WINDOW_BYTES - 800

/** The page's compressed size, measured with fixed hashes for the build's, which change (a page near a limit is on the same side of it in every build). */
const fixedHash = (_: string, at: number) => createHash('sha1').update(String(at)).digest('hex').slice(0, 20)
const APP_DATA_SCRIPT = new RegExp(`<script id="${APP_DATA}"[^>]*>[^<]*`)
const comparableSize = (html: string) =>
  estimatedCompressedSize(html.replace(APP_DATA_SCRIPT, (data) => data.replace(/\b[0-9a-f]{20}\b/g, fixedHash)))

/** Whether the page and its first screen's image fit the first round trip. */
export async function fitsFirstRoundTrip(html: string, fileBytes: (sitePath: string) => number): Promise<boolean> {
  const image = firstScreenImage(html)
  return (await comparableSize(html)) <= FIRST_ROUND_TRIP_BYTES - (image ? fileBytes(decodeURI(image)) : 0)
}

/** Whether the page's HTML, split, takes a second round trip all the same: splitting it gains no paint. */
export const splitInVain = async (split: string) => (await comparableSize(split)) > INITIAL_WINDOW_BYTES

/** Gatsby's application scripts as data, and the loader that starts them. */
const appScripts = (html: string, page: string, { loader, manifest }: PageContext) =>
  jsonScript(APP_DATA, { ...gatsby.scriptsSlice(html, page), manifest }) + `<script>${loader}</script>`

/** The font choice right after the page's policy, which governs it, and before its styles and content: it runs before the first layout. */
const withFontChoice = (html: string, { fontChoice }: PageContext) =>
  html.replace(/<meta http-equiv="Content-Security-Policy"[^>]*>/, (policy) => `${policy}<script>${fontChoice}</script>`)

/** The page, refused when it would run an inline script that the policy does not allow. */
function allowed(html: string, page: string, { allowedScripts }: PageContext): string {
  const refused = inlineScriptHashes(html).filter((hash) => !allowedScripts.has(hash))
  if (refused.length === 0) return html
  throw new Error(`${page}: inline scripts the Content-Security-Policy does not allow (${refused.join(' ')})`)
}

/**
 * The page as it is served, or undefined where the stage has made it so already. A page the stage
 * rewrote gets Gatsby's scripts slice again when a later build's scripts change: only that is redone.
 */
export async function rewritePage(built: string, page: string, context: PageContext): Promise<string | undefined> {
  if (!gatsby.isAsRendered(built)) {
    if (!pageDataOf(built)) gatsby.pagePathScript(built, page)
    if (!gatsby.hasGatsbyScripts(built)) return undefined
    return allowed(gatsby.withScriptsSlice(built, appScripts(built, page, context)), page, context)
  }
  // 1. React 18.3's streaming renderer pads its 2,048-byte chunks with NUL bytes where a multi-byte
  // character did not fit (Arabic pages have several); HTML has no use for the character.
  const html = built.replaceAll('\u0000', '')
  // 2. The page path and the scripts become data for the loader, which starts the scripts after the
  // first paint; the page carries its policy, and the font choice under it.
  const { script, pagePath } = gatsby.pagePathScript(html, page)
  const sheets = gatsby.inlineStylesheets(html, page)
  const scripts = withFontChoice(
    withMetaPolicy(gatsby.withScriptsSlice(html, appScripts(html, page, context)), context.metaPolicy),
    context,
  )
  const served = (data: PageData) => scripts.replace(script, () => jsonScript(PAGE_DATA, data))
  const whole = served({ pagePath })
  // 3. Where the page and its first screen's image would not fit the first round trip, only the
  // first screen's CSS stays inline (first-screen-css.ts).
  if (await fitsFirstRoundTrip(whole, context.fileBytes)) return allowed(whole, page, context)
  // A stylesheet with @font-face rules is linked as its copy without them, and its faces stay inline for good.
  const linked = sheets.map((sheet) => ({ ...sheet, faces: '', ...context.facelessCopyOf(sheet.href, sheet.css, page) }))
  const cuts = firstScreenCuts(whole, linked, context.rulesOf)
  if (cuts.every((cut) => cut === undefined)) return allowed(whole, page, context)
  // Every stylesheet is linked, also one inline whole, so that the linked rules keep their order.
  const links = `<noscript>${linked.map(({ href }) => `<link rel="stylesheet" href="${href}"/>`).join('')}</noscript>`
  let split = served({ pagePath, css: linked.map(({ href }) => href) })
  sheets.forEach((sheet, i) => {
    const { href, css, faces } = linked[i]
    const inline = cuts[i] === undefined && !faces ? sheet.element : gatsby.inlineStylesheetElement(href, cuts[i] ?? css)
    const element = (faces && fontFacesStyle(faces)) + inline
    split = split.replace(sheet.element, () => element + (i === sheets.length - 1 ? links : ''))
  })
  // Split in vain (the home pages), it would only restyle the whole page after the first paint: it stays whole.
  return allowed((await splitInVain(split)) ? whole : split, page, context)
}
