import React, { Suspense, lazy, useEffect, useId, useRef, useState, useSyncExternalStore } from 'react'
import { navigate } from 'gatsby'
import SearchIcon from 'lucide-react/icons/search'
import { paths } from '../../config/constants'
import { localisedPath } from '../../config/locales'
import { useLocale } from '../../hooks/use-locale'
import { usePhrases } from '../../hooks/use-phrases'
import { RESULT_LINK } from './result-link'
import * as styles from './Search.module.css'

// The results and Pagefind load when the reader starts a search, not with the page.
const SearchResults = lazy(() => import('./SearchResults'))

const noSubscription = () => () => {}
/** The address's `?q=` in the browser; none in the built HTML, so hydration matches it. */
const useAddressQuery = () =>
  useSyncExternalStore(
    noSubscription,
    () => new URLSearchParams(window.location.search).get('q') ?? '',
    () => '',
  )
/** False in the built HTML and while hydrating, true once the page runs in the browser. */
const useInBrowser = () =>
  useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  )

export interface SearchBoxProps {
  /** The search page's own field, whose query is the address's `?q=`; or the field in the menu on phones. */
  variant: 'page' | 'menu'
}

/**
 * A search field whose results appear as the reader types. Without JavaScript it is a plain form
 * that opens the search page with `?q=`. The arrow keys move from the field through the results and
 * back; Enter opens the first result.
 */
export function SearchBox({ variant }: SearchBoxProps) {
  const phrases = usePhrases()
  const { locale } = useLocale()
  const searchPage = localisedPath(locale, paths.search)
  const onPage = variant === 'page'
  const addressQuery = useAddressQuery()
  const inBrowser = useInBrowser()
  const [typed, setTyped] = useState<string>()
  const [focused, setFocused] = useState(false)
  const query = typed ?? (onPage ? addressQuery : '')
  // On the search page the results start with the page; elsewhere when the reader is in the field.
  const active = focused || (onPage && inBrowser)
  const formRef = useRef<HTMLFormElement>(null)
  const inputRef = useRef<HTMLInputElement>(null)
  const inputId = useId()
  const hintId = useId()

  useEffect(() => {
    if (!onPage) return
    // The router focuses the page's wrapper once the new page is drawn: the field is focused after that.
    const timer = window.setTimeout(() => inputRef.current?.focus({ preventScroll: true }))
    return () => window.clearTimeout(timer)
  }, [onPage])

  // The query stays in the address, so that a search can be shared and Back returns to it.
  useEffect(() => {
    if (!onPage || typed === undefined) return
    const url = new URL(window.location.href)
    if (typed.trim()) url.searchParams.set('q', typed)
    else url.searchParams.delete('q')
    if (url.href !== window.location.href) window.history.replaceState(window.history.state, '', url.href)
  }, [onPage, typed])

  // The arrow keys, from the field and from every result, handled in one place.
  useEffect(() => {
    const form = formRef.current
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return
      const links = [...form!.querySelectorAll<HTMLAnchorElement>(`[${RESULT_LINK}]`)]
      if (links.length === 0) return
      event.preventDefault()
      const at = links.indexOf(document.activeElement as HTMLAnchorElement)
      if (event.key === 'ArrowDown') links[Math.min(at + 1, links.length - 1)].focus()
      else if (at <= 0) inputRef.current?.focus()
      else links[at - 1].focus()
    }
    form?.addEventListener('keydown', onKeyDown)
    return () => form?.removeEventListener('keydown', onKeyDown)
  }, [])

  const onSubmit = (event: React.FormEvent) => {
    event.preventDefault()
    const first = formRef.current?.querySelector<HTMLAnchorElement>(`[${RESULT_LINK}]`)
    if (first) void navigate(first.pathname)
    else if (!onPage && query.trim()) void navigate(`${searchPage}?q=${encodeURIComponent(query)}`)
  }

  return (
    <form
      ref={formRef}
      role="search"
      action={searchPage}
      method="get"
      className={`${styles.box} ${onPage ? styles.page : styles.menu}`}
      onSubmit={onSubmit}
    >
      <label htmlFor={inputId} className={styles.label}>
        {phrases.text('search.label')}
      </label>
      <div className={styles.field}>
        <SearchIcon aria-hidden="true" size={18} strokeWidth={1.75} className={styles.icon} />
        <input
          ref={inputRef}
          id={inputId}
          className={styles.input}
          type="search"
          name="q"
          value={query}
          autoComplete="off"
          spellCheck={false}
          enterKeyHint="search"
          aria-describedby={hintId}
          onChange={(event) => setTyped(event.target.value)}
          onFocus={() => setFocused(true)}
        />
      </div>
      <p id={hintId} className={styles.hint}>
        {phrases.text('search.hint')}
      </p>
      {active && (
        <Suspense fallback={null}>
          <SearchResults query={query} locale={locale} />
        </Suspense>
      )}
    </form>
  )
}
