/**
 * @jest-environment node
 */
import fs from 'fs'
import os from 'os'
import path from 'path'
import type { PluginRef } from 'gatsby'
import { decapCmsPlugins, prebuiltAsIs } from './decap-cms'

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

let root: string
beforeEach(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'decap-cms-'))
  fs.mkdirSync(path.join(root, 'src/cms'), { recursive: true })
  fs.writeFileSync(path.join(root, 'src/cms/cms.tsx'), 'the admin')
  fs.writeFileSync(path.join(root, 'package-lock.json'), '{}')
})
afterEach(() => fs.rmSync(root, { recursive: true, force: true }))

/** A stand-in for the configuration the plugin hands to customizeWebpackConfig. */
const standInConfig = (patterns: CopyPlugin['patterns'] = [], cache?: Record<string, unknown>) => ({
  plugins: [new HtmlWebpackPlugin({ meta: {} }), new CopyPlugin({ patterns })] as unknown[],
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

  it('leaves the admin out of the build only when SKIP_ADMIN_BUILD is 1', () => {
    expect(optionsOf(decapCmsPlugins(root, {})[0]).skipBuild).toBeUndefined()
    expect(optionsOf(decapCmsPlugins(root, { SKIP_ADMIN_BUILD: '0' })[0]).skipBuild).toBeUndefined()
    expect(optionsOf(decapCmsPlugins(root, { SKIP_ADMIN_BUILD: '1' })[0]).skipBuild).toBe('SKIP_ADMIN_BUILD=1')
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

  it("replaces the plugin's copy of the prebuilt bundles with one that keeps them as they are", () => {
    const options = optionsOf(decapCmsPlugins(root, {})[0])
    const pattern = { from: path.join(root, 'react.production.min.js'), to: 'react.production.min.js' }
    const config = customize(options, standInConfig([pattern]))
    const copies = config.plugins.filter((plugin): plugin is CopyPlugin => plugin instanceof CopyPlugin)
    expect(copies.map((copy) => copy.patterns)).toEqual([[{ ...pattern, info: { minimized: true } }]])
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
