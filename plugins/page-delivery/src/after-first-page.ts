/**
 * What page delivery does only once the first page is drawn, in a chunk of its own that the browser
 * fetches then, so that the home pages' first load keeps to its budget: loading linked pages ahead,
 * and choosing the face the next page is laid out in.
 */
export { prefetchLinksOfPage } from './prefetch'
export { drawNextPageFace } from './next-page-face'
