import { crawlSite, externalSummary } from '../support/crawl'
import { builtPages } from '../../scripts/lib/site-pages'
import { expect, test } from '../support/fixtures'
import { CONTENT_PIPELINE } from '../support/tags'

/** Pages a visitor must be able to reach by following links from the home page. */
const MUST_BE_LINKED = [
  '/financialsolutions/mission',
  '/financialsolutions/services',
  '/financialsolutions/services/detail',
  ...['1', '2', 'detail'].map((slug) => `/financialsolutions/portfolio/${slug}`),
  ...['detail', '1', '2', '3', '4', '5'].map((slug) => `/financialblogs/blogs/${slug}`),
  ...['about', 'faq', 'gallery', 'icons', 'testimonials', 'why-choose-us', 'pricing', 'team', 'contact'].map((slug) => `/company/${slug}`),
]

/** Crawls the built site from / (see crawlSite); external links are counted by host, not fetched. */
test('every internal link and asset on the site resolves', { tag: CONTENT_PIPELINE }, async ({ request, baseURL }) => {
  // The crawl grows with the site (about 5 ms a page on two cores): a minute, and 20 ms for each built page.
  test.setTimeout(60_000 + 20 * builtPages().length)
  const { seen, pages, failures, external } = await crawlSite(request, new URL(baseURL!).origin)
  console.log(`crawled ${seen.size} URLs (${pages} pages); ${externalSummary(external)}`)
  expect(failures).toEqual([])
  expect(MUST_BE_LINKED.filter((path) => !seen.has(path))).toEqual([])
})
