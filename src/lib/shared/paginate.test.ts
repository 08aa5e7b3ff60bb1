import { LISTING } from '../../config/constants'
import { listingTitle, pageNumbers, paginate } from './paginate'

describe('paginate', () => {
  const size = LISTING.pageSize

  it('gives one page for a list that fits exactly on it', () => {
    expect(paginate(size, size)).toEqual([{ page: 1, pageCount: 1, start: 0, end: size }])
  })

  it('starts the second page after a full first page and ends the last page at the list end', () => {
    const pages = paginate(2 * size + 1, size)
    expect(pages).toHaveLength(3)
    expect(pages[0]).toEqual({ page: 1, pageCount: 3, start: 0, end: size })
    expect(pages[1]).toEqual({ page: 2, pageCount: 3, start: size, end: 2 * size })
    expect(pages[2]).toEqual({ page: 3, pageCount: 3, start: 2 * size, end: 2 * size + 1 })
  })

  it('covers every entry exactly once', () => {
    const total = 600
    const covered = paginate(total, size).flatMap(({ start, end }) => Array.from({ length: end - start }, (_, i) => start + i))
    expect(covered).toEqual(Array.from({ length: total }, (_, i) => i))
  })

  it('gives an empty list one empty page', () => {
    expect(paginate(0, size)).toEqual([{ page: 1, pageCount: 1, start: 0, end: 0 }])
  })

  it('refuses a page size that is not a whole number above 0', () => {
    expect(() => paginate(10, 0)).toThrow(/page size/)
    expect(() => paginate(10, 2.5)).toThrow(/page size/)
  })
})

describe('pageNumbers', () => {
  it('shows every page of a short list', () => {
    expect(pageNumbers(1, 1)).toEqual([1])
    expect(pageNumbers(2, 4)).toEqual([1, 2, 3, 4])
  })

  it('keeps the first and last pages and the neighbours of the current one on the first, a middle and the last page', () => {
    expect(pageNumbers(1, 20)).toEqual([1, 2, 'gap', 20])
    expect(pageNumbers(10, 20)).toEqual([1, 'gap', 9, 10, 11, 'gap', 20])
    expect(pageNumbers(20, 20)).toEqual([1, 'gap', 19, 20])
  })

  it('shows a single left-out page instead of a gap', () => {
    expect(pageNumbers(4, 7)).toEqual([1, 2, 3, 4, 5, 6, 7])
  })
})

describe('listingTitle', () => {
  it('names the first page by the list and later pages by their number', () => {
    expect(listingTitle('Insights', 1, '{name} (page {page})')).toBe('Insights')
    expect(listingTitle('Insights', 3, '{name} (page {page})')).toBe('Insights (page 3)')
    expect(listingTitle('المدونة', 2, '{name} (الصفحة {page})')).toBe('المدونة (الصفحة 2)')
    expect(() => listingTitle('Insights', 2, '{name} (page {number})')).toThrow('listings.page_title')
  })
})
