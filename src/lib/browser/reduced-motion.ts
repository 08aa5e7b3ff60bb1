/** Whether the reader asked for less motion; false where the browser cannot tell. Browser only. */
export const prefersReducedMotion = (): boolean => window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false
