/**
 * React 18.3's streaming server renderer, which Gatsby renders pages with, encodes text into
 * 2,048-byte chunks and sends a chunk whole even when a two- or three-byte character did not fit at
 * its end (react-dom's writeStringChunk), so a page's HTML can carry NUL bytes between the letters of
 * a word: Arabic pages, whose every letter takes two bytes, had several. Such a NUL is that padding,
 * never text (HTML has no use for the character), so removing every one gives the bytes React meant
 * to write. (Rendering pages with renderToString instead, through replaceRenderer, loses the title
 * of some pages: react-helmet's head is collected after the render, and Gatsby renders several pages
 * at once.)
 */
export const withoutNulBytes = (html: string): string => (html.includes('\u0000') ? html.replaceAll('\u0000', '') : html)
