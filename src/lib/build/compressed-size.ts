import { promisify } from 'util'
import { brotliCompress, brotliCompressSync, constants as zlib } from 'zlib'

const options = (bytes: Buffer, quality: number) => ({
  params: {
    [zlib.BROTLI_PARAM_QUALITY]: quality,
    [zlib.BROTLI_PARAM_MODE]: zlib.BROTLI_MODE_TEXT,
    [zlib.BROTLI_PARAM_SIZE_HINT]: bytes.length,
  },
})
const bytesOf = (text: Buffer | string) => (typeof text === 'string' ? Buffer.from(text) : text)
const brotliOnThreads = promisify(brotliCompress)

/** The bytes of a text as the host sends it to a browser that accepts brotli: at brotli's best, as hosts that pre-compress at deploy time do. */
export const compressedSize = (content: Buffer | string) =>
  brotliCompressSync(bytesOf(content), options(bytesOf(content), zlib.BROTLI_MAX_QUALITY)).length

/** Brotli's quality whose size the estimate scales, and the scale. */
const QUICK_QUALITY = 5
const BEST_OF_QUICK = 0.905

/**
 * compressedSize, estimated from brotli's quality 5 on Node's thread pool, a small fraction of the
 * best's time; BEST_OF_QUICK is the ratio of the two sizes measured over a large build, within less
 * than the response headers that share the first round trip vary by (the figures are in
 * docs/performance.md).
 */
export async function estimatedCompressedSize(content: string): Promise<number> {
  const bytes = Buffer.from(content)
  return Math.round((await brotliOnThreads(bytes, options(bytes, QUICK_QUALITY))).length * BEST_OF_QUICK)
}
