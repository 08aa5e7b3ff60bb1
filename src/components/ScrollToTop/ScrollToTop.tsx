import React, { useEffect, useState } from 'react'
import ArrowUp from 'lucide-react/icons/arrow-up'
import { usePhrases } from '@src/hooks/use-phrases'
import { prefersReducedMotion } from '@src/lib/browser/reduced-motion'
import * as styles from './ScrollToTop.module.css'

/** How far down the page the button appears, in viewport heights. */
const SHOW_AFTER_VIEWPORTS = 0.6

/** A button that appears after scrolling down and returns to the top of the page. */
export function ScrollToTop() {
  const phrases = usePhrases()
  const [visible, setVisible] = useState(false)

  useEffect(() => {
    const update = () => setVisible(window.scrollY > window.innerHeight * SHOW_AFTER_VIEWPORTS)
    update()
    window.addEventListener('scroll', update, { passive: true })
    return () => window.removeEventListener('scroll', update)
  }, [])

  const toTop = () => {
    window.scrollTo({ top: 0, behavior: prefersReducedMotion() ? 'auto' : 'smooth' })
    document.getElementById('top')?.focus({ preventScroll: true })
  }

  return (
    <button
      type="button"
      className={`${styles.button} ${visible ? styles.visible : ''}`}
      onClick={toTop}
      aria-label={phrases.text('page.back_to_top')}
      tabIndex={visible ? 0 : -1}
      aria-hidden={!visible}
    >
      <ArrowUp aria-hidden="true" size={20} />
    </button>
  )
}
