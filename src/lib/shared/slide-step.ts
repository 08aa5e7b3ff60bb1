import type { Direction } from '../../config/locales'

/** A step through slides laid out in the text's direction: to the next one, the previous one, or none. */
export type SlideStep = 1 | -1 | 0

/**
 * The step a left or right arrow key takes: the arrow pointing the way the text runs goes to the
 * next slide (Right in English, Left in Arabic), the other one back.
 */
export function arrowStep(key: string, dir: Direction): SlideStep {
  const [forward, back] = dir === 'rtl' ? ['ArrowLeft', 'ArrowRight'] : ['ArrowRight', 'ArrowLeft']
  if (key === forward) return 1
  if (key === back) return -1
  return 0
}

/** A swipe counts once it covers this share of the slider's width (react-slick's touchThreshold of 5). */
export const SWIPE_SHARE = 1 / 5

/**
 * The step a swipe takes, from how far the pointer moved (dx, dy in pixels) over a slider `width`
 * wide: mostly sideways and far enough, it pulls in the slide that follows in the text's direction
 * (swiping left in English, right in Arabic) or the one before.
 */
export function swipeStep(dx: number, dy: number, width: number, dir: Direction): SlideStep {
  if (Math.abs(dx) < width * SWIPE_SHARE || Math.abs(dx) <= Math.abs(dy)) return 0
  const towardsStart = dir === 'rtl' ? dx > 0 : dx < 0
  return towardsStart ? 1 : -1
}
