import React, { useEffect, useState } from 'react'
import { PhrasesContext } from '@src/hooks/use-phrases'
import type { SitePhrases } from '@src/types/phrases'
import { toPhrases } from '@src/view-models/phrases'
import { phraseDataOf } from './phrase-data'
import { fileData, type GetCollection } from './entry-data'
import * as styles from './preview.module.css'
import type { Locale } from '@src/config/locales'

/**
 * Gives a preview the interface phrases (content/settings/interface.yaml, as saved), which the
 * site's components read as the Layout provides them on every page, in the edition previewed. Loaded
 * once per preview pane and edition.
 */
export function WithPhrases({
  getCollection,
  locale,
  children,
}: {
  getCollection: GetCollection
  locale: Locale
  children: React.ReactNode
}) {
  const [phrases, setPhrases] = useState<SitePhrases | null>(null)
  const [failure, setFailure] = useState<string | null>(null)
  // The first render's accessor: the file does not change while another one is edited.
  const [load] = useState(() => (edition: Locale) => fileData(getCollection, 'interface', edition))
  useEffect(() => {
    let current = true
    load(locale).then(
      (data) => current && setPhrases(toPhrases(phraseDataOf(data), locale)),
      (error: unknown) => current && setFailure(String(error)),
    )
    return () => {
      current = false
    }
  }, [load, locale])

  if (failure) return <p className={styles.notice}>The interface words could not be loaded: {failure}</p>
  if (!phrases) return <p className={styles.notice}>Loading the interface words…</p>
  return <PhrasesContext.Provider value={phrases}>{children}</PhrasesContext.Provider>
}
