import { brotliCompressSync, constants as zlib } from 'zlib'

/** The bytes of a text as the host sends it to a browser that accepts brotli: compressed at brotli's best, as hosts that pre-compress at deploy time do. */
export function compressedSize(content: Buffer | string): number {
  const bytes = typeof content === 'string' ? Buffer.from(content) : content
  return brotliCompressSync(bytes, {
    params: {
      [zlib.BROTLI_PARAM_QUALITY]: zlib.BROTLI_MAX_QUALITY,
      [zlib.BROTLI_PARAM_MODE]: zlib.BROTLI_MODE_TEXT,
      [zlib.BROTLI_PARAM_SIZE_HINT]: bytes.length,
    },
  }).length
}
