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
  if (stage === 'build-javascript' || stage === 'develop') {
    const config = getConfig()
    // Gatsby merges all CSS into one stylesheet that every page inlines. The site's CSS Modules
    // are scoped, so each template's CSS can travel with its own chunk instead: a page inlines
    // only the styles it uses, and the order in which chunks load them does not matter (which
    // also spares `gatsby develop` a screenful of "Conflicting order" warnings).
    if (stage === 'build-javascript') delete config.optimization.splitChunks.cacheGroups.styles
    const extract = (config.plugins as CssExtractPlugin[]).find((p) => p.constructor.name === 'MiniCssExtractPlugin')
    if (extract?.options) extract.options.ignoreOrder = true
    actions.replaceWebpackConfig(config)
  }
}
