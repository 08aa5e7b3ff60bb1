import React from 'react'
import { Link } from 'gatsby'
import type { Locale } from '../../config/locales'
import { usePhrases } from '../../hooks/use-phrases'
import { useSearch } from '../../hooks/use-search'
import { RESULT_LINK } from './result-link'
import * as styles from './Search.module.css'

/** The results of the query, best first, and how many there are, announced as they change. */
export default function SearchResults({ query, locale }: { query: string; locale: Locale }) {
  const phrases = usePhrases()
  const state = useSearch(locale, query)

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

  return (
    <div className={styles.results}>
      <p role="status" className={styles.status}>
        {status}
      </p>
      {state.status === 'done' && state.hits.length > 0 && (
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
      )}
    </div>
  )
}
