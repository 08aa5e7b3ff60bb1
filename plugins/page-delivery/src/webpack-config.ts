import crypto from 'crypto'
import fs from 'fs'
import path from 'path'
import type { GatsbyNode } from 'gatsby'
import * as gatsby from './gatsby'
import { listFiles } from '../../../src/lib/build/list-files'

/** This plugin's folder, from the site's root: the post-build stage compiles its inline scripts from here. */
export const PLUGIN_DIR = 'plugins/page-delivery'

/** A hash of every stylesheet in src/ and of the post-build stage, which together make what a page inlines. */
function pagesFingerprint(rootDir: string): string {
  const hash = crypto.createHash('sha256')
  const files = [...listFiles(path.join(rootDir, 'src'), '.css'), ...listFiles(path.join(rootDir, PLUGIN_DIR, 'src'))]
  for (const file of files.sort()) hash.update(file).update(fs.readFileSync(file))
  return hash.digest('hex').slice(0, 16)
}

/**
 * A CSS Module class in a production build: 8 hex digits of a hash of its file and name (hex
 * compresses better than base64), instead of Gatsby's `Header-module--item--93b50`. Every page inlines
 * its styles and names the classes again in its markup, and every byte of its compressed HTML counts
 * towards the first round trip of a new connection (docs/performance.md). The server render and the
 * browser bundle must name classes alike, so both build stages take it; `gatsby develop` keeps the
 * readable names.
 */
const PRODUCTION_CLASS_NAME = '[hash:hex:8]'

/**
 * V8's explicit compile hint (Chromium 136 on): a script whose first line is this comment has all its
 * functions compiled as it streams in, on a background thread, instead of one by one on the main thread
 * as the application's start and React's hydration first call them (docs/performance.md).
 */
export const COMPILE_ALL_HINT = '//# allFunctionsCalledOnLoad'
/**
 * The stage of webpack's asset processing that adds the hint: after Terser minifies (OPTIMIZE_SIZE,
 * 400), which would drop the comment, before the source maps (DEV_TOOLING, 500) and the files' content
 * hashes (OPTIMIZE_HASH, 2500), which then count it.
 */
const AFTER_MINIFYING = 401

export const onCreateWebpackConfig: GatsbyNode['onCreateWebpackConfig'] = ({ stage, actions, plugins, getConfig, store }) => {
  const { program } = store.getState() as { program: { directory: string } }
  if (stage === 'build-html' || stage === 'develop-html') {
    // Every page inlines the site's CSS, as the post-build stage leaves it, but Gatsby re-renders HTML
    // only when the server bundle changes, which a CSS-only edit or a change of the stage leaves
    // alone: pages would keep stale styles on incremental builds. The plugin's gatsby-ssr reads this
    // fingerprint, so such a change renders every page again, for the stage to make anew.
    actions.setWebpackConfig({
      plugins: [plugins.define({ __PAGES_FINGERPRINT__: JSON.stringify(pagesFingerprint(program.directory)) })],
    })
  }
  if (stage === 'build-html' || stage === 'build-javascript') {
    const config = getConfig() as gatsby.WebpackConfig
    gatsby.setCssModuleClassNames(config, stage, PRODUCTION_CLASS_NAME)
    actions.replaceWebpackConfig(config)
  }
  if (stage === 'build-javascript' || stage === 'develop') {
    const config = getConfig() as gatsby.WebpackConfig
    // Gatsby merges all CSS into one stylesheet that every page inlines. The site's CSS Modules
    // are scoped, so each template's CSS can travel with its own chunk instead: a page inlines
    // only the styles it uses, and the order in which chunks load them does not matter (which
    // also spares `gatsby develop` a screenful of "Conflicting order" warnings).
    if (stage === 'build-javascript') {
      gatsby.dropStylesCacheGroup(config, stage)
      // Gatsby's built-in Partytown plugin does its browser work in development only, but its module
      // requires gatsby-script and Partytown's snippet at the top, which put them into every page's
      // application chunk. No page uses <Script>, so production drops it.
      const partytown = path.join(program.directory, gatsby.PARTYTOWN_BROWSER_MODULE)
      gatsby.dropPartytown(config, stage, partytown, fs.existsSync(partytown))
      // React's and the application's scripts, most of whose functions a page's start and hydration call. The
      // templates' chunks, marked as well, shortened no task and took the home pages' scripts over their budget.
      const test = gatsby.startupScriptFiles(config, stage)
      config.plugins.push(plugins.banner({ banner: COMPILE_ALL_HINT, raw: true, test, stage: AFTER_MINIFYING }))
    }
    gatsby.ignoreCssOrder(config, stage)
    actions.replaceWebpackConfig(config)
  }
}
