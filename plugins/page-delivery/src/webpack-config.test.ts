import path from 'path'
import { onCreateWebpackConfig } from './webpack-config'

import { CSS_EXTRACT_PLUGIN } from './gatsby'

/** A plugin of the name Gatsby's CSS extraction has. */
const CssExtractPlugin = {
  [CSS_EXTRACT_PLUGIN]: class {
    options = { ignoreOrder: false }
  },
}[CSS_EXTRACT_PLUGIN]

/** A webpack configuration as Gatsby builds it: CSS Modules through css-loader, nested in oneOf. */
const gatsbyConfig = () => ({
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
  optimization: { splitChunks: { cacheGroups: { styles: {} as object | undefined } } },
  plugins: [new CssExtractPlugin()] as object[],
})

function configAfter(stage: string, change: (config: ReturnType<typeof gatsbyConfig>) => void = () => undefined) {
  const config = gatsbyConfig()
  change(config)
  const actions = { setWebpackConfig: jest.fn(), replaceWebpackConfig: jest.fn() }
  const args = {
    stage,
    actions,
    plugins: { define: jest.fn() },
    getConfig: () => config,
    store: { getState: () => ({ program: { directory: path.resolve(__dirname, '../../..') } }) },
  }
  onCreateWebpackConfig!(args as unknown as Parameters<NonNullable<typeof onCreateWebpackConfig>>[0], { plugins: [] }, () => undefined)
  return config.module.rules[2].oneOf!.map((rule) => rule.use[0].options.modules)
}

describe('onCreateWebpackConfig', () => {
  it.each(['build-html', 'build-javascript'])('names CSS Module classes by a short hash in the %s stage, both stages alike', (stage) => {
    expect(configAfter(stage)).toEqual([{ localIdentName: '[hash:hex:8]' }, false])
  })

  it.each(['develop', 'develop-html'])('keeps the readable class names in the %s stage', (stage) => {
    expect(configAfter(stage)).toEqual([{ localIdentName: '[name]--[local]--[hash:hex:5]' }, false])
  })

  it.each([
    ['the CSS Modules loader', (config: ReturnType<typeof gatsbyConfig>) => (config.module.rules = []), /no css-loader with CSS Modules/],
    [
      'the styles cache group',
      (config: ReturnType<typeof gatsbyConfig>) => (config.optimization.splitChunks.cacheGroups.styles = undefined),
      /styles/,
    ],
    ['its CSS extraction', (config: ReturnType<typeof gatsbyConfig>) => (config.plugins = []), new RegExp(CSS_EXTRACT_PLUGIN)],
  ])('stops the build when Gatsby’s configuration lacks %s', (_what, change, message) => {
    expect(() => configAfter('build-javascript', change)).toThrow(message)
  })
})
