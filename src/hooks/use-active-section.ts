import { useCallback, useEffect, useRef, useState } from 'react'
import { BEHAVIOUR, DEFAULT_SECTION, HOME_SECTIONS, type HomeSectionId } from '@src/config/constants'
import { effectiveSection, mostProminentSection, sectionAtScroll } from '@src/lib/shared/active-section'
import { renderAllSections } from '@src/lib/browser/deferred-sections'
import { scrollBehavior } from '@src/lib/browser/reduced-motion'
import { focusSection, scrollToSection } from '@src/lib/browser/section-scroll'

export { RENDER_ALL_CLASS } from '@src/lib/browser/deferred-sections'

/** How long the page must stay still before a jump counts as settled, in ms, where the browser has no `scrollend` event. */
export const SETTLE_MS = 150

/** How long a jump waits for its scroll to begin before taking it as not needed, in ms (a busy phone can take over 100). */
export const START_MS = 500

/** Input by which the reader takes the scroll over from a jump. */
const READER_SCROLL_EVENTS = ['wheel', 'touchstart', 'keydown'] as const

/**
 * Scrolls to a section; `done(true)` once the scroll has ended, `done(false)` if the reader takes the
 * scroll over first. Returns a function that cancels the jump without calling `done`.
 * The end is the browser's `scrollend` where it has one: on a busy phone a smooth scroll's frames
 * can be further apart than any quiet time, and re-aiming mid-scroll sends Chromium astray.
 */
function jumpTo(section: HomeSectionId, done: (landed: boolean) => void): () => void {
  renderAllSections()
  scrollToSection(section, scrollBehavior())
  focusSection(section)
  const endEvent = 'onscrollend' in window ? 'scrollend' : undefined
  let timer = 0
  /** Whether the page has scrolled, or the jump stopped, since the start timer was set. */
  let moved = false
  const stop = () => {
    moved = true
    window.clearTimeout(timer)
    window.removeEventListener('scroll', restart)
    if (endEvent) window.removeEventListener(endEvent, settled)
    READER_SCROLL_EVENTS.forEach((type) => window.removeEventListener(type, takenOver))
  }
  function takenOver() {
    stop()
    done(false)
  }
  function settled() {
    stop()
    // Whatever changed size while the scroll ran (a widget starting, a web font) moved the target: land exactly.
    scrollToSection(section, 'auto')
    done(true)
  }
  function restart() {
    moved = true
    window.clearTimeout(timer)
    if (!endEvent) timer = window.setTimeout(settled, SETTLE_MS)
  }
  window.addEventListener('scroll', restart, { passive: true })
  if (endEvent) window.addEventListener(endEvent, settled)
  READER_SCROLL_EVENTS.forEach((type) => window.addEventListener(type, takenOver, { passive: true }))
  // A busy page runs an overdue timer before the frame that reports the smooth scroll the compositor has
  // begun meanwhile, and an instant scroll in the middle of a smooth one sends Chromium past the target:
  // the scroll counts as not needed only once a frame has come and reported none.
  timer = window.setTimeout(() => requestAnimationFrame(() => moved || settled()), START_MS)
  return stop
}

/**
 * The active menu section of the home page (docs/specification.md#active-section): set by menu clicks (at once and again
 * 200 ms later, scrolling after 100 ms), by sections becoming 10 % visible (nearest the top wins), and by scrolling; the
 * last two wait while a jump runs, so the item clicked stays highlighted. A jump ends once both its scroll and the
 * second setting are done: then the highlight follows where the page is, which another scroll (a scrollbar dragged,
 * a script) may have moved meanwhile.
 */
