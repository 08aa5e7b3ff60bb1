import React, { useEffect, useRef, useState } from 'react'
import { usePhrases } from '@src/hooks/use-phrases'
import { useWidgetInit } from '@src/hooks/use-widget-init'
import { prefersReducedMotion } from '@src/lib/browser/reduced-motion'
import { IsolatedFigures } from '../IsolatedFigures/IsolatedFigures'
import * as styles from './Counters.module.css'
import type { SectionPlacement } from '@src/lib/shared/later-section'

export interface CounterItem {
  value: number
  prefix?: string
  suffix?: string
  label: string
}

const COUNT_DURATION_MS = 1400
const easeOut = (t: number) => 1 - (1 - t) ** 3

/**
 * A number that counts up when scrolled into view after widgets initialise. The final value is
 * what the server renders (and what readers without JavaScript or with reduced motion see), and
 * an invisible copy of it reserves the width so counting never shifts the layout.
 */
function CountUp({ value, prefix = '', suffix = '' }: Omit<CounterItem, 'label'>) {
  const [shown, setShown] = useState(value)
  const ref = useRef<HTMLSpanElement>(null)
  // Starts as a no-op so both callers call it plainly (optional calls are written out long by Babel).
  const cleanup = useRef<() => void>(() => {})

  useWidgetInit(() => {
    cleanup.current()
    const element = ref.current
    if (!element || prefersReducedMotion() || typeof IntersectionObserver === 'undefined') return
    let frame = 0
    const observer = new IntersectionObserver((entries) => {
      if (!entries.some((e) => e.isIntersecting)) return
      observer.disconnect()
      const start = performance.now()
      const tick = (now: number) => {
        const progress = Math.min(1, (now - start) / COUNT_DURATION_MS)
        setShown(Math.round(value * easeOut(progress)))
        if (progress < 1) frame = requestAnimationFrame(tick)
      }
      frame = requestAnimationFrame(tick)
    })
    setShown(0)
    observer.observe(element)
    cleanup.current = () => {
      observer.disconnect()
      cancelAnimationFrame(frame)
      setShown(value)
    }
  })
  useEffect(() => () => cleanup.current(), [])

  const format = (n: number) => `${prefix}${n}${suffix}`
  return (
    <span ref={ref} className={`${styles.number} tabular`}>
      <span className={styles.reserve} aria-hidden="true">
        <IsolatedFigures text={format(value)} />
      </span>
      <span className={styles.live} aria-hidden="true">
        <IsolatedFigures text={format(shown)} />
      </span>
      <span className="visually-hidden">{format(value)}</span>
    </span>
  )
}

/** The figures band: value, suffix and label of each counter. */
export function Counters({ counters, later }: { counters: CounterItem[] } & SectionPlacement) {
  const phrases = usePhrases()
  return (
    <section data-later={later || undefined} className={styles.band} aria-label={phrases.text('home.counters')}>
      <dl className={`container ${styles.grid}`}>
        {counters.map(({ label, ...number }) => (
          <div key={label} className={styles.item}>
            <dt className={styles.label}>{label}</dt>
            <dd className={styles.value}>
              <CountUp {...number} />
            </dd>
          </div>
        ))}
      </dl>
    </section>
  )
}
