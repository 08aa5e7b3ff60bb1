/**
 * Cuts the site's own Inter subset from @fontsource-variable/inter's Latin file: the characters,
 * weights and features of src/lib/font-subset.ts, as WOFF2 in src/styles/fonts/. The result is
 * committed; run again after changing that list or updating the font package.
 *
 *   npm run fonts
 */
import fs from 'fs'
import path from 'path'
import subsetFont from 'subset-font'
import { CORE_FEATURES, CORE_RANGES, CORE_WEIGHTS, rangeText } from '../src/lib/font-subset'

const SOURCE = require.resolve('@fontsource-variable/inter/files/inter-latin-wght-normal.woff2')
const TARGET = path.resolve(__dirname, '../src/styles/fonts/inter-core-wght.woff2')

async function main(): Promise<void> {
  const source = fs.readFileSync(SOURCE)
  const subset = await subsetFont(source, rangeText(CORE_RANGES), {
    targetFormat: 'woff2',
    variationAxes: { wght: CORE_WEIGHTS },
    keepFeatures: [...CORE_FEATURES],
  })
  fs.mkdirSync(path.dirname(TARGET), { recursive: true })
  fs.writeFileSync(TARGET, subset)
  console.log(`${path.relative(process.cwd(), TARGET)}: ${subset.length} bytes (from ${source.length})`)
}

main().catch((error: unknown) => {
  console.error(error)
  process.exit(1)
})
