import path from 'path'
import type { PluginRef } from 'gatsby'
import { cmsSettingsFromEnv } from '../config/cms-settings'

/** Where the admin is served; the plugin emits it to public/admin. */
export const ADMIN_PATH = '/admin/'

interface HtmlPlugin {
  constructor: new (options: Record<string, unknown>) => HtmlPlugin
  userOptions: Record<string, unknown>
}

interface CustomizeHelpers {
  stage: string
  plugins: { define: (definitions: Record<string, string>) => unknown }
}

interface AdminWebpackConfig {
  plugins: unknown[]
  cache?: false | { type: string; name?: string; cacheLocation?: string }
}

/**
 * gatsby-plugin-decap-cms, set up for this site: the admin is bundled from src/cms/cms.tsx on its
 * own (public pages load none of it), initialised there with the configuration derived from the
 * content model, and given the deployment settings read from DECAP_* variables at build time.
 */
export function decapCmsPlugin(rootDir: string, env: NodeJS.ProcessEnv = process.env): PluginRef {
  const settings = cmsSettingsFromEnv(env)
  // Netlify Identity signs editors in for git-gateway only; the plugin's browser hook serves it.
  const identity = settings.backend.name === 'git-gateway'
  return {
    resolve: identity ? 'gatsby-plugin-decap-cms' : 'decap-cms-admin',
    options: {
      modulePath: path.join(rootDir, 'src/cms/cms.tsx'),
      manualInit: true,
      enableIdentityWidget: identity,
      htmlFavicon: path.join(rootDir, 'static/favicon.svg'),
      customizeWebpackConfig: (config: AdminWebpackConfig, { stage, plugins }: CustomizeHelpers) => {
        // The plugin copies the site's webpack configuration, persistent cache included: left
        // alone, both compilers would write (and keep invalidating) the same cache files. The
        // admin gets its own, so a rebuild compiles only what changed there too.
        if (config.cache) {
          config.cache = {
            ...config.cache,
            name: `decap-cms-admin-${stage}`,
            cacheLocation: path.join(rootDir, '.cache', 'webpack', `decap-cms-admin-${stage}`),
          }
        }
        // admin/index.html refers to its files, and Decap to the preview stylesheet "cms.css", by
        // relative URLs: a base element makes them resolve under /admin/ also when the address is
        // /admin. Its robots tag says noindex in words every crawler (and the sitemap test) reads.
        const at = config.plugins.findIndex((p) => (p as HtmlPlugin).constructor.name === 'HtmlWebpackPlugin')
        if (at < 0) throw new Error('gatsby-plugin-decap-cms no longer writes admin/index.html with HtmlWebpackPlugin')
        const html = config.plugins[at] as HtmlPlugin
        const meta = { ...(html.userOptions.meta as Record<string, string>), robots: 'noindex, nofollow' }
        config.plugins[at] = new html.constructor({ ...html.userOptions, base: ADMIN_PATH, meta })
        config.plugins.push(plugins.define({ CMS_SETTINGS: JSON.stringify(settings) }))
      },
    },
  }
}
