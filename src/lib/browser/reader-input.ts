/**
 * Whether the reader has acted on the page since it was shown: a tap, click, key, wheel or touch, or a
 * scroll of a page served without a fragment (which the browser leaves at its top). Browser only.
 */
const INPUT_EVENTS = ['pointerdown', 'keydown', 'wheel', 'touchstart'] as const

let acted = false

/**
 * Listens from the application's start, in the capture phase on the window, so that an input is counted
 * before React sees it (a tap on a part not yet hydrated makes React hydrate it at once, inside that tap).
 * Input from before the start is in the browser's record of the first input.
 */
export function watchReaderInput(): void {
  const onInput = () => {
    acted = true
    INPUT_EVENTS.forEach((type) => window.removeEventListener(type, onInput, true))
  }
  INPUT_EVENTS.forEach((type) => window.addEventListener(type, onInput, { capture: true, passive: true }))
}

export function readerHasActed(): boolean {
  return (
    acted ||
    (typeof performance.getEntriesByType === 'function' && performance.getEntriesByType('first-input').length > 0) ||
    (window.scrollY !== 0 && !window.location.hash)
  )
}
