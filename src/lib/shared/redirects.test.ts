import { arabicGaps } from '../../../__tests__/support/bilingual'
import {
  addressRecord,
  inferredRedirects,
  readAddressRecord,
  REDIRECTS_PAGE_WORDS,
  siteRedirects,
  sitePath,
  type Redirect,
} from './redirects'

const POST = 'content/blog/tax-savings.en.md'
const POST_AR = 'content/blog/tax-savings.ar.md'
const FILE = 'content/settings/redirects.yaml'

describe('an address as the site compares them', () => {
  it('is decoded, without a trailing slash', () => {
    expect(sitePath('/ar/financialblogs/tags/%D8%B2%D9%83%D8%A7%D8%A9/')).toBe('/ar/financialblogs/tags/زكاة')
    expect(sitePath('/')).toBe('/')
    expect(sitePath('/a/%zz')).toBe('/a/%zz')
  })
})

describe('the redirects inferred from the live site’s address record', () => {
  const entries = new Map([
    [POST, '/financialblogs/blogs/tax-savings-2026'],
    [POST_AR, '/ar/financialblogs/blogs/tax-savings-2026'],
    ['content/blog/zakat.en.md', '/financialblogs/blogs/zakat'],
  ])
  const pages = new Set([...entries.values(), '/financialblogs/blogs'])

  it('lead each address whose file now has another, in its own edition, to that address', () => {
    const record = {
      '/financialblogs/blogs/1': POST,
      '/ar/financialblogs/blogs/1': POST_AR,
      '/financialblogs/blogs/zakat': 'content/blog/zakat.en.md',
    }
    expect(inferredRedirects(record, entries, pages, new Set())).toEqual([
      { from: '/financialblogs/blogs/1', to: '/financialblogs/blogs/tax-savings-2026', reason: 'renamed', source: POST },
      { from: '/ar/financialblogs/blogs/1', to: '/ar/financialblogs/blogs/tax-savings-2026', reason: 'renamed', source: POST_AR },
    ])
  })

  it('leave an address alone that is a page again, that the redirects file sends elsewhere, or whose file is not built', () => {
    const record = {
      '/financialblogs/blogs': POST,
      '/financialblogs/blogs/old': POST,
      '/financialblogs/blogs/gone': 'content/blog/gone.en.md',
    }
    expect(inferredRedirects(record, entries, pages, new Set(['/financialblogs/blogs/old']))).toEqual([])
  })

  it('are kept by the record each build publishes, so every older address leads straight to the newest', () => {
    const first = addressRecord({}, new Map([[POST, '/financialblogs/blogs/1']]), new Set(['/financialblogs/blogs/1']))
    const second = addressRecord(first, new Map([[POST, '/financialblogs/blogs/2']]), new Set(['/financialblogs/blogs/2']))
    const third = addressRecord(second, entries, pages)
    expect(third).toEqual({
      '/ar/financialblogs/blogs/tax-savings-2026': POST_AR,
      '/financialblogs/blogs/1': POST,
      '/financialblogs/blogs/2': POST,
      '/financialblogs/blogs/tax-savings-2026': POST,
      '/financialblogs/blogs/zakat': 'content/blog/zakat.en.md',
    })
    expect(inferredRedirects(third, entries, pages, new Set()).map(({ from, to }) => `${from} → ${to}`)).toEqual([
      '/financialblogs/blogs/1 → /financialblogs/blogs/tax-savings-2026',
      '/financialblogs/blogs/2 → /financialblogs/blogs/tax-savings-2026',
    ])
  })

  it('are read from the live record, keeping only its well-formed lines', () => {
    expect(readAddressRecord({ '/a': POST, b: POST, '/c': 3, '/d': 'content/settings/company.yaml' })).toEqual({ '/a': POST })
    expect(readAddressRecord([1, 2])).toEqual({})
  })
})

describe('every redirect of the site', () => {
  const written: Redirect[] = [
    { from: '/financialsolutions/portfolio/detail', to: '/financialsolutions/portfolio', reason: 'retired', source: FILE },
  ]

  it('are the written ones, then the inferred ones, with the record to publish', () => {
    const { redirects, record, problems } = siteRedirects({
      written,
      record: { '/financialblogs/blogs/1': POST },
      entries: new Map([[POST, '/financialblogs/blogs/one']]),
      pages: new Set(['/financialblogs/blogs/one', '/financialsolutions/portfolio']),
    })
    expect(redirects.map((r) => [r.from, r.to, r.reason])).toEqual([
      ['/financialsolutions/portfolio/detail', '/financialsolutions/portfolio', 'retired'],
      ['/financialblogs/blogs/1', '/financialblogs/blogs/one', 'renamed'],
    ])
    expect(record).toEqual({ '/financialblogs/blogs/1': POST, '/financialblogs/blogs/one': POST })
    expect(problems).toEqual([])
  })

  it('name a written redirect that the built pages contradict', () => {
    const { problems } = siteRedirects({
      written,
      record: {},
      entries: new Map(),
      pages: new Set(['/financialsolutions/portfolio/detail']),
    })
    expect(problems).toEqual([
      '/financialsolutions/portfolio/detail is a page of this build, so it cannot redirect',
      '/financialsolutions/portfolio/detail redirects to /financialsolutions/portfolio, which is no page of this build',
    ])
  })
})

describe('the words of the editors’ list of redirects', () => {
  it('have Arabic words for every phrase, with the values in braces of the English', () => {
    expect(arabicGaps(REDIRECTS_PAGE_WORDS)).toEqual([])
  })
})
