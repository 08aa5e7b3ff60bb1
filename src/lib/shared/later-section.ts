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

/**
 * Set on the root by page delivery's loader: global.css lays the page's end (its last marked section and
 * the footer after marked sections) out only once it is set. A page whose stylesheets come after its
 * first paint has it set as they are applied, so that its end is laid out once, in its own style, where
 * the first layout would lay it out unstyled and the stylesheets' step again; a page served with all its
 * CSS, at once. A reader who drags the scrollbar to the end finds it at its real height from then on.
 */
export const END_DRAWN_CLASS = 'end-drawn'

/** The prop of a component drawn as one section of the main content. */
export interface SectionPlacement {
  /** The section starts below the page's first screen (its template says so). */
  later?: boolean
}
