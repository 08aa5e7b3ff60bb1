/**
 * Measures the descriptors of the Arabic cut's metric-matched fallback faces (src/styles/fonts.css):
 * shapes the Arabic content's words (tools/lib/arabic-texts.ts) in the cut and in each local font
 * given, with HarfBuzz (harfbuzzjs, the shaper subset-font is built on), and prints the size-adjust
 * and vertical overrides that make the local font take the cut's space (tools/lib/fallback-descriptors.ts),
 * scaled by the size-adjust of the cut's own face in src/styles/fonts.css.
 * Folders among the arguments are read as Arabic text like `content-ar/`; files are fonts. The cut
 * and the local fonts (where variable) are measured at weight 400, or at the weight given by --weight
 * (e.g. 700 against a local bold face).
 *
 *   npm run fonts:fallback -- [--weight 700] [ARABIC_TEXT_DIR...] FONT_FILE...
 */
import fs from 'fs'
import path from 'path'
import { createRequire } from 'module'
import { fallbackDescriptors, type FontMeasure } from './lib/fallback-descriptors'
import { arabicTexts } from './lib/arabic-texts'

const ROOT = path.resolve(__dirname, '..')
const CUT = path.join(ROOT, 'src/styles/fonts/kufi-arabic-wght.woff2')
const FONTS_CSS = path.join(ROOT, 'src/styles/fonts.css')

/** The size-adjust of the cut's own face in fonts.css, as a ratio (1 without one). */
function cutSizeAdjust(): number {
  const face = fs
    .readFileSync(FONTS_CSS, 'utf8')
    .split('@font-face')
    .find((block) => block.includes("font-family: 'Noto Kufi Arabic Variable'"))
  if (!face) throw new Error(`${path.relative(ROOT, FONTS_CSS)}: no @font-face for 'Noto Kufi Arabic Variable'`)
  const percent = face.match(/size-adjust:\s*([\d.]+)%/)?.[1]
  return percent ? Number(percent) / 100 : 1
}

type HarfBuzz = typeof import('harfbuzzjs')

/** The font as TrueType/OpenType (WOFF2 decompressed with subset-font's own converter). */
async function sfnt(file: string): Promise<Uint8Array> {
  const fontverter = createRequire(require.resolve('subset-font'))('fontverter') as { convert(font: Buffer, to: 'sfnt'): Promise<Buffer> }
  return fontverter.convert(fs.readFileSync(file), 'sfnt')
}

async function measure(hb: HarfBuzz, file: string, sample: string, weight?: number): Promise<FontMeasure> {
  const face = new hb.Face(new hb.Blob(await sfnt(file)), 0)
  const font = new hb.Font(face)
  if (weight !== undefined) font.setVariations([new hb.Variation('wght', weight)])
  const buffer = new hb.Buffer()
  buffer.addText(sample)
  buffer.guessSegmentProperties()
  hb.shape(font, buffer)
  const { ascender, descender, lineGap } = font.hExtents()
  return {
    unitsPerEm: face.upem,
    ascender,
    descender,
    lineGap,
    sampleWidth: buffer.getGlyphPositions().reduce((sum, p) => sum + p.xAdvance, 0),
  }
}

async function main(): Promise<void> {
  const args = process.argv.slice(2)
  const weightAt = args.indexOf('--weight')
  const weight = weightAt >= 0 ? Number(args.splice(weightAt, 2)[1]) : 400
  if (!Number.isFinite(weight)) throw new Error('--weight takes a number, e.g. --weight 700')
  const dirs = args.filter((arg) => fs.statSync(arg).isDirectory())
  const fonts = args.filter((arg) => !dirs.includes(arg))
  if (fonts.length === 0)
    throw new Error('Give at least one local font file to match, e.g. /usr/share/fonts/truetype/dejavu/DejaVuSans.ttf')
  // Arabic words only: Latin text and digits in Arabic copy are set in Inter.
  const words = arabicTexts(ROOT, dirs)
    .flatMap((text) => text.split(/\s+/))
    .filter((word) => /^[\u0600-\u06ff\u0750-\u077f\u08a0-\u08ff]+$/.test(word))
  if (words.length < 100)
    throw new Error(`Only ${words.length} Arabic words found: pass the Arabic content folder (content-ar) as an argument`)
  const sample = words.join(' ')
  const hb = await import('harfbuzzjs')
  const cut = await measure(hb, CUT, sample, weight)
  const scale = cutSizeAdjust()
  console.log(
    `Sample: ${words.length} Arabic words. ${path.relative(ROOT, CUT)} at weight ${weight}, size-adjust ${scale}: ${JSON.stringify(cut)}`,
  )
  for (const file of fonts) {
    const local = await measure(hb, file, sample, weight)
    const d = fallbackDescriptors(cut, local, scale)
    console.log(`${file}: ${JSON.stringify(local)}`)
    console.log(
      `  size-adjust: ${d.sizeAdjust}; ascent-override: ${d.ascentOverride}; descent-override: ${d.descentOverride}; line-gap-override: ${d.lineGapOverride};`,
    )
  }
}

main().catch((error: unknown) => {
  console.error(error)
  process.exit(1)
})
