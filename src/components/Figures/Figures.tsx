import React from 'react'
import { IsolatedFigures } from '../IsolatedFigures/IsolatedFigures'
import * as styles from './Figures.module.css'

export interface Figure {
  value: string
  label: string
}

interface Props {
  figures: Figure[]
  /** Names the group for assistive technology, e.g. "Key facts". */
  label: string
}

/** Highlighted figures: a blog post's fact tiles or a case study's results. */
export function Figures({ figures, label }: Props) {
  return (
    <ul className={styles.figures} aria-label={label}>
      {figures.map(({ value, label: meaning }) => (
        <li key={`${value} ${meaning}`} className={styles.figure}>
          <span className={`${styles.value} tabular`}>
            <IsolatedFigures text={value} />
          </span>
          {/* Not drawn in the column, but the text reads "AED 375,000 Taxable", not "375,000Taxable" (the search's snippets). */}{' '}
          <span className={styles.label}>{meaning}</span>
        </li>
      ))}
    </ul>
  )
}
