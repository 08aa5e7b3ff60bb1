/** Turns Pagefind's results into what the results list shows (src/components/Search). */
import type { SearchKind } from '@src/config/constants'
import type { PagefindResultData } from '@src/lib/browser/pagefind'
import type { SitePhrases } from '@src/types/phrases'

/** One stretch of a snippet: the matched words are `marked`. */
export interface SnippetPart {
  text: string
  marked: boolean
}

export interface SearchHit {
  path: string
  title: string
  /** The page's kind in the reader's language: Post, Case study… */
  kind: string
  /** Posts only: their date as the page shows it. */
  date?: string
  snippet: SnippetPart[]
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", '#x27': "'", nbsp: '\u00a0' }
const decode = (html: string) => html.replace(/&(amp|lt|gt|quot|#39|#x27|nbsp);/g, (_, name: string) => ENTITIES[name])

/**
 * Pagefind's excerpt is escaped page text with `<mark>` around the matched words: split into text
 * parts, so that it is drawn as text and nothing in it is ever read as markup.
 */
export function snippetParts(excerpt: string): SnippetPart[] {
  return excerpt
    .split(/(<mark>[\s\S]*?<\/mark>)/)
    .filter((part) => part !== '')
    .map((part) => {
      const marked = part.startsWith('<mark>')
      return { text: decode((marked ? part.slice(6, -7) : part).replace(/<[^>]*>/g, '')), marked }
    })
}

const KINDS: readonly SearchKind[] = ['post', 'case_study', 'service', 'company']
const isKind = (value: string | undefined): value is SearchKind => KINDS.includes(value as SearchKind)

/** Pagefind writes a page's address as its folder (`/company/faq/`); the site's links have no trailing slash. */
const pagePath = (url: string) => (url.length > 1 ? url.replace(/\/+$/, '') : url)

export function toSearchHits(results: readonly PagefindResultData[], phrases: SitePhrases): SearchHit[] {
  return results.map(({ url, excerpt, meta }) => {
    const kind = isKind(meta.kind) ? meta.kind : 'company'
    return {
      path: pagePath(url),
      title: meta.title ?? pagePath(url),
      kind: phrases.text(`search.kind_${kind}`),
      date: kind === 'post' && meta.date ? meta.date : undefined,
      snippet: snippetParts(excerpt),
    }
  })
}
