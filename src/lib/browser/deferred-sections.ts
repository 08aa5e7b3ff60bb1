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
 * at their estimated heights that end moves on. Called on keydown, before the browser scrolls.
 */
export function renderAllBeforeEnd(event: KeyboardEvent): void {
  if (event.key === 'End' && !(event.target instanceof HTMLElement && event.target.closest('input, textarea, select, [contenteditable]')))
    renderAllSections()
}
