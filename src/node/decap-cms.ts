import fs from 'fs'
import path from 'path'
import type { PluginRef } from 'gatsby'
import { cmsSettingsFromEnv } from '../config/cms-settings'
import { adminBundleKey, adminBundleRecord, readRecord, staleReason, writeRecord, type AdminBundleRecord } from './admin-bundle-record'

/** Where the admin is served; the plugin emits it to public/admin. */
export const ADMIN_PATH = '/admin/'

interface HtmlPlugin {
  constructor: new (options: Record<string, unknown>) => HtmlPlugin
  userOptions: Record<string, unknown>
}

/** One of the plugin's webpack plugins, found by its constructor's name. */
interface NamedPlugin {
  constructor: { name: string }
}

interface CopyPattern {
  from: string
  to: string
  info?: Record<string, unknown>
}

interface CopyPlugin {
  constructor: new (options: { patterns: CopyPattern[] }) => CopyPlugin
  patterns: CopyPattern[]
}

interface CustomizeHelpers {
  stage: string
  plugins: { define: (definitions: Record<string, string>) => unknown }
}

interface AdminWebpackConfig {
  plugins: unknown[]
  devtool?: string | false
  output: { path: string }
  cache?: false | { type: string; name?: string; cacheLocation?: string; idleTimeoutForInitialStore?: number }
}

interface AdminCompiler {
  hooks: { done: { tap: (name: string, callback: (stats: AdminStats) => void) => void } }
}

interface AdminStats {
  hasErrors: () => boolean
  compilation: { fileDependencies: Iterable<string>; missingDependencies: Iterable<string>; getAssets: () => Array<{ name: string }> }
}

/** Besides its sources, what the admin bundle depends on (a change compiles it again; see admin-bundle-record.ts). */
const ADMIN_CONFIG_FILES = [
  'package-lock.json',
  'gatsby-config.ts',
  'gatsby-node.ts',
  'src/node/decap-cms.ts',
  'src/node/on-create-webpack-config.ts',
]

/**
 * gatsby-plugin-decap-cms, set up for this site: the admin is bundled from src/cms/cms.tsx on its
 * own (public pages load none of it), initialised there with the configuration derived from the
 * content model, and given the deployment settings read from DECAP_* variables at build time.
 * plugins/decap-cms-admin runs the plugin's build hooks: a production build compiles the admin
 * beside the pages rather than before them, and reuses the last one when none of its inputs changed.
 */
