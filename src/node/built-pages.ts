import fs from 'fs'
import path from 'path'
import type { BuildArgs } from 'gatsby'
import { deferAppScripts } from '../lib/defer-app-scripts'
import { inlineFirstScreenCss } from '../lib/first-screen-css'
import { listFiles } from '../lib/list-files'
import { withoutNulBytes } from '../lib/nul-bytes'

/**
 * Rewrites every built page: without the NUL bytes React's streaming renderer pads its chunks with
 * (src/lib/nul-bytes.ts), with only its first screen's CSS inline (src/lib/first-screen-css.ts), and
 * with its application scripts started after the first paint (src/lib/defer-app-scripts.ts). Runs before the _headers file, whose policy allows the new inline
 * script by its hash. Pages Gatsby did not render again keep their rewritten scripts; Gatsby's own
 * copy of the script tags (public/_gatsby, which it stitches into pages) is left as it wrote it.
 */
export function rewriteBuiltPages({ store }: Pick<BuildArgs, 'store'>): void {
  const publicDir = path.join(store.getState().program.directory, 'public')
  const gatsbyDir = path.join(publicDir, '_gatsby') + path.sep
  for (const file of listFiles(publicDir, '.html')) {
    if (file.startsWith(gatsbyDir)) continue
    const html = fs.readFileSync(file, 'utf8')
    const rewritten = deferAppScripts(inlineFirstScreenCss(withoutNulBytes(html)))
    if (rewritten !== html) fs.writeFileSync(file, rewritten)
  }
}
