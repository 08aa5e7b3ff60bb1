import React, { useEffect, useState } from 'react'
import ArrowUp from 'lucide-react/icons/arrow-up'
import { usePhrases } from '@src/hooks/use-phrases'
import { DEFAULT_SECTION } from '@src/config/constants'
import { scrollBehavior } from '@src/lib/browser/reduced-motion'
import { focusSection, scrollToSection } from '@src/lib/browser/section-scroll'
import * as styles from './ScrollToTop.module.css'

/** How far down the page the button appears, in viewport heights. */
const SHOW_AFTER_VIEWPORTS = 0.6

/** A button that appears after scrolling down and returns to the top of the page. */
export function ScrollToTop() {
  const phrases = usePhrases()
  const [visible, setVisible] = useState(false)

  useEffect(() => {
    const update = () => setVisible(window.scrollY > window.innerHeight * SHOW_AFTER_VIEWPORTS)
    // The first reading waits for a frame: read in the effect, the position would force the styles of a
    // page still being hydrated to be worked out inside React's slice.
    const frame = requestAnimationFrame(update)
    window.addEventListener('scroll', update, { passive: true })
    return () => {
      cancelAnimationFrame(frame)
      window.removeEventListener('scroll', update)
    }
  }, [])

  // The top of the page is Home's place, as a jump to Home goes.
  const toTop = () => {
    scrollToSection(DEFAULT_SECTION, scrollBehavior())
    focusSection(DEFAULT_SECTION)
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
