import type Slider from 'react-slick'

type SliderComponent = typeof Slider

let loaded: SliderComponent | undefined
let loading: Promise<SliderComponent> | undefined

/** react-slick once it has been fetched in this visit, else undefined (always on the server). */
export const loadedSlider = (): SliderComponent | undefined => loaded

/**
 * Fetches react-slick the first time a slider has to move: the page shows
 * its first slide without it, so it is no part of the page's first load.
 */
export function loadSlider(): Promise<SliderComponent> {
  loading ??= import('react-slick').then((module) => (loaded = module.default))
  return loading
}
