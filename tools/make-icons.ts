/**
 * Draws the web app icons in static/icons/ from the favicon (static/favicon.svg), which stays the
 * one source of the mark. The results are committed; run again after changing the favicon.
 *
 *   npm run icons
 */
import fs from 'fs'
import path from 'path'
import sharp from 'sharp'
import { BRAND_COLORS, SITE_FILES } from '../src/config/constants'
import { APP_ICONS } from '../src/lib/build/web-manifest'

const STATIC_DIR = path.resolve(__dirname, '../static')
const favicon = fs.readFileSync(path.join(STATIC_DIR, SITE_FILES.favicon))

/**
 * "any" icons are the favicon itself. Maskable icons and Apple's touch icon are cropped by the
 * device, so the mark sits smaller on a full square of the favicon's own background colour.
 */
async function drawIcon(size: number, fullBleed: boolean): Promise<Buffer> {
  const markSize = fullBleed ? Math.round(size * 0.72) : size
  const mark = await sharp(favicon, { density: (72 * markSize) / 40 })
    .resize(markSize, markSize)
    .png()
    .toBuffer()
  if (!fullBleed) return sharp(mark).png({ compressionLevel: 9 }).toBuffer()
  return sharp({ create: { width: size, height: size, channels: 4, background: BRAND_COLORS.theme } })
    .composite([{ input: mark, gravity: 'centre' }])
    .png({ compressionLevel: 9 })
    .toBuffer()
}

async function main() {
  const icons = [
    ...APP_ICONS.map(({ src, size, purpose }) => ({ src, size, fullBleed: purpose === 'maskable' })),
    { src: SITE_FILES.appleTouchIcon, size: 180, fullBleed: true },
  ]
  for (const { src, size, fullBleed } of icons) {
    const file = path.join(STATIC_DIR, src)
    fs.mkdirSync(path.dirname(file), { recursive: true })
    fs.writeFileSync(file, await drawIcon(size, fullBleed))
    console.log(`${path.relative(process.cwd(), file)} (${size}×${size})`)
  }
}

main().catch((error: unknown) => {
  console.error(error)
  process.exit(1)
})
