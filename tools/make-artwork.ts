/**
 * Generates the site's original raster artwork from hand-written SVG.
 *
 *   npx tsx tools/make-artwork.ts            # regenerate everything
 *   npx tsx tools/make-artwork.ts slide-1    # only jobs whose path contains "slide-1"
 *
 * Pure geometry (no text, no fonts, no network). Every composition is driven
 * by a seeded PRNG, so reruns produce byte-identical JPEGs. The images are made in
 * a folder of their own (OUT_DIR) and copied into the site only where no file of
 * that name is: content/images/ is the editors' media library, and a photo an
 * editor put in place of a placeholder stays.
 */
import { mkdirSync, statSync, writeFileSync } from 'node:fs'
import { dirname, join, relative, resolve } from 'node:path'
import sharp from 'sharp'

import { copyIfMissing } from './lib/copy-if-missing'
import { composite } from './artwork/backdrop'
import type { Canvas } from './artwork/canvas'
import { mulberry32, seedFrom } from './artwork/prng'
import * as editorial from './artwork/scenes-editorial'
import * as hero from './artwork/scenes-hero'

interface Job {
  out: string
  w: number
  h: number
  scene: () => Canvas
  /** JPEG quality override (default 78) for very detailed compositions */
  quality?: number
}

const ROOT = resolve(__dirname, '..')
/** Where the images are made, in the site's layout (content/images/…, static/…); git ignores it. */
const OUT_DIR = join(ROOT, 'tools/artwork-out')
const MAX_BYTES = 180 * 1024
/** extra film grain (levels) on top of the ±1 LSB dither */
const GRAIN = 0.6

const jobs: Job[] = [
  { out: 'content/images/banner-solutions.jpg', w: 2400, h: 800, scene: hero.bannerSolutions },
  { out: 'content/images/banner-blog.jpg', w: 2400, h: 800, scene: hero.bannerBlog },
  { out: 'content/images/slide-1.jpg', w: 2400, h: 1400, scene: hero.slideBusinessSetup },
  { out: 'content/images/slide-2.jpg', w: 2400, h: 1400, scene: hero.slideFinancialAdvice },
  { out: 'content/images/about.jpg', w: 1400, h: 1600, scene: editorial.about },
  { out: 'content/images/video-poster.jpg', w: 1920, h: 1080, scene: hero.videoPoster },
  { out: 'content/images/cash-flow.jpg', w: 1600, h: 1000, scene: editorial.cashFlow },
  { out: 'content/images/tax-savings.jpg', w: 1600, h: 1000, scene: editorial.taxSavings },
  { out: 'content/images/debt.jpg', w: 1600, h: 1000, scene: editorial.debt },
  { out: 'content/images/budgeting.jpg', w: 1600, h: 1000, scene: editorial.budgeting },
  { out: 'content/images/gcc-investment.jpg', w: 1600, h: 1000, scene: editorial.gccInvestment },
  { out: 'content/images/retirement.jpg', w: 1600, h: 1000, scene: editorial.retirement },
  { out: 'content/images/startup-growth.jpg', w: 1600, h: 1000, scene: editorial.startupGrowth },
  { out: 'content/images/manufacturing.jpg', w: 1600, h: 1000, scene: editorial.manufacturing },
  { out: 'content/images/retail-cash-flow.jpg', w: 1600, h: 1000, scene: editorial.retailCashFlow },
  { out: 'static/og-default.jpg', w: 1200, h: 630, scene: hero.ogDefault },
]

async function render(job: Job): Promise<number> {
  const cv = job.scene()
  if (cv.w !== job.w || cv.h !== job.h) throw new Error(`${job.out}: scene is ${cv.w}x${cv.h}, expected ${job.w}x${job.h}`)
  const file = join(OUT_DIR, job.out)
  mkdirSync(dirname(file), { recursive: true })
  if (process.env.ARTWORK_SVG_DIR) {
    // optional: dump a self-contained SVG of each composition for inspection
    const name = job.out.replace(/[/\\]/g, '_').replace(/\.jpg$/, '.svg')
    writeFileSync(join(process.env.ARTWORK_SVG_DIR, name), cv.toString())
  }
  // librsvg rasterises the geometry (transparent background); the large
  // gradient washes are composited in float and dithered (see backdrop.ts).
  const fg = await sharp(Buffer.from(cv.foreground()), { density: 72 }).resize(job.w, job.h, { fit: 'fill' }).ensureAlpha().raw().toBuffer()
  const rgb = composite(job.w, job.h, cv.under, fg, cv.over, mulberry32(seedFrom(job.out)), GRAIN)
  let quality = job.quality ?? 78
  for (;;) {
    const buf = await sharp(rgb, { raw: { width: job.w, height: job.h, channels: 3 } })
      .jpeg({ quality, mozjpeg: true, progressive: true, chromaSubsampling: '4:2:0' })
      .toBuffer()
    if (buf.length <= MAX_BYTES || quality <= 60) {
      writeFileSync(file, buf)
      return statSync(file).size
    }
    quality -= 4 // busy compositions: step quality down to stay within budget
  }
}

async function main(): Promise<void> {
  const filters = process.argv.slice(2)
  const selected = filters.length ? jobs.filter((j) => filters.some((s) => j.out.includes(s))) : jobs
  if (!selected.length) throw new Error(`No artwork matches: ${filters.join(', ')}`)
  for (const job of selected) {
    const t0 = Date.now()
    const size = await render(job)
    const kb = (size / 1024).toFixed(1)
    const placed = copyIfMissing(join(OUT_DIR, job.out), join(ROOT, job.out))
      ? 'copied into the site'
      : `kept the site's own file; the new one is in ${relative(ROOT, join(OUT_DIR, job.out))}`
    console.log(`${job.out.padEnd(48)} ${job.w}x${job.h}  ${kb.padStart(6)} KB  (${Date.now() - t0} ms)  ${placed}`)
  }
}

main().catch((err: unknown) => {
  console.error(err)
  process.exit(1)
})
