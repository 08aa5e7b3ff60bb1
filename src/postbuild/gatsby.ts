/**
 * Everything the site relies on of Gatsby's output and internals that Gatsby does not document: the
 * markup of a built page, the scripts slice, and the webpack and head details the configuration
 * changes. Each reader throws, naming the page or file and what it missed, so that a Gatsby release
 * that changes one stops the build instead of quietly undoing what the site does with it.
 */
/** Where Gatsby keeps the slices it stitches into pages: fragments, not pages. */
export const SLICES_DIR = '_gatsby'

/** A page's built file, relative to public/, as Gatsby names it: `/company/faq` → `company/faq/index.html`. */
export const htmlFileOfPage = (pagePath: string): string =>
  /\.html?$/.test(pagePath) ? pagePath.slice(1) : `${pagePath.slice(1)}/index.html`.replace(/^\//, '')

export class GatsbyOutputChanged extends Error {
  constructor(where: string, what: string) {
    super(`${where}: ${what} is not where Gatsby 5.16 put it; src/postbuild/gatsby.ts must learn Gatsby's new output`)
  }
}

/** The per-page script that gives Gatsby's runtime the page's path. */
const PAGE_PATH = /<script id="gatsby-script-loader">\/\*<!\[CDATA\[\*\/window\.pagePath=("(?:[^"\\<]|\\.)*");\/\*\]\]>\*\/<\/script>/
/** The scripts slice, the same in every page: chunk mapping, compilation hash, application scripts. */
const SCRIPTS_SLICE = /(<!-- slice-start id="_gatsby-scripts-1" -->)([\s\S]*?)(<!-- slice-end id="_gatsby-scripts-1" -->)/
const CHUNK_MAPPING = /<script\s+id="gatsby-chunk-mapping"\s*>\s*window\.___chunkMapping=[^<]*<\/script>/
const COMPILATION_HASH = /<script>window\.___webpackCompilationHash="([^"<]*)";<\/script>/
const APP_SCRIPT = /<script src="([^"]+\.js)" async><\/script>/g
/**
 * Each stylesheet Gatsby inlines names its file in this attribute, which webpack's CSS loader looks
 * for before it fetches a stylesheet.
 */
export const STYLESHEET_HREF = 'data-href'
const INLINE_STYLESHEET = new RegExp(`<style ${STYLESHEET_HREF}="([^"]+)" data-identity="gatsby-global-css">([^<]*)</style>`, 'g')

export interface Stylesheet {
  href: string
  css: string
  /** The whole `<style>` element, as it stands in the page. */
  element: string
}

/** Whether the page is as Gatsby rendered it, before the post-build stage. */
export const isAsRendered = (html: string) => PAGE_PATH.test(html)

/** The page's path, from Gatsby's per-page script, and that script. */
export function pagePathScript(html: string, page: string): { script: string; pagePath: string } {
  const match = PAGE_PATH.exec(html)
  if (!match) throw new GatsbyOutputChanged(page, 'the page path script (<script id="gatsby-script-loader">)')
  return { script: match[0], pagePath: JSON.parse(match[1]) as string }
}

/** The application's scripts and compilation hash from the scripts slice, which must hold them and nothing else. */
export function scriptsSlice(html: string, page: string): { scripts: string[]; compilationHash: string } {
  const slice = SCRIPTS_SLICE.exec(html)?.[2]
  if (slice === undefined) throw new GatsbyOutputChanged(page, 'the scripts slice (<!-- slice-start id="_gatsby-scripts-1" -->)')
  const hash = COMPILATION_HASH.exec(slice)
  if (!hash) throw new GatsbyOutputChanged(page, 'the compilation hash script (window.___webpackCompilationHash)')
  if (!CHUNK_MAPPING.test(slice)) throw new GatsbyOutputChanged(page, 'the chunk mapping (<script id="gatsby-chunk-mapping">)')
  const scripts = [...slice.matchAll(APP_SCRIPT)].map((match) => match[1])
  if (scripts.length === 0) throw new GatsbyOutputChanged(page, 'the application scripts (<script src="…" async>)')
  const rest = slice.replace(CHUNK_MAPPING, '').replace(COMPILATION_HASH, '').replace(APP_SCRIPT, '').trim()
  if (rest) throw new GatsbyOutputChanged(page, `the scripts slice's content (it also holds ${rest.slice(0, 80)})`)
  return { scripts, compilationHash: hash[1] }
}

/** The page with the scripts slice's content replaced, its markers kept for Gatsby to stitch into again. */
export const withScriptsSlice = (html: string, content: string) =>
  html.replace(SCRIPTS_SLICE, (_, start: string, _old, end: string) => start + content + end)

/** Whether the scripts slice holds Gatsby's application scripts (a page stitched again since the stage rewrote it). */
export const hasGatsbyScripts = (html: string) => COMPILATION_HASH.test(SCRIPTS_SLICE.exec(html)?.[2] ?? '')

/** The stylesheets Gatsby inlined into the page, in order; a page has at least one. */
export function inlineStylesheets(html: string, page: string): Stylesheet[] {
  const sheets = [...html.matchAll(INLINE_STYLESHEET)].map(([element, href, css]) => ({ href, css, element }))
  if (sheets.length === 0) throw new GatsbyOutputChanged(page, 'the inline stylesheets (<style data-href="…">)')
  return sheets
}

/** The key gatsby-plugin-image gives the style, noscript style and script it puts in every page's head. */
export const isGatsbyImageHeadTag = (key: string) => key.startsWith('gatsby-image-style')

/**
 * Gatsby's Partytown plugin's browser module, which the production bundle leaves out: in
 * production it only pulls gatsby-script and Partytown's snippet into every page. `exists` is
 * the file system's.
 */
export function partytownBrowserModule(rootDir: string, exists: (file: string) => boolean): string {
  const file = `${rootDir}/node_modules/gatsby/dist/internal-plugins/partytown/gatsby-browser.js`
  if (!exists(file)) throw new GatsbyOutputChanged('webpack configuration', `Partytown's browser module (${file})`)
  return file
}

interface WebpackPlugin {
  constructor: { name: string }
  options?: { ignoreOrder?: boolean }
}

/** The plugin that extracts the CSS Modules' CSS, whose options the build changes. */
export function cssExtractPlugin(plugins: unknown[]): WebpackPlugin & { options: { ignoreOrder?: boolean } } {
  const plugin = (plugins as WebpackPlugin[]).find((p) => p.constructor.name === 'MiniCssExtractPlugin')
  if (!plugin?.options) throw new GatsbyOutputChanged('webpack configuration', 'MiniCssExtractPlugin')
  return plugin as WebpackPlugin & { options: { ignoreOrder?: boolean } }
}
