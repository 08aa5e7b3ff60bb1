/**
 * The JavaScript a built page loads: the files its HTML names in `<script src>`, as Gatsby writes
 * them (webpack runtime, framework, app and the page's template chunks). Inline scripts and
 * JSON data (page-data.json, fetched, not executed as a script) are not counted.
 */

/** The local paths of a page's `<script src>` files, each once, without query or fragment. External scripts are left out. */
export function scriptSources(html: string): string[] {
  const sources = new Set<string>()
  for (const match of html.matchAll(/<script\b[^>]*?\ssrc=(?:"([^"]*)"|'([^']*)'|([^\s>]+))[^>]*>/gi)) {
    const src = (match[1] ?? match[2] ?? match[3] ?? '').split(/[?#]/)[0]
    if (src && !/^(?:[a-z]+:)?\/\//i.test(src)) sources.add(src)
  }
  return [...sources]
}

/**
 * The bytes of JavaScript one page loads. `sizeOf` gives a script's size from its path (relative
 * to the site root), or undefined when the file does not exist: that is an error, since the page
 * would fail to load it.
 */
export function pageJsBytes(html: string, sizeOf: (src: string) => number | undefined): number {
  return scriptSources(html).reduce((sum, src) => {
    const size = sizeOf(src)
    if (size === undefined) throw new Error(`A page loads ${src}, which the build did not write.`)
    return sum + size
  }, 0)
}

export interface Spread {
  min: number
  median: number
  max: number
}

/** Minimum, median (the lower middle one for an even count: a value that occurs) and maximum. */
export function spread(values: number[]): Spread {
  if (values.length === 0) throw new Error('No values.')
  const sorted = [...values].sort((a, b) => a - b)
  return { min: sorted[0], median: sorted[Math.floor((sorted.length - 1) / 2)], max: sorted[sorted.length - 1] }
}
