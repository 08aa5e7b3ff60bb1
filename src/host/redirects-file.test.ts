import type { Redirect } from '../lib/shared/redirects'
import { formatRedirectsFile, parseRedirectsFile, redirectFor } from './redirects-file'

const POST = 'content/blog/tax-savings.en.md'
const FILE = 'content/settings/redirects.yaml'

describe('the host’s _redirects file', () => {
  const redirects: Redirect[] = [
    { from: '/financialblogs/blogs/1', to: '/financialblogs/blogs/one', reason: 'renamed', source: POST },
    { from: '/ar/financialblogs/tags/زكاة', to: '/ar/financialblogs/tags', reason: 'merged', source: FILE },
  ]

  it('holds a forced 301 per redirect, addresses percent-encoded, and reads back as written', () => {
    const text = formatRedirectsFile(redirects)
    expect(text.split('\n').slice(1)).toEqual([
      '/financialblogs/blogs/1 /financialblogs/blogs/one 301!',
      '/ar/financialblogs/tags/%D8%B2%D9%83%D8%A7%D8%A9 /ar/financialblogs/tags 301!',
      '',
    ])
    expect(parseRedirectsFile(text)).toEqual(redirects.map(({ from, to }) => ({ from, to, status: 301, force: true })))
  })

  it('is empty but for its comment when nothing redirects', () => {
    expect(parseRedirectsFile(formatRedirectsFile([]))).toEqual([])
  })

  it('refuses a line it cannot read', () => {
    expect(() => parseRedirectsFile('/a /b 301 Country=ae')).toThrow(
      '_redirects, line 1: expected "from to [status]", found "/a /b 301 Country=ae"',
    )
  })

  it('matches a request whatever its trailing slash or escapes', () => {
    const rules = parseRedirectsFile(formatRedirectsFile(redirects))
    expect(redirectFor(rules, '/financialblogs/blogs/1/')?.to).toBe('/financialblogs/blogs/one')
    expect(redirectFor(rules, '/ar/financialblogs/tags/%D8%B2%D9%83%D8%A7%D8%A9')?.to).toBe('/ar/financialblogs/tags')
    expect(redirectFor(rules, '/financialblogs/blogs/2')).toBeUndefined()
  })
})
