import React from 'react'
import * as styles from './SectionHeading.module.css'

export interface SectionHeadingProps {
  eyebrow: string
  heading: string
  intro?: string | null
  align?: 'start' | 'center'
  /** Heading level; sections use h2, a page whose title this is uses h1. */
  level?: 1 | 2
  /** Light text for dark sections. */
  inverted?: boolean
  id?: string
}

/** The small title, heading and introduction most sections open with. */
export function SectionHeading({ eyebrow, heading, intro, align = 'start', level = 2, inverted = false, id }: SectionHeadingProps) {
  const Heading = level === 1 ? 'h1' : 'h2'
  return (
    <div className={`${styles.wrap} ${align === 'center' ? styles.center : ''} ${inverted ? styles.inverted : ''}`}>
      <p className={styles.eyebrow}>{eyebrow}</p>
      <Heading className={styles.heading} id={id}>
        {heading}
      </Heading>
      {intro && <p className={styles.intro}>{intro}</p>}
    </div>
  )
}
