/**
 * The JavaScript a built page loads: the files its HTML names in `<script src>` (Gatsby's webpack
 * runtime, framework and app), and the chunks the app then loads for the page's component (its
 * template and the shared chunks it needs, from the chunk group of that name in webpack.stats.json).
 * Inline scripts and JSON data (page-data.json is fetched, not run) are not counted.
 */
import { appDataOf } from '../../plugins/page-delivery/src/markup'

/**
 * The local paths of a page's `<script src>` files and of the application scripts its inline loader
 * adds (plugins/page-delivery/src/loader.ts), each once, without query or fragment. External scripts are left out.
 */
export function scriptSources(html: string): string[] {
  const sources = new Set<string>(appDataOf(html)?.scripts ?? [])
  for (const match of html.matchAll(/<script\b[^>]*?\ssrc=(?:"([^"]*)"|'([^']*)'|([^\s>]+))[^>]*>/gi)) {
    const src = (match[1] ?? match[2] ?? match[3] ?? '').split(/[?#]/)[0]
    if (src && !/^(?:[a-z]+:)?\/\//i.test(src)) sources.add(src)
  }
  return [...sources]
}

/** The JavaScript files of a webpack chunk group (a page component's, say) as site paths, from webpack.stats.json. */
export function chunkGroupScripts(stats: unknown, chunkName: string): string[] {
  const groups = (stats as { namedChunkGroups?: Record<string, { assets?: Array<string | { name: string }> }> }).namedChunkGroups
  const group = groups?.[chunkName]
  if (!group) throw new Error(`webpack.stats.json has no chunk group ${chunkName}.`)
  return (group.assets ?? [])
    .map((a) => (typeof a === 'string' ? a : a.name))
    .filter((name) => name.endsWith('.js'))
    .map((name) => `/${name}`)
}

/**
 * The bytes of the given scripts, each counted once. `sizeOf` gives a script's size from its path
 * (relative to the site root), or undefined when the file does not exist: that is an error, since
 * the page would fail to load it.
 */
export function pageJsBytes(sources: string[], sizeOf: (src: string) => number | undefined): number {
  return [...new Set(sources)].reduce((sum, src) => {
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
