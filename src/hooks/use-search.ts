import { useEffect, useState } from 'react'
import { LOCALES, type Locale } from '@src/config/locales'
import { loadSearch, search } from '@src/lib/browser/pagefind'
import { toSearchHits, type SearchHit } from '@src/view-models/search-results'
import { usePhrases } from './use-phrases'

export type SearchState =
  | { status: 'idle' | 'searching' | 'failed' }
  /** The last query answered; it stays shown while the next one runs. */
  | { status: 'done'; query: string; hits: SearchHit[] }

/** The results of `query` in the page's edition, from Pagefind, which starts loading at once. */
export function useSearch(locale: Locale, query: string): SearchState {
  const phrases = usePhrases()
  const lang = LOCALES[locale].code
  const wanted = query.trim()
  const [answered, setAnswered] = useState<{ query: string; hits: SearchHit[] }>()
  const [failed, setFailed] = useState(false)

  // Loading starts as soon as the reader is in a field, before the first word.
  useEffect(() => {
    loadSearch(lang).then(
      () => setFailed(false),
      () => setFailed(true),
    )
  }, [lang])

  useEffect(() => {
    if (!wanted) return
    let current = true
    search(lang, wanted).then(
      (found) => {
        if (!current || !found) return
        setAnswered({ query: wanted, hits: toSearchHits(found, phrases) })
        setFailed(false)
      },
      () => current && setFailed(true),
    )
    return () => {
      current = false
    }
  }, [lang, wanted, phrases])

  if (!wanted) return { status: 'idle' }
  if (failed) return { status: 'failed' }
  return answered ? { status: 'done', ...answered } : { status: 'searching' }
}
