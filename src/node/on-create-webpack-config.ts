import crypto from 'crypto'
import fs from 'fs'
import path from 'path'
import type { GatsbyNode } from 'gatsby'
import { CSS_EXTRACT_PLUGIN, PARTYTOWN_BROWSER_MODULE } from '../postbuild/gatsby'
import { listFiles } from '../lib/build/list-files'

/** A hash of every stylesheet in src/ and of the post-build stage, which together make what a page inlines. */
function pagesFingerprint(srcDir: string): string {
  const hash = crypto.createHash('sha256')
  const files = [...listFiles(srcDir, '.css'), ...listFiles(path.join(srcDir, 'postbuild'))]
  for (const file of files.sort()) hash.update(file).update(fs.readFileSync(file))
  return hash.digest('hex').slice(0, 16)
}

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

/**
 * A CSS Module class in a production build: 8 hex digits of a hash of its file and name (hex
 * compresses better than base64), instead of Gatsby's `Header-module--item--93b50`. Every page inlines
 * its styles and names the classes again in its markup, and every byte of its compressed HTML counts
 * towards the first round trip of a new connection (docs/performance.md). The server render and the
 * browser bundle must name classes alike, so both build stages take it; `gatsby develop` keeps the
 * readable names.
 */
const PRODUCTION_CLASS_NAME = '[hash:hex:8]'

/** How many CSS Module loaders it set the class names of. */
function shortenClassNames(rules: Rule[]): number {
  let shortened = 0
  for (const rule of rules) {
    for (const use of Array.isArray(rule.use) ? rule.use : []) {
      const modules = use.loader?.includes('css-loader') ? use.options?.modules : undefined
      if (modules) [modules.localIdentName, shortened] = [PRODUCTION_CLASS_NAME, shortened + 1]
    }
    shortened += shortenClassNames([...(rule.oneOf ?? []), ...(rule.rules ?? [])])
  }
  return shortened
}

export const onCreateWebpackConfig: GatsbyNode['onCreateWebpackConfig'] = ({ stage, actions, plugins, getConfig, store }) => {
  const { program } = store.getState() as { program: { directory: string } }
  if (stage === 'build-html' || stage === 'develop-html') {
    // Every page inlines the site's CSS, as the post-build stage leaves it, but Gatsby re-renders HTML
    // only when the server bundle changes, which a CSS-only edit or a change of the stage leaves
    // alone: pages would keep stale styles on incremental builds. gatsby-ssr reads this fingerprint,
    // so such a change renders every page again, for the stage to make anew.
    actions.setWebpackConfig({
      plugins: [plugins.define({ __PAGES_FINGERPRINT__: JSON.stringify(pagesFingerprint(path.join(program.directory, 'src'))) })],
    })
  }
  if (stage === 'build-html' || stage === 'build-javascript') {
    const config = getConfig()
    if (shortenClassNames(config.module.rules as Rule[]) === 0)
      throw new Error(`webpack configuration (${stage}): no css-loader with CSS Modules to shorten the class names of`)
    actions.replaceWebpackConfig(config)
  }
  if (stage === 'build-javascript' || stage === 'develop') {
    const config = getConfig()
    // Gatsby merges all CSS into one stylesheet that every page inlines. The site's CSS Modules
    // are scoped, so each template's CSS can travel with its own chunk instead: a page inlines
    // only the styles it uses, and the order in which chunks load them does not matter (which
    // also spares `gatsby develop` a screenful of "Conflicting order" warnings).
    if (stage === 'build-javascript') {
      if (!config.optimization.splitChunks.cacheGroups.styles)
        throw new Error('webpack configuration: Gatsby merges CSS with a `styles` cache group no more')
      delete config.optimization.splitChunks.cacheGroups.styles
      // Gatsby's built-in Partytown plugin does its browser work in development only, but its module
      // requires gatsby-script and Partytown's snippet at the top, which put them into every page's
      // application chunk. No page uses <Script>, so production drops it.
      const partytown = path.join(program.directory, PARTYTOWN_BROWSER_MODULE)
      if (!fs.existsSync(partytown)) throw new Error(`webpack configuration: Gatsby's Partytown module is no more at ${partytown}`)
      config.resolve = { ...config.resolve, alias: { ...config.resolve?.alias, [partytown]: false } }
    }
    const extract = (config.plugins as Array<{ constructor: { name: string }; options?: { ignoreOrder?: boolean } }>).find(
      (plugin) => plugin.constructor.name === CSS_EXTRACT_PLUGIN,
    )
    if (!extract?.options) throw new Error(`webpack configuration (${stage}): Gatsby extracts CSS with ${CSS_EXTRACT_PLUGIN} no more`)
    extract.options.ignoreOrder = true
    actions.replaceWebpackConfig(config)
  }
}
