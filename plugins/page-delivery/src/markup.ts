/**
 * What the post-build stage writes into a page for its loader (loader.ts), and its
 * readers for the tests and the byte budgets. Gatsby's own markup is gatsby.ts's alone.
 * Shared by the browser (gatsby-browser.tsx), the inline scripts and the build.
 */

/**
 * On `<html>` while the page's text is set in the local faces scaled to the web fonts' metrics
 * (src/styles/tokens.css), naming the edition's web font: a page takes its web font only where this
 * browser holds it before the first layout (font-choice.ts), and never swaps it in after
 * painting; the loader fetches it after the first paint for the next page.
 */
export const FONTS_AFTER_PAINT = 'data-fonts-after-paint'
/**
 * On the page's own style of the @font-face rules of a stylesheet whose other rules it links after the first paint:
 * the loader, which replaces the inline stylesheets, leaves it, so that the document's faces never change.
 */
export const FONT_FACES = 'data-font-faces'
/** The style of a page's @font-face rules. */
export const fontFacesStyle = (faces: string) => `<style ${FONT_FACES}>${faces}</style>`

/** The key of the loader's record that this browser has fetched a web font, by its family. */
export const fetchedFontKey = (family: string) => `web-font:${family}`

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
