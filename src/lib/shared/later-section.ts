/**
 * Which sections of a page's main content start below its first screen is said by the page itself:
 * the template, which knows what comes first, marks each such section with this attribute.
 * global.css lays a marked section out only when it comes near the viewport, and page delivery's
 * post-build stage leaves what only marked sections (and the footer after them) use out of the
 * first screen's inline CSS (plugins/page-delivery/src/first-screen-css.ts).
 */
export const LATER_SECTION = 'data-later'

/** The prop of a component drawn as one section of the main content. */
export interface SectionPlacement {
  /** The section starts below the page's first screen (its template says so). */
  later?: boolean
}

/** The mark of a section whose template placed it `later`, to spread on its `<section>`. */
export const laterMark = (later: boolean | undefined) => (later ? { [LATER_SECTION]: '' } : undefined)
