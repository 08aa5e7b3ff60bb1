/**
 * How a list of entries is split into numbered pages, and which page numbers a page links to.
 * Pure: createPages uses paginate() to create the pages, the listing view model pageLinks().
 */
import { fillPhrase } from './fill-phrase'

/** One page of a paginated list: entries [start, end) of the whole list. */
export interface PageSlice {
  /** From 1. */
  page: number
  pageCount: number
  start: number
  end: number
}

/**
 * The pages of a list of `total` entries, `pageSize` a page. An empty list still has one (empty)
 * page, so an index exists before its first entry does.
 */
export function paginate(total: number, pageSize: number): PageSlice[] {
  if (!Number.isInteger(pageSize) || pageSize < 1) throw new Error(`A page size must be a whole number above 0, not ${pageSize}`)
  const pageCount = Math.max(1, Math.ceil(total / pageSize))
  return Array.from({ length: pageCount }, (_, i) => ({
    page: i + 1,
    pageCount,
    start: i * pageSize,
    end: Math.min(total, (i + 1) * pageSize),
  }))
}

/** A numbered link, or a gap standing for the page numbers left out between two links. */
export type PageNumber = number | 'gap'

/**
 * The page numbers a pagination nav shows on page `current` of `count`: always the first and the
 * last, and `around` pages either side of the current one; runs left out become one 'gap' (a run of
 * a single page is shown rather than hidden behind a gap).
 */
export function pageNumbers(current: number, count: number, around = 1): PageNumber[] {
  const shown = new Set([1, count])
  for (let n = current - around; n <= current + around; n++) if (n >= 1 && n <= count) shown.add(n)
  const numbers: PageNumber[] = []
  let last = 0
  for (const n of [...shown].sort((a, b) => a - b)) {
    if (n - last === 2) numbers.push(n - 1)
    else if (n - last > 2) numbers.push('gap')
    numbers.push(n)
    last = n
  }
  return numbers
}

/**
 * The title of page `page` of a list called `name`: the name alone on the first page, then the
 * interface phrase `listings.page_title` (e.g. "{name} (page {page})") filled in.
 */
export const listingTitle = (name: string, page: number, pageTitle: string): string =>
  page === 1 ? name : fillPhrase('listings.page_title', pageTitle, { name, page })
