/**
 * Cuts the site's own fonts, as WOFF2 in src/styles/fonts/ (committed; run again after changing
 * tools/lib/font-subset.ts, updating a font package, or adding Arabic text with a character the cut lacks):
 * - Inter, from @fontsource-variable/inter's Latin file: the characters, weights and features of English copy;
 * - Noto Kufi Arabic, from @fontsource-variable/noto-kufi-arabic's Arabic file: the Arabic alphabet
 *   and every other Arabic character of the Arabic content (tools/lib/arabic-texts.ts), its weights
 *   and the features Arabic shaping needs. Folders given as arguments are read like `content-ar/`.
 *
 *   npm run fonts [-- ARABIC_TEXT_DIR...]
 */
import fs from 'fs'
import path from 'path'
import subsetFont from 'subset-font'
import {
  ARABIC_FEATURES,
  CORE_FEATURES,
  CORE_RANGES,
  FONT_WEIGHTS,
  arabicSubsetRanges,
  rangeText,
  unicodeRange,
  type CodeRange,
} from './lib/font-subset'
import { arabicTexts } from './lib/arabic-texts'

const ROOT = path.resolve(__dirname, '..')
const FONTS = path.join(ROOT, 'src/styles/fonts')

interface Cut {
  source: string
  target: string
  ranges: readonly CodeRange[]
  weights: { min: number; max: number }
  features: readonly string[]
}

async function cut({ source, target, ranges, weights, features }: Cut): Promise<void> {
  const input = fs.readFileSync(source)
  const subset = await subsetFont(input, rangeText(ranges), {
    targetFormat: 'woff2',
    variationAxes: { wght: weights },
    keepFeatures: [...features],
  })
  fs.writeFileSync(target, subset)
  console.log(`${path.relative(process.cwd(), target)}: ${subset.length} bytes (from ${input.length})`)
}

async function main(): Promise<void> {
  fs.mkdirSync(FONTS, { recursive: true })
  await cut({
    source: require.resolve('@fontsource-variable/inter/files/inter-latin-wght-normal.woff2'),
    target: path.join(FONTS, 'inter-core-wght.woff2'),
    ranges: CORE_RANGES,
    weights: FONT_WEIGHTS,
    features: CORE_FEATURES,
  })
  const arabicRanges = arabicSubsetRanges(arabicTexts(ROOT, process.argv.slice(2)))
  await cut({
    source: require.resolve('@fontsource-variable/noto-kufi-arabic/files/noto-kufi-arabic-arabic-wght-normal.woff2'),
    target: path.join(FONTS, 'kufi-arabic-wght.woff2'),
    ranges: arabicRanges,
    weights: FONT_WEIGHTS,
    features: ARABIC_FEATURES,
  })
  console.log(`Arabic unicode-range for src/styles/fonts.css: ${unicodeRange(arabicRanges)}`)
}

main().catch((error: unknown) => {
  console.error(error)
  process.exit(1)
})
