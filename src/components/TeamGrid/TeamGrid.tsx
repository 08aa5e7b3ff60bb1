import React from 'react'
import { monogram } from '@src/lib/shared/monogram'
import * as styles from './TeamGrid.module.css'

export interface TeamMember {
  name: string
  role: string
  bio: string
}

/** Team members as cards with a monogram, role and short biography. */
export function TeamGrid({ members }: { members: TeamMember[] }) {
  return (
    <ul className={styles.grid}>
      {members.map(({ name, role, bio }) => (
        <li key={name} className={styles.card}>
          <span className={styles.monogram} aria-hidden="true">
            {monogram(name)}
          </span>
          <h2 className={styles.name}>{name}</h2>
          <p className={styles.role}>{role}</p>
          <p className={styles.bio}>{bio}</p>
        </li>
      ))}
    </ul>
  )
}
