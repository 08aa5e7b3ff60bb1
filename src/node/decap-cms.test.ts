/**
 * @jest-environment node
 */
import fs from 'fs'
import os from 'os'
import path from 'path'
import type { PluginRef } from 'gatsby'
import { bundleReactAndDecap, decapCmsPlugins, minifyWithEsbuild, prebuiltAsIs } from './decap-cms'

type Options = Record<string, unknown> & {
  staleReason: () => string | undefined
  onBuilt: () => Promise<void>
  customizeWebpackConfig: (config: unknown, helpers: unknown) => void
}

const optionsOf = (plugin: PluginRef): Options => (plugin as unknown as { options: Options }).options

/** Stands in for html-webpack-plugin, which the function finds by its constructor's name. */
class HtmlWebpackPlugin {
  constructor(public userOptions: Record<string, unknown>) {}
}

/** Stands in for copy-webpack-plugin, which the function finds by its constructor's name. */
class CopyPlugin {
  patterns: Array<{ from: string; to: string; info?: Record<string, unknown> }>
  constructor(options: { patterns: CopyPlugin['patterns'] }) {
    this.patterns = options.patterns
  }
}

/** Stands in for html-webpack-tags-plugin, which the function finds by its constructor's name. */
class HtmlWebpackTagsPlugin {
  constructor(public options: { tags: string[]; append: boolean }) {}
}

/** Stands in for terser-webpack-plugin, which offers esbuild's minifier. */
class TerserPlugin {
  static esbuildMinify = () => 'esbuild'
  constructor(public options: Record<string, unknown>) {}
}

const PROJECT_MODULES = path.resolve(__dirname, '../../node_modules')

let root: string
beforeEach(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'decap-cms-'))
  // The packages the admin bundles are found from the site's folder, as Gatsby finds them.
  fs.symlinkSync(PROJECT_MODULES, path.join(root, 'node_modules'))
  fs.mkdirSync(path.join(root, 'src/cms'), { recursive: true })
  fs.writeFileSync(path.join(root, 'src/cms/cms.tsx'), 'the admin')
  fs.writeFileSync(path.join(root, 'package-lock.json'), '{}')
})
afterEach(() => fs.rmSync(root, { recursive: true, force: true }))

/** A stand-in for the configuration the plugin hands to customizeWebpackConfig. */
const standInConfig = (patterns: CopyPlugin['patterns'] = [], cache?: Record<string, unknown>) => ({
  plugins: [
    new HtmlWebpackPlugin({ meta: {} }),
    new CopyPlugin({ patterns }),
    new HtmlWebpackTagsPlugin({ tags: patterns.map((p) => p.to), append: false }),
  ] as unknown[],
  externals: [] as Array<Record<string, string>>,
  optimization: { minimizer: [new TerserPlugin({})] as unknown[] },
  output: { path: path.join(root, 'public/admin') },
  ...(cache && { cache }),
})

/** Runs the admin's webpack set-up for a stage on a stand-in configuration. */
function customize<Config>(options: Options, config: Config, stage = 'build-javascript'): Config {
  options.customizeWebpackConfig(config, { stage, plugins: { define: (values: unknown) => ({ define: values }) } })
  return config
}

/** Runs the admin's webpack set-up on a stand-in configuration and reports a compile that read cms.tsx and wrote cms.js. */
function compile(options: Options): void {
  const config = customize(options, standInConfig())
  const outputDir = config.output.path
  fs.mkdirSync(outputDir, { recursive: true })
  fs.writeFileSync(path.join(outputDir, 'cms.js'), 'bundle')
  type Done = (stats: unknown) => void
  let done: Done = () => undefined
  const compiler = {
    hooks: { done: { tap: (_: string, callback: Done) => (done = callback) } },
  }
  for (const plugin of config.plugins) (plugin as { apply?: (c: unknown) => void }).apply?.(compiler)
  done({
    hasErrors: () => false,
    compilation: {
      fileDependencies: [path.join(root, 'src/cms/cms.tsx')],
      missingDependencies: [],
      getAssets: () => [{ name: 'cms.js' }],
    },
  })
}

