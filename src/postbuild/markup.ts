/**
 * What the post-build stage writes into a page for its loader (src/postbuild/loader.ts): the names
 * both sides use, and readers of it for the tests and the byte budgets. Gatsby's own markup is
 * src/postbuild/gatsby.ts's alone.
 */

/**
 * On `<html>` until the loader has fetched the page's web font, naming it: meanwhile text is set in
 * the local faces scaled to the web fonts' metrics (src/styles/tokens.css), so the font does not
 * share the first round trips with the HTML and the largest image. Text that never gets the font
 * (no loader ran) stays readable in those faces.
 */
export const FONTS_AFTER_PAINT = 'data-fonts-after-paint'

/** The page's own data: its path for Gatsby's runtime and, where only its first screen's CSS is inline, its stylesheets. */
export const PAGE_DATA = 'page-data'

/** The application's scripts and compilation hash, and the web app manifest: the same on every page of a build. */
export const APP_DATA = 'app-data'

export interface PageData {
  pagePath: string
  /** The page's stylesheets, in order, when only their first screen's part is inline. */
  css?: string[]
}

export interface AppData {
  scripts: string[]
  compilationHash: string
  manifest: string
}

/** A `<script type="application/json">` with `data`, safe to inline (no `</script>` can close it early). */
export const jsonScript = (id: string, data: object): string =>
  `<script id="${id}" type="application/json">${JSON.stringify(data).replace(/</g, '\\u003c')}</script>`

const jsonOf = <T>(html: string, id: string): T | undefined => {
  const text = new RegExp(`<script id="${id}" type="application/json">([^<]*)</script>`).exec(html)?.[1]
  return text === undefined ? undefined : (JSON.parse(text) as T)
}

export const pageDataOf = (html: string) => jsonOf<PageData>(html, PAGE_DATA)
export const appDataOf = (html: string) => jsonOf<AppData>(html, APP_DATA)
