/** @jest-environment node */
/**
 * The scripts every page starts its application with, from public/ as `npm run build` left it: React's
 * chunk and the application's begin with V8's hint to compile them whole, on their first line, where V8
 * reads it (minifying would drop the comment, so the build adds it after).
 */
import fs from 'fs'
import path from 'path'
import { COMPILE_ALL_HINT } from '../../plugins/page-delivery/src/webpack-config'

const PUBLIC = path.join(__dirname, '../../public')

/** The application's scripts but webpack's runtime, from the chunk group `app` of webpack.stats.json. */
function startupScripts(): string[] {
  const statsFile = path.join(PUBLIC, 'webpack.stats.json')
  if (!fs.existsSync(statsFile)) throw new Error('public/webpack.stats.json not found: run npm run build first.')
  const stats = JSON.parse(fs.readFileSync(statsFile, 'utf8')) as { namedChunkGroups: Record<string, { assets: Array<{ name: string }> }> }
  return stats.namedChunkGroups.app.assets
    .map(({ name }) => name)
    .filter((name) => name.endsWith('.js') && !name.startsWith('webpack-runtime-'))
}

describe('the scripts that start every page', () => {
  it("are React's and the application's", () => {
    expect(startupScripts().map((name) => name.replace(/-[0-9a-f]+\.js$/, ''))).toEqual(['framework', 'app'])
  })

  it.each(startupScripts())("%s begins with V8's hint to compile it whole", (name) => {
    expect(fs.readFileSync(path.join(PUBLIC, name), 'utf8').split('\n', 1)[0]).toBe(COMPILE_ALL_HINT)
  })
})
