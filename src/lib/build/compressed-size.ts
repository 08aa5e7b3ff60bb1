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
const brotli = (text: Buffer | string, quality: number) => brotliCompressSync(bytesOf(text), options(bytesOf(text), quality)).length
const brotliOnThreads = promisify(brotliCompress)

/** The bytes of a text as the host sends it to a browser that accepts brotli: at brotli's best, as hosts that pre-compress at deploy time do. */
export const compressedSize = (content: Buffer | string) => brotli(content, zlib.BROTLI_MAX_QUALITY)

/**
 * Whether a text's compressed size is at most `limit`, where its quick size decides it. Brotli's best
 * takes 40 to 200 ms on a page; its quality 5, about 2 ms, gives sizes that the best shrinks by 9 to
 * 11 % on this site's pages of 11 to 16 KB, so only a text whose quick size leaves that in doubt
 * needs the best (undefined).
 */
function quickVerdict(content: string, limit: number): boolean | undefined {
  const quick = brotli(content, 5)
  return quick * 0.87 > limit ? false : quick * 0.94 <= limit ? true : undefined
}

/** Whether a text's compressed size, at brotli's best, is at most `limit`. */
export const compressesWithin = (content: string, limit: number): boolean =>
  quickVerdict(content, limit) ?? compressedSize(content) <= limit

/**
 * The same, with brotli's best run on Node's worker threads: the post-build stage measures several
 * pages at once, where one after another it spent most of a cold build of a large blog waiting on one core.
 */
export async function compressesWithinOnThreads(content: string, limit: number): Promise<boolean> {
  const quick = quickVerdict(content, limit)
  if (quick !== undefined) return quick
  const bytes = Buffer.from(content)
  return (await brotliOnThreads(bytes, options(bytes, zlib.BROTLI_MAX_QUALITY))).length <= limit
}
