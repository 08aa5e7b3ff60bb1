import { startTransition, useEffect, useState } from 'react'

/**
 * Pages lay out their later sections only when they come near the viewport (global.css). A scroll
 * that aims at a position measured on real heights (a menu jump, a restored position on Back) must
 * first give every section its real height, or its target moves while it runs. Browser only.
 */
export const RENDER_ALL_CLASS = 'render-all'

export function renderAllSections(): void {
  document.documentElement.classList.add(RENDER_ALL_CLASS)
}

/**
 * The End key (Ctrl+End too) scrolls to the page's end as measured when pressed; with sections still
 * at their estimated heights that end moves on. Called on keydown, before the browser scrolls. The
 * first End, which gives the sections their heights, the page takes to the end itself: on a busy phone
 * the browser's own scroll, begun before that layout is done, can end where it started.
 */
export function renderAllBeforeEnd(event: KeyboardEvent): void {
  const target = event.target as Element
  if (event.key !== 'End' || target.closest('input, textarea, select, [contenteditable]')) return
  const root = document.documentElement
  if (root.classList.contains(RENDER_ALL_CLASS)) return
  renderAllSections()
  // Shift+End selects, and End in the open drawer scrolls the drawer: those stay the browser's.
  if (event.shiftKey || target.closest('[popover]')) return
  event.preventDefault()
  window.scrollTo(0, root.scrollHeight)
}

/**
 * A page the router draws in place of another, at its top, draws its first screen in the frame after
 * the tap, and what lies below it (the sections its template marks as later, the footer) once that
 * frame has painted, in slices: React's render and the first layout before the reader sees the page
 * are then a fraction of the whole page's. A page as served, which React hydrates, or one returned to
 * at a position down it, is drawn whole.
 */
let firstScreenFirst = false

/** Said before the router draws the next page (gatsby-browser's onPreRouteUpdate): whether it starts at its top. */
export function drawFirstScreenFirst(atTop: boolean): void {
  firstScreenFirst = atTop
}

/** Whether the page is drawn so far without what lies below its first screen: until a frame has painted that screen. */
export function useFirstScreenOnly(): boolean {
  const [only, setOnly] = useState(firstScreenFirst)
  useEffect(() => {
    // A frame's callbacks run before it paints; a task queued from one runs after.
    if (only) requestAnimationFrame(() => setTimeout(() => startTransition(() => setOnly(false))))
  }, [only])
  return only
}