export function decapCmsPlugins(rootDir: string, env: NodeJS.ProcessEnv = process.env): PluginRef[] {
  const settings = cmsSettingsFromEnv(env)
  // Netlify Identity signs editors in for git-gateway only; the plugin's browser hook serves it.
  const identity = settings.backend.name === 'git-gateway'
  const outputDir = path.join(rootDir, 'public', ADMIN_PATH.replace(/\//g, ''))
  const recordFile = path.join(rootDir, '.cache', 'decap-cms-admin.json')
  const key = () =>
    adminBundleKey(
      settings,
      ADMIN_CONFIG_FILES.map((file) => path.join(rootDir, file)),
    )
  let compiled: AdminBundleRecord | undefined
  const admin: PluginRef = {
    resolve: 'decap-cms-admin',
    options: {
      modulePath: path.join(rootDir, 'src/cms/cms.tsx'),
      manualInit: true,
      enableIdentityWidget: identity,
      htmlFavicon: path.join(rootDir, 'static/favicon.svg'),
      staleReason: () => staleReason(readRecord(recordFile), key(), outputDir),
      // For builds whose readers never open /admin (the build tests' scratch sites): its compile
      // keeps a core busy for some 25 s of every cold build.
      skipBuild: env.SKIP_ADMIN_BUILD === '1' ? 'SKIP_ADMIN_BUILD=1' : undefined,
      // Called once the whole build has succeeded, so public/admin is the bundle recorded.
      onBuilt: async () => {
        if (compiled) writeRecord(recordFile, compiled)
      },
      customizeWebpackConfig: (config: AdminWebpackConfig, { stage, plugins }: CustomizeHelpers) => {
        // The plugin copies the site's webpack configuration, persistent cache included: left
        // alone, both compilers would write (and keep invalidating) the same cache files.
        // A production build keeps none for the admin: the record above skips its compile when
        // nothing changed, and writing a cache took the main thread from the HTML renderer (about
        // 10 s of a cold build). The development server's admin gets its own, written as soon as the
        // compile ends, so that the next start compiles only what changed.
        if (stage === 'build-javascript') config.cache = false
        else if (config.cache) {
          config.cache = {
            ...config.cache,
            name: `decap-cms-admin-${stage}`,
            cacheLocation: path.join(rootDir, '.cache', 'webpack', `decap-cms-admin-${stage}`),
            idleTimeoutForInitialStore: 0,
          }
        }
        // admin/index.html refers to its files, and Decap to the preview stylesheet "cms.css", by
        // relative URLs: a base element makes them resolve under /admin/ also when the address is
        // /admin. Its robots tag says noindex in words every crawler (and the sitemap test) reads.
        replacePlugin<HtmlPlugin>(config.plugins, 'HtmlWebpackPlugin', 'writes admin/index.html', (html) => {
          const meta = { ...(html.userOptions.meta as Record<string, string>), robots: 'noindex, nofollow' }
          return new html.constructor({ ...html.userOptions, base: ADMIN_PATH, meta })
        })
        config.plugins.push(plugins.define({ CMS_SETTINGS: JSON.stringify(settings) }))
        replacePlugin<CopyPlugin>(
          config.plugins,
          'CopyPlugin',
          'copies Decap and React into the admin',
          (copy) => new copy.constructor({ patterns: prebuiltAsIs(copy.patterns) }),
        )
        // No source map of the admin's own code (decap-cms-app brings its own): the map would
        // double the minifier's work on every admin compile.
        config.devtool = false
        if (path.resolve(config.output.path) !== outputDir)
          throw new Error(`gatsby-plugin-decap-cms writes the admin to ${config.output.path}, not ${outputDir}`)
        config.plugins.push({
          apply: (adminCompiler: AdminCompiler) => {
            adminCompiler.hooks.done.tap('AdminBundleRecord', (stats) => {
              if (stats.hasErrors()) return
              const { fileDependencies, missingDependencies } = stats.compilation
              const outputs = stats.compilation.getAssets().map((asset) => asset.name)
              compiled = adminBundleRecord(key(), outputDir, { fileDependencies, missingDependencies, outputs })
            })
          },
        })
      },
    },
  }
  // The identity hook on its own: gatsby-plugin-decap-cms's browser script, added to every page.
  return identity ? [admin, { resolve: 'decap-cms-identity', options: { enableIdentityWidget: true } }] : [admin]
}

/**
 * The plugin copies Decap's and React's prebuilt bundles, already minified, beside cms.js. Left
 * unmarked, the admin's minifier minifies decap-cms-app.js (4.5 MB) again: that was two thirds of
 * the admin's compile, left its source map describing another file, and replaced its licence file
 * with a one-line stub pointing at itself. Marked as minimized, they are copied as they are, each
 * with the licence file it names.
 */
export function prebuiltAsIs(patterns: CopyPattern[]): CopyPattern[] {
  const asIs = (pattern: CopyPattern): CopyPattern => ({ ...pattern, info: { ...pattern.info, minimized: true } })
  return patterns.flatMap((pattern) => {
    const licence = `${pattern.from}.LICENSE.txt`
    return fs.existsSync(licence) ? [asIs(pattern), asIs({ from: licence, to: `${pattern.to}.LICENSE.txt` })] : [asIs(pattern)]
  })
}

/** Puts replace(plugin) in the place of the plugin's webpack plugin of that constructor name. */
function replacePlugin<Plugin extends NamedPlugin>(
  plugins: unknown[],
  name: string,
  role: string,
  replace: (plugin: Plugin) => Plugin,
): void {
  const at = plugins.findIndex((plugin) => (plugin as NamedPlugin).constructor.name === name)
  if (at < 0) throw new Error(`gatsby-plugin-decap-cms no longer ${role} with ${name}`)
  plugins[at] = replace(plugins[at] as Plugin)
}
