import React from 'react'
import { Icon } from '../Icon/Icon'
import type { IconName } from '@src/config/icon-names'
import * as styles from './IconGrid.module.css'

export interface IconEntry {
  icon: IconName
  title: string
  caption: string
}

/** The service icon set, each icon with the service it stands for. */
export function IconGrid({ entries }: { entries: IconEntry[] }) {
  return (
    <ul className={styles.grid}>
      {entries.map(({ icon, title, caption }) => (
        <li key={title} className={styles.item}>
          <span className={styles.icon}>
            <Icon name={icon} size={32} />
          </span>
          <span className={styles.title}>{title}</span>
          <span className={styles.caption}>{caption}</span>
        </li>
      ))}
    </ul>
  )
}
