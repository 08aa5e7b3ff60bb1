import { FONTS_AFTER_PAINT } from './markup'
import { editionOf, type PageDeliveryOptions } from './options'

/** Whether each history entry, by its router key, was left in the local face it was first laid out in (else in the web font). */
const leftInLocalFace = new Map<string, boolean>()
const entryKey = (location: object) => ('key' in location && typeof location.key === 'string' ? location.key : 'initial')

/** A route update as Gatsby's scroll handler tells it: the location drawn, and the one before it (none for the first page). */
interface RouteChange {
  routerProps: { location: { pathname: string } }
  prevRouterProps?: { location: object }
}

/**
 * Lays the next built page out in its edition's web font where this document has it loaded, else in
 * the local face, as a built page whose font is not ready for its first layout is (font-choice.ts),
 * while the font loads for the page after it. A page Back or Forward returns to is drawn in the face it
 * was left in, so that it is laid out as it was and the reader finds their place.
 */
export function drawNextPageFace({ routerProps: { location }, prevRouterProps }: RouteChange, options: PageDeliveryOptions): void {
  // The first page drawn is the page as served, in the face it was laid out in.
  if (!prevRouterProps) return
  const prevLocation = prevRouterProps.location
  const root = document.documentElement
  leftInLocalFace.set(entryKey(prevLocation), root.hasAttribute(FONTS_AFTER_PAINT))
  const { font } = editionOf(location.pathname, options)
  const returning = leftInLocalFace.get(entryKey(location))
  if (returning === undefined ? document.fonts.check(`1em "${font}"`) : !returning) return root.removeAttribute(FONTS_AFTER_PAINT)
  root.setAttribute(FONTS_AFTER_PAINT, font)
  document.fonts.load(`1em "${font}"`).catch(() => undefined)
}
