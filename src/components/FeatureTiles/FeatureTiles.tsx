import React from 'react'
import { Icon } from '../Icon/Icon'
import type { IconName } from '@src/config/icon-names'
import * as styles from './FeatureTiles.module.css'

export interface FeatureTile {
  icon: IconName
  title: string
  text: string
}

interface Props {
  tiles: FeatureTile[]
  /** Names the group for assistive technology when no heading precedes it. */
  label?: string
  /** Heading level of each tile's title. */
  level?: 2 | 3
  variant?: 'card' | 'plain'
}

/** Icon, title and sentence tiles: the service detail features and the why-choose-us reasons. */
export function FeatureTiles({ tiles, label, level = 3, variant = 'card' }: Props) {
  const Heading = level === 2 ? 'h2' : 'h3'
  return (
    <ul className={`${styles.tiles} ${variant === 'plain' ? styles.plain : ''}`} aria-label={label}>
      {tiles.map(({ icon, title, text }) => (
        <li key={title} className={styles.tile}>
          <span className={styles.icon}>
            <Icon name={icon} size={26} />
          </span>
          <Heading className={styles.title}>{title}</Heading>
          <p className={styles.text}>{text}</p>
        </li>
      ))}
    </ul>
  )
}
