import path from 'path'
import { COMPILE_ALL_HINT, onCreateWebpackConfig } from './webpack-config'

import { CSS_EXTRACT_PLUGIN } from './gatsby'

/** A plugin of the name Gatsby's CSS extraction has. */
const CssExtractPlugin = {
  [CSS_EXTRACT_PLUGIN]: class {
    options = { ignoreOrder: false }
  },
}[CSS_EXTRACT_PLUGIN]

/** A webpack configuration as Gatsby builds it: CSS Modules through css-loader, nested in oneOf. */
const gatsbyConfig = () => ({
  entry: { app: '/site/.cache/production-app' } as Record<string, string> | undefined,
  output: { filename: '[name]-[contenthash].js', chunkFilename: '[name]-[contenthash].js' },
  module: {
    rules: [
      { test: /\.js$/, use: [{ loader: '/node_modules/babel-loader/index.js', options: {} }] },
      { test: /\.svg$/, use: () => [] },
      {
        oneOf: [
          {
            test: /\.module\.css$/,
            use: [
              { loader: '/node_modules/css-loader/dist/cjs.js', options: { modules: { localIdentName: '[name]--[local]--[hash:hex:5]' } } },
            ],
          },
          { test: /\.css$/, use: [{ loader: '/node_modules/css-loader/dist/cjs.js', options: { modules: false } }] },
        ],
      },
    ],
  },
  optimization: {
    splitChunks: { cacheGroups: { framework: { name: 'framework' } as object | undefined, styles: {} as object | undefined } },
  },
  plugins: [new CssExtractPlugin()] as object[],
})

/** What Gatsby's helper for webpack's BannerPlugin makes: the plugin's options, to read. */
class BannerPlugin {
  constructor(readonly options: { banner: string; raw?: boolean; test: RegExp; stage?: number }) {}
}

function configAfter(stage: string, change: (config: ReturnType<typeof gatsbyConfig>) => void = () => undefined) {
  const config = gatsbyConfig()
  change(config)
  const actions = { setWebpackConfig: jest.fn(), replaceWebpackConfig: jest.fn() }
  const args = {
    stage,
    actions,
    plugins: { define: jest.fn(), banner: (options: BannerPlugin['options']) => new BannerPlugin(options) },
    getConfig: () => config,
    store: { getState: () => ({ program: { directory: path.resolve(__dirname, '../../..') } }) },
  }
  onCreateWebpackConfig!(args as unknown as Parameters<NonNullable<typeof onCreateWebpackConfig>>[0], { plugins: [] }, () => undefined)
  return config
}

const classNamesAfter = (stage: string) => configAfter(stage).module.rules[2].oneOf!.map((rule) => rule.use[0].options.modules)

const bannersAfter = (stage: string) => configAfter(stage).plugins.filter((plugin) => plugin instanceof BannerPlugin)

describe('onCreateWebpackConfig', () => {
  it.each(['build-html', 'build-javascript'])('names CSS Module classes by a short hash in the %s stage, both stages alike', (stage) => {
    expect(classNamesAfter(stage)).toEqual([{ localIdentName: '[hash:hex:8]' }, false])
  })

  it.each(['develop', 'develop-html'])('keeps the readable class names in the %s stage', (stage) => {
    expect(classNamesAfter(stage)).toEqual([{ localIdentName: '[name]--[local]--[hash:hex:5]' }, false])
  })

  it("heads React's and the application's scripts with V8's hint to compile them whole, once they are minified", () => {
    const [banner, ...more] = bannersAfter('build-javascript')
    expect(more).toEqual([])
    // Raw, as the one line it is; after Terser's stage (400), which drops comments, and before the source maps' (500).
    expect(banner.options).toMatchObject({ banner: COMPILE_ALL_HINT, raw: true })
    expect(banner.options.stage).toBeGreaterThan(400)
    expect(banner.options.stage).toBeLessThan(500)
    const headed = [
      'framework-2a453d493ae9c39f3dd2.js',
      'app-dc72693504341017bf9d.js',
      'component---src-pages-index-tsx-c71e631c9031f8e485d7.js',
    ]
      .concat(['app-dc72693504341017bf9d.js.map', 'app.8adf9dce9b4c60b0318a.css', 'webpack-runtime-979c7602ec7643fb0fb2.js'])
      .filter((file) => banner.options.test.test(file))
    expect(headed).toEqual(['framework-2a453d493ae9c39f3dd2.js', 'app-dc72693504341017bf9d.js'])
  })

  it.each(['build-html', 'develop', 'develop-html'])('adds no compile hint in the %s stage', (stage) => {
    expect(bannersAfter(stage)).toEqual([])
  })

  it.each([
    ['the CSS Modules loader', (config: ReturnType<typeof gatsbyConfig>) => (config.module.rules = []), /no css-loader with CSS Modules/],
    [
      'the styles cache group',
      (config: ReturnType<typeof gatsbyConfig>) => (config.optimization.splitChunks.cacheGroups.styles = undefined),
      /styles/,
    ],
    ['its CSS extraction', (config: ReturnType<typeof gatsbyConfig>) => (config.plugins = []), new RegExp(CSS_EXTRACT_PLUGIN)],
    [
      "React's chunk",
      (config: ReturnType<typeof gatsbyConfig>) => (config.optimization.splitChunks.cacheGroups.framework = undefined),
      /framework/,
    ],
    ["the application's entry", (config: ReturnType<typeof gatsbyConfig>) => (config.entry = undefined), /entry `app`/],
    [
      'its names of scripts',
      (config: ReturnType<typeof gatsbyConfig>) => (config.output.chunkFilename = '[id].[contenthash].js'),
      /\[id\]\.\[contenthash\]\.js/,
    ],
  ])('stops the build when Gatsby’s configuration lacks %s', (_what, change, message) => {
    expect(() => configAfter('build-javascript', change)).toThrow(message)
  })
})
