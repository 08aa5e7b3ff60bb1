/**
 * Which sections of a page's main content start below its first screen is said by the page itself:
 * the template, which knows what comes first, marks each such section with this attribute.
 * global.css lays a marked section out only when it comes near the viewport, and page delivery's
 * post-build stage leaves what only marked sections (and the footer after them) use out of the
 * first screen's inline CSS (plugins/page-delivery/src/first-screen-css.ts). Components write it
 * as `data-later={later || undefined}`: JSX takes an attribute named by a constant only through an
 * object spread, which the home pages' JavaScript budget cannot afford in every section.
 */
export const LATER_SECTION = 'data-later'

/** The prop of a component drawn as one section of the main content. */
export interface SectionPlacement {
  /** The section starts below the page's first screen (its template says so). */
  later?: boolean
}
