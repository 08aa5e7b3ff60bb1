import fs from 'fs'
import path from 'path'
import type { BuildArgs } from 'gatsby'
import { compressedSize } from '../lib/compressed-size'
import { deferAppScripts } from '../lib/defer-app-scripts'
import { firstScreenImage, FIRST_ROUND_TRIP_BYTES, inlineFirstScreenCss } from '../lib/first-screen-css'
import { listFiles } from '../lib/list-files'
import { withoutNulBytes } from '../lib/nul-bytes'

/**
 * Rewrites every built page: without the NUL bytes React's streaming renderer pads its chunks with
 * (src/lib/nul-bytes.ts), with only its first screen's CSS inline where the whole page and its
 * first screen's image would not fit the first round trip (src/lib/first-screen-css.ts), and with
 * its application scripts started after the first paint (src/lib/defer-app-scripts.ts). Runs
 * before the _headers file, whose policy allows the new inline script by its hash. A page that
 * Gatsby did not render again is rewritten afresh from what an earlier build made of it; Gatsby's
 * own copy of the script tags (public/_gatsby, which it stitches into pages) is left as it wrote it.
 */
export function rewriteBuiltPages({ store }: Pick<BuildArgs, 'store'>): void {
  const publicDir = path.join(store.getState().program.directory, 'public')
  const gatsbyDir = path.join(publicDir, '_gatsby') + path.sep
  const stylesheet = (href: string) => fs.readFileSync(path.join(publicDir, href), 'utf8')
  for (const file of listFiles(publicDir, '.html')) {
    if (file.startsWith(gatsbyDir)) continue
    const html = fs.readFileSync(file, 'utf8')
    const rewritten = inlineFirstScreenCss(deferAppScripts(withoutNulBytes(html)), stylesheet, fitsFirstRoundTrip)
    if (rewritten !== html) fs.writeFileSync(file, rewritten)
  }

  /** Whether a page and its first screen's image (images are sent as they are) fit the first round trip. */
  function fitsFirstRoundTrip(html: string): boolean {
    const image = firstScreenImage(html)
    const imageBytes = image ? fs.statSync(path.join(publicDir, decodeURI(image))).size : 0
    return compressedSize(html) + imageBytes <= FIRST_ROUND_TRIP_BYTES
  }
}
