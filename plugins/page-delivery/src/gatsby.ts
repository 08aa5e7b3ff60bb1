/**
 * All that page delivery relies on of Gatsby's output and internals that Gatsby does not document:
 * the markup of a built page, the runtime globals its application reads, the shapes of the webpack
 * configuration it builds. Each build-side reader throws, naming the page, file or build stage and
 * what it missed, so that a Gatsby release that changes one stops the build instead of quietly
 * undoing what the site does with it. The browser side cannot stop the build: where a global is
 * missing it leaves Gatsby's stock behaviour, and the build's checks of the same markup cover it.
 *
 * No Node module here: the page's inline loader is compiled from this module too.
 */

/** Where Gatsby keeps the slices it stitches into pages: fragments, not pages. */
export const SLICES_DIR = '_gatsby'

/** A page's built file, relative to public/: `/company/faq` → `company/faq/index.html`. */
export const htmlFileOfPage = (pagePath: string) =>
  /\.html?$/.test(pagePath) ? pagePath.slice(1) : `${pagePath}/index.html`.replace(/^\/+/, '')

const THIS_MODULE = 'plugins/page-delivery/src/gatsby.ts'

const changed = (where: string, what: string) =>
  new Error(`${where}: ${what} is not where the Gatsby this module knows put it; ${THIS_MODULE} must learn Gatsby's new output`)

const PAGE_PATH = /<script id="gatsby-script-loader">\/\*<!\[CDATA\[\*\/window\.pagePath=("(?:[^"\\<]|\\.)*");\/\*\]\]>\*\/<\/script>/
/** The same in every page: chunk mapping, compilation hash, application scripts. */
const SCRIPTS_SLICE = /(<!-- slice-start id="_gatsby-scripts-1" -->)([\s\S]*?)(<!-- slice-end id="_gatsby-scripts-1" -->)/
const CHUNK_MAPPING = /<script\s+id="gatsby-chunk-mapping"\s*>\s*window\.___chunkMapping=[^<]*<\/script>/
const COMPILATION_HASH = /<script>window\.___webpackCompilationHash="([^"<]*)";<\/script>/
const APP_SCRIPT = /<script src="([^"]+\.js)" async><\/script>/g
/** An inline stylesheet's file, where webpack's CSS loader looks before it fetches a stylesheet. */
export const STYLESHEET_HREF = 'data-href'
// Made when read, so that the inline loader, which takes STYLESHEET_HREF from this module, carries no dead pattern.
const inlineStylesheet = () => new RegExp(`<style ${STYLESHEET_HREF}="([^"]+)" data-identity="gatsby-global-css">([^<]*)</style>`, 'g')

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
  const sheets = [...html.matchAll(inlineStylesheet())].map(([element, href, css]) => ({ href, css, element }))
  if (sheets.length === 0) throw changed(page, 'the inline stylesheets (<style data-href="…">)')
  return sheets
}

/** An inline stylesheet as Gatsby writes one, of the file at `href`. */
export const inlineStylesheetElement = (href: string, css: string) =>
  `<style ${STYLESHEET_HREF}="${href}" data-identity="gatsby-global-css">${css}</style>`

/** gatsby-plugin-image's style, noscript style and script in every page's head, by their keys. */
export const isGatsbyImageHeadTag = (key: string) => key.startsWith('gatsby-image-style')

/**
 * The globals Gatsby's runtime reads on start, which its scripts in the page set and the loader sets in their
 * place: the page's path and the build's compilation hash. Its chunk mapping lists every template's chunks for
 * the runtime to prefetch, which it looks up in a string and so never finds; an empty one costs no bytes in the page.
 */
export const runtimeGlobals = (pagePath: string, compilationHash: string) => ({
  pagePath,
  ___webpackCompilationHash: compilationHash,
  ___chunkMapping: '{}',
})

type GatsbyLoader = { loadPage: (pagePath: string) => Promise<unknown> }

/** Gatsby's page loader, which its runtime puts on window once the application has started; undefined before. */
export const gatsbyLoader = () => (window as Window & { ___loader?: GatsbyLoader }).___loader

/**
 * Whether a client-side navigation made a new history entry (a link followed), read from the location Gatsby's
 * router hands the browser APIs, on which it names the history's action for its scroll handler. False for Back,
 * Forward and a replaced address, and wherever a Gatsby release stops naming it: the page is then drawn whole.
 */
export const isNewHistoryEntry = (location: object) => (location as { action?: unknown }).action === 'PUSH'

// webpack's configuration as Gatsby builds it.

