import { useCallback, useEffect, useRef, useState } from 'react'
import { BEHAVIOUR, DEFAULT_SECTION, HOME_SECTIONS, type HomeSectionId } from '../config/constants'
import { effectiveSection, mostProminentSection, sectionAtScroll } from '../lib/active-section'
import { prefersReducedMotion } from '../lib/reduced-motion'

/** Makes every section lay out at its real height (global.css defers off-screen ones). */
export const RENDER_ALL_CLASS = 'render-all'

/** Scrolls to a home section; Home goes to the very top because its element is a sticky header. */
function scrollToSection(section: HomeSectionId): void {
  const behavior: ScrollBehavior = prefersReducedMotion() ? 'auto' : 'smooth'
  // Sections not yet rendered have an estimated height; the scroll would aim at a moving target.
  document.documentElement.classList.add(RENDER_ALL_CLASS)
  if (section === DEFAULT_SECTION) {
    window.scrollTo({ top: 0, behavior })
    return
  }
  document.getElementById(section)?.scrollIntoView({ behavior, block: 'start' })
}

/**
 * The active menu section of the home page (docs/specification.md#active-section): set by menu clicks (at once and again
 * 200 ms later, scrolling after 100 ms), by sections becoming 10 % visible (nearest the top wins),
 * and by scrolling.
 */
export function useActiveSection(homePageFlag: string | boolean = true) {
  const [active, setActive] = useState<HomeSectionId>(DEFAULT_SECTION)
  const timers = useRef<number[]>([])

  const select = useCallback((section: HomeSectionId) => {
    setActive(section)
    timers.current.push(
      window.setTimeout(() => setActive(section), BEHAVIOUR.activeSectionResetDelayMs),
      window.setTimeout(() => scrollToSection(section), BEHAVIOUR.menuScrollDelayMs),
    )
  }, [])

  useEffect(() => {
    const elements = HOME_SECTIONS.map((id) => document.getElementById(id)).filter((el): el is HTMLElement => el !== null)
    // Only the entries of one callback count: those are the sections whose visibility just changed.
    // (A sticky header stays visible all the time and would otherwise always be nearest the top.)
    const observer =
      typeof IntersectionObserver === 'undefined'
        ? undefined
        : new IntersectionObserver(
            (entries) => {
              const next = mostProminentSection(
                entries.map((entry) => ({
                  id: entry.target.id as HomeSectionId,
                  ratio: entry.isIntersecting ? entry.intersectionRatio : 0,
                  top: entry.boundingClientRect.top,
                })),
              )
              if (next) setActive(next)
            },
            { threshold: BEHAVIOUR.sectionVisibilityThreshold },
          )
    elements.forEach((el) => observer?.observe(el))

    const onScroll = () => {
      const ranges = elements.map((el, i) => {
        const top = el.getBoundingClientRect().top + window.scrollY
        // The home "section" is a sticky header: it stands for the top of the page, down to where
        // the next menu section begins (so the hero slider counts as Home).
        if (el.id === DEFAULT_SECTION) {
          const next = elements[i + 1]
          return { id: DEFAULT_SECTION, top: 0, bottom: next ? next.getBoundingClientRect().top + window.scrollY : top + el.offsetHeight }
        }
        return { id: el.id as HomeSectionId, top, bottom: top + el.offsetHeight }
      })
      const next = sectionAtScroll(window.scrollY, ranges)
      if (next) setActive(next)
    }
    window.addEventListener('scroll', onScroll, { passive: true })

    const pending = timers.current
    return () => {
      observer?.disconnect()
      window.removeEventListener('scroll', onScroll)
      pending.forEach((t) => window.clearTimeout(t))
    }
  }, [])

  return { active: effectiveSection(active, homePageFlag), select }
}
