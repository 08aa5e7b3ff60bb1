import React from 'react'
import * as styles from './PageTitle.module.css'

/** The main heading of an inner page whose banner does not carry one. */
export function PageTitle({ title, children }: { title: string; children?: React.ReactNode }) {
  return (
    <div className={`container ${styles.wrap}`}>
      <h1 className={styles.title} data-pagefind-weight="10">
        {title}
      </h1>
      {children}
    </div>
  )
}
