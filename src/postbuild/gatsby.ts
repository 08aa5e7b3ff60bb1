/**
 * All the site relies on of Gatsby's output and internals that Gatsby does not document. Each reader
 * throws, naming the page or file and what it missed, so that a Gatsby release that changes one
 * stops the build instead of quietly undoing what the site does with it.
 */

/** Where Gatsby keeps the slices it stitches into pages: fragments, not pages. */
export const SLICES_DIR = '_gatsby'

/** A page's built file, relative to public/: `/company/faq` → `company/faq/index.html`. */
export const htmlFileOfPage = (pagePath: string) =>
  /\.html?$/.test(pagePath) ? pagePath.slice(1) : `${pagePath}/index.html`.replace(/^\/+/, '')

const changed = (where: string, what: string) =>
  new Error(`${where}: ${what} is not where the Gatsby this module knows put it; src/postbuild/gatsby.ts must learn Gatsby's new output`)

const PAGE_PATH = /<script id="gatsby-script-loader">\/\*<!\[CDATA\[\*\/window\.pagePath=("(?:[^"\\<]|\\.)*");\/\*\]\]>\*\/<\/script>/
/** The same in every page: chunk mapping, compilation hash, application scripts. */
const SCRIPTS_SLICE = /(<!-- slice-start id="_gatsby-scripts-1" -->)([\s\S]*?)(<!-- slice-end id="_gatsby-scripts-1" -->)/
const CHUNK_MAPPING = /<script\s+id="gatsby-chunk-mapping"\s*>\s*window\.___chunkMapping=[^<]*<\/script>/
const COMPILATION_HASH = /<script>window\.___webpackCompilationHash="([^"<]*)";<\/script>/
const APP_SCRIPT = /<script src="([^"]+\.js)" async><\/script>/g
/** An inline stylesheet's file, where webpack's CSS loader looks before it fetches a stylesheet. */
export const STYLESHEET_HREF = 'data-href'
const INLINE_STYLESHEET = new RegExp(`<style ${STYLESHEET_HREF}="([^"]+)" data-identity="gatsby-global-css">([^<]*)</style>`, 'g')

/** Whether the page is as Gatsby rendered it, before the post-build stage. */
export const isAsRendered = (html: string) => PAGE_PATH.test(html)

/** The page's path, from Gatsby's per-page script, and that script. */
export function pagePathScript(html: string, page: string): { script: string; pagePath: string } {
  const match = PAGE_PATH.exec(html)
  if (!match) throw changed(page, 'the page path script (<script id="gatsby-script-loader">)')
  return { script: match[0], pagePath: JSON.parse(match[1]) as string }
}

/** The application's scripts and compilation hash from the scripts slice, which must hold them and nothing else. */
export function scriptsSlice(html: string, page: string): { scripts: string[]; compilationHash: string } {
  const slice = SCRIPTS_SLICE.exec(html)?.[2]
  if (slice === undefined) throw changed(page, 'the scripts slice (<!-- slice-start id="_gatsby-scripts-1" -->)')
  const hash = COMPILATION_HASH.exec(slice)?.[1]
  if (hash === undefined) throw changed(page, 'the compilation hash script (window.___webpackCompilationHash)')
  if (!CHUNK_MAPPING.test(slice)) throw changed(page, 'the chunk mapping (<script id="gatsby-chunk-mapping">)')
  const scripts = [...slice.matchAll(APP_SCRIPT)].map((match) => match[1])
  if (scripts.length === 0) throw changed(page, 'the application scripts (<script src="…" async>)')
  const rest = slice.replace(CHUNK_MAPPING, '').replace(COMPILATION_HASH, '').replace(APP_SCRIPT, '').trim()
  if (rest) throw changed(page, `the scripts slice's content (it also holds ${rest.slice(0, 80)})`)
  return { scripts, compilationHash: hash }
}

/** The page with the scripts slice's content replaced, its markers kept for Gatsby to stitch into again. */
export const withScriptsSlice = (html: string, content: string) =>
  html.replace(SCRIPTS_SLICE, (_, start, _old, end) => start + content + end)

/** Whether the scripts slice holds Gatsby's scripts: a page stitched again since the stage rewrote it. */
export const hasGatsbyScripts = (html: string) => COMPILATION_HASH.test(SCRIPTS_SLICE.exec(html)?.[2] ?? '')

/** The stylesheets Gatsby inlined into the page, in order, each with its `<style>` element. */
export function inlineStylesheets(html: string, page: string): Array<{ href: string; css: string; element: string }> {
  const sheets = [...html.matchAll(INLINE_STYLESHEET)].map(([element, href, css]) => ({ href, css, element }))
  if (sheets.length === 0) throw changed(page, 'the inline stylesheets (<style data-href="…">)')
  return sheets
}

/** gatsby-plugin-image's style, noscript style and script in every page's head, by their keys. */
export const isGatsbyImageHeadTag = (key: string) => key.startsWith('gatsby-image-style')

/** Gatsby's Partytown plugin's browser module, from the site's root, and the webpack plugin that extracts CSS by its constructor's name. */
export const PARTYTOWN_BROWSER_MODULE = 'node_modules/gatsby/dist/internal-plugins/partytown/gatsby-browser.js'
export const CSS_EXTRACT_PLUGIN = 'MiniCssExtractPlugin'
