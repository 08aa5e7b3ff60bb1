/**
 * What the post-build stage writes into a page for its loader (src/postbuild/loader.ts), and its
 * readers for the tests and the byte budgets. Gatsby's own markup is src/postbuild/gatsby.ts's alone.
 */

/**
 * On `<html>` until the loader has fetched the page's web font, naming it: meanwhile text is set in
 * the local faces scaled to the web fonts' metrics (src/styles/tokens.css), so that the font does
 * not share the first round trips with the HTML and the largest image. Left empty where the page
 * keeps those faces, lest the web font move it.
 */
export const FONTS_AFTER_PAINT = 'data-fonts-after-paint'
/** The elements whose lines the web font can set otherwise than the local face: the text's blocks. */
export const TEXT_BLOCKS = 'h1, h2, h3, h4, p, li, dt, dd, blockquote, figcaption, a, button'

/** The page's path for Gatsby's runtime and, where only its first screen's CSS is inline, its stylesheets in order. */
export const PAGE_DATA = 'page-data'
export type PageData = { pagePath: string; css?: string[] }

/** The same on every page of a build: the application's scripts and compilation hash, and the web app manifest. */
export const APP_DATA = 'app-data'
export type AppData = { scripts: string[]; compilationHash: string; manifest: string }

/** A `<script type="application/json">` with `data`, which no `</script>` in it can close early. */
export const jsonScript = (id: string, data: object) =>
  `<script id="${id}" type="application/json">${JSON.stringify(data).replace(/</g, '\\u003c')}</script>`

const jsonOf = (html: string, id: string) =>
  JSON.parse(new RegExp(`<script id="${id}" type="application/json">([^<]*)</script>`).exec(html)?.[1] ?? 'null')
export const pageDataOf = (html: string) => (jsonOf(html, PAGE_DATA) ?? undefined) as PageData | undefined
export const appDataOf = (html: string) => (jsonOf(html, APP_DATA) ?? undefined) as AppData | undefined