describe('decapCmsPlugins', () => {
  it('builds the admin without the identity hook for the GitHub backend, and adds it for git-gateway', () => {
    const github = decapCmsPlugins(root, {})
    expect(github.map((p) => (p as { resolve: string }).resolve)).toEqual(['decap-cms-admin'])
    expect(optionsOf(github[0]).enableIdentityWidget).toBe(false)

    const gateway = decapCmsPlugins(root, { DECAP_BACKEND: 'git-gateway' })
    expect(gateway.map((p) => (p as { resolve: string }).resolve)).toEqual(['decap-cms-admin', 'decap-cms-identity'])
    expect(optionsOf(gateway[0]).enableIdentityWidget).toBe(true)
    expect(optionsOf(gateway[1])).toEqual({ enableIdentityWidget: true })
  })

  it('records a finished admin compile once the build succeeded, so that the next build keeps it until a source changes', async () => {
    const options = optionsOf(decapCmsPlugins(root, {})[0])
    expect(options.staleReason()).toBe('no earlier admin build recorded')
    compile(options)
    expect(options.staleReason()).toBe('no earlier admin build recorded')
    await options.onBuilt()
    expect(options.staleReason()).toBeUndefined()

    fs.writeFileSync(path.join(root, 'src/cms/cms.tsx'), 'the admin, edited')
    expect(options.staleReason()).toBe(`${path.join(root, 'src/cms/cms.tsx')} changed`)
  })

  it('compiles again when the DECAP_* settings differ from the recorded build', async () => {
    const options = optionsOf(decapCmsPlugins(root, {})[0])
    compile(options)
    await options.onBuilt()
    expect(optionsOf(decapCmsPlugins(root, { DECAP_BRANCH: 'drafts' })[0]).staleReason()).toMatch(/settings/)
  })

  it('copies the prebuilt bundles as they are (marked minimized), each with the licence file it names', () => {
    const dist = path.join(root, 'node_modules/decap-cms-app/dist')
    fs.mkdirSync(dist, { recursive: true })
    fs.writeFileSync(path.join(dist, 'decap-cms-app.js'), '/*! For license information please see decap-cms-app.js.LICENSE.txt */')
    fs.writeFileSync(path.join(dist, 'decap-cms-app.js.LICENSE.txt'), 'licences')
    const react = path.join(root, 'node_modules/react/umd/react.production.min.js')
    const patterns = [
      { from: path.join(dist, 'decap-cms-app.js'), to: 'decap-cms-app.js' },
      { from: path.join(dist, 'decap-cms-app.js.map'), to: 'decap-cms-app.js.map' },
      { from: react, to: 'react.production.min.js' },
    ]
    expect(prebuiltAsIs(patterns)).toEqual([
      { from: path.join(dist, 'decap-cms-app.js'), to: 'decap-cms-app.js', info: { minimized: true } },
      { from: path.join(dist, 'decap-cms-app.js.LICENSE.txt'), to: 'decap-cms-app.js.LICENSE.txt', info: { minimized: true } },
      { from: path.join(dist, 'decap-cms-app.js.map'), to: 'decap-cms-app.js.map', info: { minimized: true } },
      { from: react, to: 'react.production.min.js', info: { minimized: true } },
    ])
  })

  it("bundles React and Decap instead of the plugin's prebuilt copies, and copies another package's prebuilt file as it is", () => {
    const prebuilt = (name: string, file: string) => ({ from: path.join(PROJECT_MODULES, name, file), to: path.basename(file) })
    const identity = { from: path.join(root, 'identity/build/netlify-identity.js'), to: 'netlify-identity.js' }
    const config = {
      externals: [
        { 'netlify-identity-widget': 'netlifyIdentity' },
        { react: 'React' },
        { 'react-dom': 'ReactDOM' },
        { 'decap-cms-app': 'DecapCmsApp' },
      ] as Array<Record<string, string>>,
      plugins: [
        new CopyPlugin({
          patterns: [
            identity,
            prebuilt('react', 'umd/react.production.min.js'),
            prebuilt('react-dom', 'umd/react-dom.production.min.js'),
            prebuilt('decap-cms-app', 'dist/decap-cms-app.js'),
          ],
        }),
        new HtmlWebpackTagsPlugin({ tags: [], append: false }),
      ] as unknown[],
    }
    bundleReactAndDecap(config, root)
    expect(config.externals).toEqual([{ 'netlify-identity-widget': 'netlifyIdentity' }])
    expect(config.plugins).toEqual([
      new CopyPlugin({ patterns: [{ ...identity, info: { minimized: true } }] }),
      new HtmlWebpackTagsPlugin({ tags: ['netlify-identity.js'], append: false }),
    ])

    const withoutIdentity = {
      externals: [{ react: 'React' }],
      plugins: [
        new CopyPlugin({ patterns: [prebuilt('react', 'umd/react.production.min.js')] }),
        new HtmlWebpackTagsPlugin({ tags: [], append: false }),
      ] as unknown[],
    }
    bundleReactAndDecap(withoutIdentity, root)
    expect(withoutIdentity).toEqual({ externals: [], plugins: [] })
  })

  it("minifies the admin with esbuild through Gatsby's terser-webpack-plugin, leaving other minimizers", () => {
    const css = { constructor: { name: 'CssMinimizerPlugin' } }
    const config = { optimization: { minimizer: [new TerserPlugin({ parallel: 1 }), css] as unknown[] } }
    minifyWithEsbuild(config)
    expect(config.optimization.minimizer).toEqual([new TerserPlugin({ minify: TerserPlugin.esbuildMinify }), css])
  })

  it('keeps no webpack cache for the production admin, and one of its own for the development server', () => {
    const options = optionsOf(decapCmsPlugins(root, {})[0])
    const cacheFor = (stage: string) =>
      customize(
        options,
        standInConfig([], { type: 'filesystem', name: stage, cacheLocation: path.join(root, '.cache/webpack', `stage-${stage}`) }),
        stage,
      ).cache
    expect(cacheFor('build-javascript')).toBe(false)
    expect(cacheFor('develop')).toMatchObject({
      name: 'decap-cms-admin-develop',
      cacheLocation: path.join(root, '.cache/webpack/decap-cms-admin-develop'),
    })
  })
})
