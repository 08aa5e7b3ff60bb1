import React, { Suspense, lazy, useEffect, useId, useRef, useState, useSyncExternalStore } from 'react'
import SearchIcon from 'lucide-react/icons/search'
import { paths } from '@src/config/constants'
import { localisedPath } from '@src/config/locales'
import { useLocale } from '@src/hooks/use-locale'
import { usePhrases } from '@src/hooks/use-phrases'
import * as styles from './Search.module.css'

// Everything that searches (the results, the keys, Pagefind) loads when the reader starts a search:
// a page that is only read carries the field and nothing more.
const SearchPanel = lazy(() => import('./SearchPanel'))

const noSubscription = () => () => {}
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
 * A search field. As built, and without JavaScript, it is a plain form that opens the search page
 * with `?q=`; once the reader focuses it (on the search page, at once) the search panel takes it
 * over: results as the reader types, the arrow keys, Enter to the first result.
 */
export function SearchBox({ variant }: SearchBoxProps) {
  const phrases = usePhrases()
  const { locale } = useLocale()
  const onPage = variant === 'page'
  const inBrowser = useInBrowser()
  const [focused, setFocused] = useState(false)
  const [status, setStatus] = useState('')
  const formRef = useRef<HTMLFormElement>(null)
  const inputRef = useRef<HTMLInputElement>(null)
  const inputId = useId()
  const hintId = useId()

  useEffect(() => {
    if (!onPage) return
    // The query of the address, which the built page cannot know.
    if (inputRef.current && !inputRef.current.value) inputRef.current.value = new URLSearchParams(window.location.search).get('q') ?? ''
    // The router focuses the page's wrapper once the new page is drawn: the field is focused after that.
    const timer = window.setTimeout(() => inputRef.current?.focus({ preventScroll: true }))
    return () => window.clearTimeout(timer)
  }, [onPage])

  return (
    <form
      ref={formRef}
      role="search"
      action={localisedPath(locale, paths.search)}
      method="get"
      className={`${styles.box} ${onPage ? styles.page : styles.menu}`}
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
          autoComplete="off"
          spellCheck={false}
          enterKeyHint="search"
          aria-describedby={hintId}
          onFocus={() => setFocused(true)}
        />
      </div>
      <p id={hintId} className={styles.hint}>
        {phrases.text('search.hint')}
      </p>
      {/* In the built page already, with its line's height: the panel arriving moves nothing, and the region is there before it speaks. */}
      <p role="status" className={styles.status}>
        {status}
      </p>
      {(focused || (onPage && inBrowser)) && (
        <Suspense fallback={null}>
          <SearchPanel form={formRef} input={inputRef} onPage={onPage} locale={locale} onStatus={setStatus} />
        </Suspense>
      )}
    </form>
  )
}
