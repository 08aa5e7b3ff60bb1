/** Whether the reader asked for less motion; false where the browser cannot tell. Browser only. */
export const prefersReducedMotion = (): boolean => window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false

/** How a scroll the page makes runs: smooth, unless the reader asked for less motion. Browser only. */
export const scrollBehavior = (): ScrollBehavior => (prefersReducedMotion() ? 'auto' : 'smooth')
