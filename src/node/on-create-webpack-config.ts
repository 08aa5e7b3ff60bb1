import crypto from 'crypto'
import fs from 'fs'
import path from 'path'
import type { GatsbyNode } from 'gatsby'
import { listFiles } from '../lib/list-files'

/** A hash of every stylesheet in src/. */
function stylesFingerprint(srcDir: string): string {
  const hash = crypto.createHash('sha256')
  for (const file of listFiles(srcDir, '.css').sort()) hash.update(file).update(fs.readFileSync(file))
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
 * its styles and names the classes again in its markup: the short names take about 600 B off an inner
 * page's compressed HTML, which brings /financialsolutions/services back inside the first round trip of
 * a new connection (TCP's initial window of 10 packets, about 14.6 KB with the headers; a round trip is
 * 150 ms on Lighthouse's mobile network). The server render and the browser bundle must name classes
 * alike, so both build stages take it; `gatsby develop` keeps the readable names.
 */
const PRODUCTION_CLASS_NAME = '[hash:hex:8]'

function shortenClassNames(rules: Rule[]): void {
  for (const rule of rules) {
    for (const use of Array.isArray(rule.use) ? rule.use : []) {
      const modules = use.loader?.includes('css-loader') ? use.options?.modules : undefined
      if (modules) modules.localIdentName = PRODUCTION_CLASS_NAME
    }
    shortenClassNames([...(rule.oneOf ?? []), ...(rule.rules ?? [])])
  }
}

interface CssExtractPlugin {
  constructor: { name: string }
  options?: { ignoreOrder?: boolean }
}

export const onCreateWebpackConfig: GatsbyNode['onCreateWebpackConfig'] = ({ stage, actions, plugins, getConfig, store }) => {
  const { program } = store.getState() as { program: { directory: string } }
  if (stage === 'build-html' || stage === 'develop-html') {
    // Every page inlines the site's CSS, but Gatsby re-renders HTML only when the server bundle
    // changes, and a CSS-only edit leaves that bundle alone: pages would keep stale styles on
    // incremental builds. gatsby-ssr reads this fingerprint, so a stylesheet change re-renders all pages.
    actions.setWebpackConfig({
      plugins: [plugins.define({ __STYLES_FINGERPRINT__: JSON.stringify(stylesFingerprint(path.join(program.directory, 'src'))) })],
    })
  }
  if (stage === 'build-html' || stage === 'build-javascript') {
    const config = getConfig()
    shortenClassNames(config.module.rules as Rule[])
    actions.replaceWebpackConfig(config)
  }
  if (stage === 'build-javascript' || stage === 'develop') {
    const config = getConfig()
    // Gatsby merges all CSS into one stylesheet that every page inlines. The site's CSS Modules
    // are scoped, so each template's CSS can travel with its own chunk instead: a page inlines
    // only the styles it uses, and the order in which chunks load them does not matter (which
    // also spares `gatsby develop` a screenful of "Conflicting order" warnings).
    if (stage === 'build-javascript') {
      delete config.optimization.splitChunks.cacheGroups.styles
      // Gatsby's built-in Partytown plugin does its browser work in development only, but its module
      // requires gatsby-script and Partytown's snippet at the top, which put about 2 KB of compressed
      // JavaScript into every page's application chunk. No page uses <Script>, so production drops it.
      const partytownBrowser = path.join(program.directory, 'node_modules/gatsby/dist/internal-plugins/partytown/gatsby-browser.js')
      config.resolve = { ...config.resolve, alias: { ...config.resolve?.alias, [partytownBrowser]: false } }
    }
    const extract = (config.plugins as CssExtractPlugin[]).find((p) => p.constructor.name === 'MiniCssExtractPlugin')
    if (extract?.options) extract.options.ignoreOrder = true
    actions.replaceWebpackConfig(config)
  }
}
