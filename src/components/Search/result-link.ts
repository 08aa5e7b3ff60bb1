/** The attribute that marks the results' links, which the arrow keys move through (SearchBox, SearchResults). */
export const RESULT_LINK = 'data-search-result'
