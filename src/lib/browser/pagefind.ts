/**
 * Pagefind in the browser, fetched only when a reader starts a search (focuses a search field or
 * opens the search page): its script, WebAssembly and index are no part of any page's load.
 * Browser only.
 */
import { SEARCH } from '@src/config/constants'

/** What Pagefind returns for one result (its `data()`); only the fields the site shows. */
export interface PagefindResultData {
  url: string
  /** Page text around the matched words, which Pagefind wraps in `<mark>`. */
  excerpt: string
  meta: Record<string, string | undefined>
}

interface Pagefind {
  options(options: Record<string, unknown>): Promise<void>
  init(): Promise<void>
  debouncedSearch(
    query: string,
    options?: object,
    delayMs?: number,
  ): Promise<{ results: Array<{ data(): Promise<PagefindResultData> }> } | null>
}

const loading = new Map<string, Promise<Pagefind>>()

/**
 * Pagefind for one edition. Pagefind picks its index by the document's `lang` when it starts, and
 * a visit can move between editions without a page load: one module per language (a query string
 * makes the browser load it afresh), each started while its edition's page is shown.
 */
export function loadSearch(lang: string): Promise<Pagefind> {
  let pagefind = loading.get(lang)
  if (!pagefind) {
    const url = `/${SEARCH.bundleDir}/pagefind.js?lang=${encodeURIComponent(lang)}`
    pagefind = (import(/* webpackIgnore: true */ url) as Promise<Pagefind>).then(async (module) => {
      await module.options({ excerptLength: SEARCH.excerptWords })
      await module.init()
      return module
    })
    // A failed load (offline, say) is tried again on the next search.
    pagefind.catch(() => loading.delete(lang))
    loading.set(lang, pagefind)
  }
  return pagefind
}

/** The best results for `query`, or null when a newer query has replaced it while it waited. */
export async function search(lang: string, query: string): Promise<PagefindResultData[] | null> {
  const pagefind = await loadSearch(lang)
  const found = await pagefind.debouncedSearch(query, {}, 150)
  if (!found) return null
  return Promise.all(found.results.slice(0, SEARCH.maxResults).map((result) => result.data()))
}