export function useActiveSection(homePageFlag: string | boolean = true, firstScreenOnly = false) {
  const [active, setActive] = useState<HomeSectionId>(DEFAULT_SECTION)
  const timers = useRef<number[]>([])
  /** Cancels the jump under way, if any; while one runs, visibility and scrolling leave the highlight alone. */
  const cancelJump = useRef<(() => void) | undefined>(undefined)
  /** Sets the section the page shows by its scroll position (rule 3, and the page's end). */
  const followPage = useRef<() => void>(() => undefined)
  /** When the last jump ended: what a visibility callback reports from before then is out of date. */
  const jumpEnded = useRef(0)

  const select = useCallback((section: HomeSectionId) => {
    setActive(section)
    if (cancelJump.current) cancelJump.current()
    let cancelScroll = () => {}
    const end = () => {
      window.clearTimeout(again)
      cancelJump.current = undefined
      jumpEnded.current = performance.now()
      followPage.current()
    }
    // The jump ends once its scroll has landed and the section is set again, or when the reader takes the scroll over.
    let waiting = 2
    const settled = (landed = true) => (landed && --waiting > 0 ? undefined : end())
    const again = window.setTimeout(() => {
      setActive(section)
      settled()
    }, BEHAVIOUR.activeSectionResetDelayMs)
    cancelJump.current = () => {
      cancelScroll()
      window.clearTimeout(again)
      cancelJump.current = undefined
    }
    timers.current.push(
      again,
      window.setTimeout(() => {
        cancelScroll = jumpTo(section, settled)
      }, BEHAVIOUR.menuScrollDelayMs),
    )
  }, [])

  useEffect(() => {
    // The sections are followed once all are drawn (src/lib/browser/deferred-sections.ts): a jump meanwhile is left to run.
    if (firstScreenOnly) return
    const elements = HOME_SECTIONS.map((id) => document.getElementById(id)).filter((el): el is HTMLElement => el !== null)
    // The last section (the footer) is too short to reach the probe line: at the page's end it is the one
    // being read, whichever of the scroll event and the visibility callback a busy browser delivers last.
    const lastAtEnd = (): HomeSectionId | undefined =>
      window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 1
        ? (elements[elements.length - 1]?.id as HomeSectionId | undefined)
        : undefined
    // At the very top the page shows Home's part (rule 3 says so): a section below that has just become 10 %
    // visible, as About can in a tall window, does not take the highlight from it.
    const atTop = (): HomeSectionId | undefined => (window.scrollY <= 0 ? DEFAULT_SECTION : undefined)
    // Only the entries of one callback count: those are the sections whose visibility just changed.
    // (A sticky header stays visible all the time and would otherwise always be nearest the top.) A
    // callback can arrive after a jump has ended: what it reports from before then is out of date.
    const observer =
      typeof IntersectionObserver === 'undefined'
        ? undefined
        : new IntersectionObserver(
            (entries) => {
              if (cancelJump.current) return
              const next =
                atTop() ||
                lastAtEnd() ||
                mostProminentSection(
                  entries
                    .filter((entry) => !(entry.time < jumpEnded.current))
                    .map((entry) => ({
                      id: entry.target.id as HomeSectionId,
                      ratio: entry.isIntersecting ? entry.intersectionRatio : 0,
                      top: entry.boundingClientRect.top,
                    })),
                )
              if (next) setActive(next)
            },
            { threshold: BEHAVIOUR.sectionVisibilityThreshold },
          )
    if (observer) elements.forEach((el) => observer.observe(el))

    followPage.current = () => {
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
      const next = lastAtEnd() || sectionAtScroll(window.scrollY, ranges)
      if (next) setActive(next)
    }
    const onScroll = () => {
      if (!cancelJump.current) followPage.current()
    }
    window.addEventListener('scroll', onScroll, { passive: true })

    const pending = timers.current
    return () => {
      observer?.disconnect()
      window.removeEventListener('scroll', onScroll)
      pending.forEach((t) => window.clearTimeout(t))
      if (cancelJump.current) cancelJump.current()
    }
  }, [firstScreenOnly])

  return { active: effectiveSection(active, homePageFlag), select }
}
