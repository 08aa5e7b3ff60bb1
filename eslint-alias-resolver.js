/**
 * Resolves tsconfig.json's path aliases (`@src/…`) to files for eslint-plugin-import, so that the
 * layering lint (eslint.config.mjs) judges an aliased import as it does a relative one. Home-made:
 * eslint-import-resolver-typescript, which reads tsconfig's paths, is not among the dependencies.
 */
const fs = require('node:fs')
const path = require('node:path')
const { compilerOptions } = require('./tsconfig.json')

const ALIASES = Object.entries(compilerOptions.paths)
  .filter(([alias]) => alias.endsWith('/*'))
  .map(([alias, [target]]) => [alias.slice(0, -1), path.resolve(__dirname, target.slice(0, -1))])

exports.interfaceVersion = 2

exports.resolve = (source, _file, { extensions = ['.ts', '.tsx', '.js'] } = {}) => {
  const alias = ALIASES.find(([prefix]) => source.startsWith(prefix))
  if (!alias) return { found: false }
  const base = path.join(alias[1], source.slice(alias[0].length))
  const candidates = ['', ...extensions].map((ext) => base + ext).concat(extensions.map((ext) => path.join(base, `index${ext}`)))
  const file = candidates.find((candidate) => fs.statSync(candidate, { throwIfNoEntry: false })?.isFile())
  return file ? { found: true, path: file } : { found: false }
}
