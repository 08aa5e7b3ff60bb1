/**
 * gatsby-plugin-decap-cms's build and development-server hooks (it builds /admin), without its
 * gatsby-browser.js. That file only passes Netlify Identity invitation links to the identity
 * widget, which the GitHub backend does not use, yet Gatsby would add it and the plugin's options
 * to the script of every public page (plugins/decap-cms-identity adds it for git-gateway).
 *
 * In a production build the plugin's webpack hook compiles the admin, and Gatsby waits for that
 * before it even starts on the pages' bundles. Here the compile runs beside the pages' build and
 * onPostBuild waits for it; and when options.staleReason() finds nothing changed since the last
 * admin compile (src/node/admin-bundle-record.ts), the admin in public/admin is kept as it is.
 * options.skipBuild, a reason, leaves the admin out of a production build altogether.
 */
const upstream = require('gatsby-plugin-decap-cms/gatsby-node')

let compiling

exports.onPreInit = upstream.onPreInit
exports.onCreateDevServer = upstream.onCreateDevServer

exports.onCreateWebpackConfig = (args, options) => {
  if (args.stage !== 'build-javascript') return upstream.onCreateWebpackConfig(args, options)
  if (options.skipBuild) {
    args.reporter.info(`decap-cms-admin: not built (${options.skipBuild})`)
    keepPagesConfig(args, options)
    return undefined
  }
  const stale = options.staleReason()
  if (stale === undefined) {
    args.reporter.info('decap-cms-admin: nothing the admin is built from has changed; public/admin kept')
    keepPagesConfig(args, options)
    return undefined
  }
  args.reporter.info(`decap-cms-admin: compiling the admin beside the pages (${stale})`)
  const started = Date.now()
  compiling = upstream.onCreateWebpackConfig(args, options).then(
    () => ({ seconds: (Date.now() - started) / 1000 }),
    (error) => ({ error }),
  )
  return undefined
}

exports.onPostBuild = async ({ reporter }, options) => {
  if (!compiling) return
  const { seconds, error } = await compiling
  compiling = undefined
  if (error) reporter.panicOnBuild('decap-cms-admin: the admin did not compile', error)
  else {
    reporter.info(`decap-cms-admin: admin compiled in ${seconds.toFixed(1)} s`)
    await options.onBuilt()
  }
}

/** The change gatsby-plugin-decap-cms's hook makes to the pages' own webpack configuration. */
function keepPagesConfig({ actions, plugins }, { enableIdentityWidget = true }) {
  actions.setWebpackConfig({
    optimization: {
      splitChunks: {
        cacheGroups: {
          'netlify-identity-widget': {
            test: /[\\/]node_modules[\\/](netlify-identity-widget)[\\/]/,
            name: 'netlify-identity-widget',
            chunks: 'all',
            enforce: true,
          },
        },
      },
    },
    plugins: enableIdentityWidget ? [] : [plugins.ignore({ resourceRegExp: /^netlify-identity-widget$/ })],
  })
}
