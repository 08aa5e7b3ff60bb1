/** The pure rules of the home page's active menu section (docs/specification.md#active-section). */
import { BEHAVIOUR, DEFAULT_SECTION, type HomeSectionId } from '../../config/constants'

export interface SectionRange {
  id: HomeSectionId
  /** Distance of the section's top from the top of the document, in px. */
  top: number
  bottom: number
}

/** Rule 3: the first section whose range contains the scroll position plus the offset; none → undefined (unchanged). */
export function sectionAtScroll(
  scrollY: number,
  ranges: readonly SectionRange[],
  offset: number = BEHAVIOUR.activeSectionScrollOffsetPx,
): HomeSectionId | undefined {
  const probe = scrollY + offset
  return ranges.find((r) => probe >= r.top && probe < r.bottom)?.id
}

export interface SectionVisibility {
  id: HomeSectionId
  /** Share of the section in view, 0 to 1. */
  ratio: number
  /** The section's top relative to the viewport, in px. */
  top: number
}

/** Rule 2: of the sections at least 10 % visible, the one nearest the top of the viewport. */
export function mostProminentSection(
  visibility: readonly SectionVisibility[],
  threshold: number = BEHAVIOUR.sectionVisibilityThreshold,
): HomeSectionId | undefined {
  return visibility
    .filter((v) => v.ratio >= threshold)
    .reduce<SectionVisibility | undefined>((best, v) => (!best || Math.abs(v.top) < Math.abs(best.top) ? v : best), undefined)?.id
}

/** A home-page flag given as the string 'false' forces the default section. */
export function effectiveSection(active: HomeSectionId, homePageFlag: string | boolean = true): HomeSectionId {
  return String(homePageFlag) === 'false' ? DEFAULT_SECTION : active
}
