import fs from 'fs'
import path from 'path'
import type { BuildArgs } from 'gatsby'
import { deferAppScripts } from '../lib/defer-app-scripts'
import { FIRST_ROUND_TRIP_BYTES, firstRoundTripBytes, inlineFirstScreenCss } from '../lib/first-screen-css'
import { listFiles } from '../lib/list-files'
import { withoutNulBytes } from '../lib/nul-bytes'

/** Every built page's file, but Gatsby's own copy of the script tags (public/_gatsby, which it stitches into pages). */
function builtPages(publicDir: string): string[] {
  const gatsbyDir = path.join(publicDir, '_gatsby') + path.sep
  return listFiles(publicDir, '.html').filter((file) => !file.startsWith(gatsbyDir))
}

/** Writes `file` with `rewrite` applied to it, when that changes it. */
function rewriteFile(file: string, rewrite: (html: string) => string): void {
  const html = fs.readFileSync(file, 'utf8')
  const rewritten = rewrite(html)
  if (rewritten !== html) fs.writeFileSync(file, rewritten)
}

/**
 * Rewrites every built page without the NUL bytes React's streaming renderer pads its chunks with
 * (src/lib/nul-bytes.ts) and with its application scripts started after the first paint
 * (src/lib/defer-app-scripts.ts). Runs before the _headers file, whose policy allows the new inline
 * script by its hash. A page that Gatsby did not render again is rewritten afresh from what an
 * earlier build made of it.
 */
export function rewriteBuiltPages({ store }: Pick<BuildArgs, 'store'>): void {
  const publicDir = path.join(store.getState().program.directory, 'public')
  for (const file of builtPages(publicDir)) rewriteFile(file, (html) => deferAppScripts(withoutNulBytes(html)))
}

/**
 * Leaves only its first screen's CSS inline in every built page whose whole HTML and first screen's
 * image would not fit the first round trip (src/lib/first-screen-css.ts). Runs last, once each page
 * carries everything it is served with (its policy's `<meta>` is some 250 compressed bytes), so that
 * a first build and a warm one measure the same page. A page an earlier build split is split afresh.
 */
export function splitBuiltPagesCss({ store }: Pick<BuildArgs, 'store'>): void {
  const publicDir = path.join(store.getState().program.directory, 'public')
  const stylesheet = (href: string) => fs.readFileSync(path.join(publicDir, href), 'utf8')
  const fileBytes = (sitePath: string) => fs.statSync(path.join(publicDir, sitePath)).size
  const fitsFirstRoundTrip = (html: string) => firstRoundTripBytes(html, fileBytes) <= FIRST_ROUND_TRIP_BYTES
  for (const file of builtPages(publicDir)) rewriteFile(file, (html) => inlineFirstScreenCss(html, stylesheet, fitsFirstRoundTrip))
}
