/**
 * What a page's first load transfers, from the built files alone (deterministic, unlike a
 * browser's measurement): the HTML, its scripts (scripts/lib/page-js.ts), the page data, stylesheets,
 * preloaded fonts and the images it loads eagerly, text compressed with brotli as the static host
 * sends it. Lazy images load only as a reader scrolls, so they are left out.
 */
import { brotliCompressSync, constants as zlib } from 'node:zlib'
import { chunkGroupScripts, scriptSources } from './page-js'

export interface FirstLoad {
  /** Site paths of the files a first load fetches besides the HTML, each once. */
  files: string[]
  scripts: string[]
}

const attribute = (tag: string, name: string) =>
  tag
    .match(new RegExp(`\\s${name}=(?:"([^"]*)"|'([^']*)')`, 'i'))
    ?.slice(1)
    .find(Boolean)
const local = (src: string | undefined): src is string => !!src && src.startsWith('/') && !src.startsWith('//')

export function firstLoad(html: string, stats: unknown, chunkName: string, pageDataPath: string): FirstLoad {
  const scripts = [...new Set([...scriptSources(html), ...chunkGroupScripts(stats, chunkName)])]
  const others = new Set<string>([pageDataPath])
  for (const [tag] of html.matchAll(/<link\b[^>]*>/gi)) {
    const rel = attribute(tag, 'rel') ?? ''
    if (/\bstylesheet\b/.test(rel) || (/\bpreload\b/.test(rel) && /^(font|style|image)$/.test(attribute(tag, 'as') ?? '')))
      others.add(attribute(tag, 'href') ?? '')
  }
  for (const [tag] of html.matchAll(/<img\b[^>]*>/gi)) if (attribute(tag, 'loading') !== 'lazy') others.add(attribute(tag, 'src') ?? '')
  return {
    scripts,
    files: [...scripts, ...[...others].map((src) => src.split(/[?#]/)[0])].filter(local).filter((f, i, all) => all.indexOf(f) === i),
  }
}

const TEXT = /\.(?:html|js|css|json|svg|xml|txt)$/

/** The bytes a file travels as: text brotli-compressed at the host's quality, anything else as it is. */
export function transferBytes(path: string, content: Buffer): number {
  if (!TEXT.test(path)) return content.length
  return brotliCompressSync(content, { params: { [zlib.BROTLI_PARAM_QUALITY]: zlib.BROTLI_MAX_QUALITY } }).length
}
