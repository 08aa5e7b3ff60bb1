import React, { useEffect, useState } from 'react'
import { Link, navigate } from 'gatsby'
import { paths } from '@src/config/constants'
import { localisedPath, type Locale } from '@src/config/locales'
import { usePhrases } from '@src/hooks/use-phrases'
import { useSearch } from '@src/hooks/use-search'
import * as styles from './SearchResults.module.css'

/** Marks the results' links, which the arrow keys move through. */
const RESULT_LINK = 'data-search-result'

interface SearchPanelProps {
  form: React.RefObject<HTMLFormElement | null>
  input: React.RefObject<HTMLInputElement | null>
  /** On the search page the query is the address's `?q=`, both ways. */
  onPage: boolean
  locale: Locale
  /** What the field's live region says: the number of results, or why there are none. */
  onStatus: (status: string) => void
}

/**
 * What a search field does once the reader is in it (SearchBox): the results of what is typed,
 * best first, and their number, announced as it changes; the arrow keys from the field through the
 * results and back; Enter to the first result (from the menu, to the search page while none is shown).
 */
export default function SearchPanel({ form, input, onPage, locale, onStatus }: SearchPanelProps) {
  const phrases = usePhrases()
  // What the reader typed before the panel arrived, else (on the search page) the address's query.
  const [query, setQuery] = useState(
    () => input.current?.value || (onPage ? (new URLSearchParams(window.location.search).get('q') ?? '') : ''),
  )
  const state = useSearch(locale, query)

  // The field is the browser's own (SearchBox's markup works without JavaScript): its text is followed here.
  useEffect(() => {
    const field = input.current
    const onInput = () => setQuery(field?.value ?? '')
    field?.addEventListener('input', onInput)
    return () => field?.removeEventListener('input', onInput)
  }, [input])

  // The query stays in the address, so that a search can be shared and Back returns to it.
  useEffect(() => {
    if (!onPage) return
    const url = new URL(window.location.href)
    if (query.trim()) url.searchParams.set('q', query)
    else url.searchParams.delete('q')
    if (url.href !== window.location.href) window.history.replaceState(window.history.state, '', url.href)
  }, [onPage, query])

  useEffect(() => {
    const element = form.current
    if (!element) return
    const links = () => [...element.querySelectorAll<HTMLAnchorElement>(`[${RESULT_LINK}]`)]
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return
      const all = links()
      if (all.length === 0) return
      event.preventDefault()
      const at = all.indexOf(document.activeElement as HTMLAnchorElement)
      if (event.key === 'ArrowDown') all[Math.min(at + 1, all.length - 1)].focus()
      else if (at <= 0) input.current?.focus()
      else all[at - 1].focus()
    }
    const onSubmit = (event: SubmitEvent) => {
      event.preventDefault()
      const [first] = links()
      const typed = input.current?.value.trim() ?? ''
      if (first) void navigate(first.pathname)
      else if (!onPage && typed) void navigate(`${localisedPath(locale, paths.search)}?q=${encodeURIComponent(typed)}`)
    }
    element.addEventListener('keydown', onKeyDown)
    element.addEventListener('submit', onSubmit)
    return () => {
      element.removeEventListener('keydown', onKeyDown)
      element.removeEventListener('submit', onSubmit)
    }
  }, [form, input, onPage, locale])

  const status =
    state.status === 'searching'
      ? phrases.text('search.searching')
      : state.status === 'failed'
        ? phrases.text('search.failed')
        : state.status === 'done'
          ? state.hits.length > 0
            ? phrases.count('search.results', state.hits.length, { query: state.query })
            : phrases.text('search.none', { query: state.query })
          : ''

  useEffect(() => onStatus(status), [onStatus, status])

  return (
    state.status === 'done' &&
    state.hits.length > 0 && (
      <ol className={styles.list}>
        {state.hits.map((hit) => (
          <li key={hit.path}>
            <Link to={hit.path} className={styles.hit} {...{ [RESULT_LINK]: '' }}>
              <span className={styles.hitTitle}>{hit.title}</span>
              <span className={styles.hitMeta}>
                {hit.kind}
                {hit.date && <span className={styles.hitDate}>{hit.date}</span>}
              </span>
              <span className={styles.snippet}>
                {hit.snippet.map((part, i) =>
                  part.marked ? <mark key={i}>{part.text}</mark> : <React.Fragment key={i}>{part.text}</React.Fragment>,
                )}
              </span>
            </Link>
          </li>
        ))}
      </ol>
    )
  )
}