/** Gatsby's Partytown plugin's browser module, from the site's root. */
export const PARTYTOWN_BROWSER_MODULE = 'node_modules/gatsby/dist/internal-plugins/partytown/gatsby-browser.js'
/** The webpack plugin that extracts CSS, by its constructor's name. */
export const CSS_EXTRACT_PLUGIN = 'MiniCssExtractPlugin'

interface RuleUse {
  loader?: string
  options?: { modules?: false | { localIdentName?: string } }
}

interface Rule {
  /** A list of loaders, or a function choosing them (some of Gatsby's rules). */
  use?: RuleUse[] | (() => RuleUse[])
  oneOf?: Rule[]
  rules?: Rule[]
}

/** The parts of a webpack configuration that page delivery reads or changes. */
export interface WebpackConfig {
  entry?: Record<string, unknown>
  output?: { filename?: unknown; chunkFilename?: unknown }
  module: { rules: unknown[] }
  optimization: { splitChunks: { cacheGroups: Record<string, unknown> } }
  plugins: unknown[]
  resolve?: { alias?: Record<string, unknown> }
}

const configChanged = (stage: string, what: string) =>
  new Error(`webpack configuration (${stage}): ${what}; ${THIS_MODULE} must learn Gatsby's new configuration`)

/** How many CSS Module loaders it set the class names of. */
function setClassNames(rules: Rule[], localIdentName: string): number {
  let set = 0
  for (const rule of rules) {
    for (const use of Array.isArray(rule.use) ? rule.use : []) {
      const modules = use.loader?.includes('css-loader') ? use.options?.modules : undefined
      if (modules) [modules.localIdentName, set] = [localIdentName, set + 1]
    }
    set += setClassNames([...(rule.oneOf ?? []), ...(rule.rules ?? [])], localIdentName)
  }
  return set
}

/** Names CSS Module classes by `localIdentName` in every css-loader of Gatsby's rules. */
export function setCssModuleClassNames(config: WebpackConfig, stage: string, localIdentName: string): void {
  if (setClassNames(config.module.rules as Rule[], localIdentName) === 0)
    throw configChanged(stage, 'no css-loader with CSS Modules to shorten the class names of')
}

/** Drops the cache group with which Gatsby merges all CSS into one stylesheet. */
export function dropStylesCacheGroup(config: WebpackConfig, stage: string): void {
  if (!config.optimization.splitChunks.cacheGroups.styles)
    throw configChanged(stage, 'Gatsby merges CSS with a `styles` cache group no more')
  delete config.optimization.splitChunks.cacheGroups.styles
}

/** Resolves Gatsby's Partytown browser module, at `file` (`exists` telling whether it is there), to nothing. */
export function dropPartytown(config: WebpackConfig, stage: string, file: string, exists: boolean): void {
  if (!exists) throw configChanged(stage, `Gatsby's Partytown module is no more at ${file}`)
  config.resolve = { ...config.resolve, alias: { ...config.resolve?.alias, [file]: false } }
}

/** The options of the plugin that extracts CSS, whose order check the site's scoped CSS Modules do without. */
export function ignoreCssOrder(config: WebpackConfig, stage: string): void {
  const extract = (config.plugins as Array<{ constructor: { name: string }; options?: { ignoreOrder?: boolean } }>).find(
    (plugin) => plugin.constructor.name === CSS_EXTRACT_PLUGIN,
  )
  if (!extract?.options) throw configChanged(stage, `Gatsby extracts CSS with ${CSS_EXTRACT_PLUGIN} no more`)
  extract.options.ignoreOrder = true
}

/** How Gatsby names a production build's scripts. */
const SCRIPT_FILE_NAME = '[name]-[contenthash].js'

/**
 * The script files that every page runs as its application starts, as a test of a file's name: React's
 * chunk (Gatsby's `framework` cache group) and the application's entry (`app`).
 */
export function startupScriptFiles(config: WebpackConfig, stage: string): RegExp {
  if ((config.optimization.splitChunks.cacheGroups.framework as { name?: unknown } | undefined)?.name !== 'framework')
    throw configChanged(stage, 'React is in a `framework` chunk no more')
  if (!config.entry?.app) throw configChanged(stage, 'the application is the entry `app` no more')
  const { filename, chunkFilename } = config.output ?? {}
  if (filename !== SCRIPT_FILE_NAME || chunkFilename !== SCRIPT_FILE_NAME)
    throw configChanged(stage, `scripts are named ${String(filename)} and ${String(chunkFilename)}, not ${SCRIPT_FILE_NAME}`)
  return /^(framework|app)-[0-9a-f]+\.js$/
}
