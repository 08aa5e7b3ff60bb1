/** @jest-environment node */
import { createHash } from 'crypto'
import { IMMUTABLE, REVALIDATE } from './cache-policy'
import {
  adminContentSecurityPolicy,
  contentSecurityPolicy,
  formatHeadersFile,
  headerRules,
  headersForPath,
  pagePathPatterns,
  parseHeadersFile,
  pathMatches,
  securityHeaders,
  type HeaderRule,
} from './headers'

const sha = (body: string) => `'sha256-${createHash('sha256').update(body).digest('base64')}'`

describe('the Content-Security-Policy', () => {
  const policy = contentSecurityPolicy([sha('b'), sha('a'), sha('a')])
  const directive = (name: string) => policy.split('; ').find((d) => d.startsWith(`${name} `))

  it('allows scripts only from the site and by hash, once each, and WebAssembly for the search', () => {
    expect(directive('script-src')).toBe(`script-src 'self' 'wasm-unsafe-eval' ${[sha('a'), sha('b')].sort().join(' ')}`)
    expect(policy).not.toMatch(/'unsafe-eval'/)
    expect(directive('script-src')).not.toMatch(/unsafe-inline|\*|https?:/)
  })

  it('forbids framing the site and plugins, and frames only the video host', () => {
    expect(directive('frame-ancestors')).toBe("frame-ancestors 'none'")
    expect(directive('object-src')).toBe("object-src 'none'")
    expect(directive('frame-src')).toBe('frame-src https://www.youtube-nocookie.com')
  })

  it('comes with the hardening headers', () => {
    expect(Object.keys(securityHeaders([]))).toEqual(
      expect.arrayContaining([
        'Content-Security-Policy',
        'Strict-Transport-Security',
        'X-Content-Type-Options',
        'Referrer-Policy',
        'Permissions-Policy',
      ]),
    )
    expect(securityHeaders([])['Strict-Transport-Security']).toMatch(/max-age=\d{8,}/)
  })
})

describe('the _headers file', () => {
  const rules: HeaderRule[] = [
    {
      path: '/*',
      headers: { 'X-Content-Type-Options': 'nosniff', 'Content-Security-Policy': "default-src 'self'; frame-ancestors 'none'" },
    },
    { path: '/admin/*', headers: { 'X-Robots-Tag': 'noindex' } },
  ]

  it('is written in the Netlify format and reads back the same', () => {
    const text = formatHeadersFile(rules)
    expect(text).toBe(
      "/*\n  X-Content-Type-Options: nosniff\n  Content-Security-Policy: default-src 'self'; frame-ancestors 'none'\n\n/admin/*\n  X-Robots-Tag: noindex\n",
    )
    expect(parseHeadersFile(text)).toEqual(rules)
  })

  it('applies every matching rule to a path', () => {
    expect(headersForPath('/', rules)).toEqual(rules[0].headers)
    expect(headersForPath('/admin/', rules)).toEqual({ ...rules[0].headers, ...rules[1].headers })
  })

  it('refuses a header line outside a rule', () => {
    expect(() => parseHeadersFile('  X-A: b\n')).toThrow('expected "Name: value" under a path')
  })
})

describe('the rules for pages and for the admin', () => {
  const htmlFiles = [
    'index.html',
    '404.html',
    'company/faq/index.html',
    'financialblogs/blogs/1/index.html',
    'index/index.html',
    'admin/index.html',
  ]
  const adminSources = { connect: ['https://api.github.com', 'http://127.0.0.1:8081'], img: ['https://avatars.githubusercontent.com'] }
  const rules = headerRules({ scriptHashes: [sha('a')], files: htmlFiles, adminDir: 'admin', adminSources })
  /** Every policy a host following the file would send for a path (hosts enforce them all). */
  const policiesFor = (urlPath: string) =>
    rules
      .filter((rule) => (rule.path.endsWith('*') ? urlPath.startsWith(rule.path.slice(0, -1)) : urlPath === rule.path))
      .map((rule) => rule.headers['Content-Security-Policy'])
      .filter(Boolean)

  it('cover every page with the pages policy and nothing else', () => {
    expect(pagePathPatterns(htmlFiles, 'admin')).toEqual([
      '/',
      '/404',
      '/404.html',
      '/company',
      '/company/*',
      '/financialblogs',
      '/financialblogs/*',
      '/index',
      '/index.html',
      '/index/*',
    ])
    for (const page of ['/', '/404', '/company/faq', '/financialblogs/blogs/1', '/index']) {
      expect([page, policiesFor(page)]).toEqual([page, [contentSecurityPolicy([sha('a')])]])
    }
  })

  it('give the admin its own policy only, which the pages never get', () => {
    for (const admin of ['/admin', '/admin/', '/admin/cms.js'])
      expect(policiesFor(admin)).toEqual([adminContentSecurityPolicy(adminSources)])
    const policy = adminContentSecurityPolicy(adminSources)
    expect(policy).toContain("script-src 'self' 'unsafe-eval';")
    expect(policy).toContain("connect-src 'self' blob: https://api.github.com http://127.0.0.1:8081;")
    expect(policy).toContain("img-src 'self' data: blob: https://avatars.githubusercontent.com;")
    expect(headersForPath('/admin/', rules)['Cross-Origin-Opener-Policy']).toBe('same-origin-allow-popups')
    expect(headersForPath('/company/faq', rules)['Cross-Origin-Opener-Policy']).toBe('same-origin')
  })

  it('allow the admin nothing it does not list, and never inline scripts or event handlers', () => {
    const directives = new Map(
      adminContentSecurityPolicy(adminSources)
        .split('; ')
        .map((d) => [d.split(' ')[0], d.split(' ').slice(1)]),
    )
    expect(directives.get('default-src')).toEqual(["'none'"])
    expect(directives.get('script-src')).not.toContain("'unsafe-inline'")
    expect(directives.get('form-action')).toEqual(["'none'"])
    expect(directives.get('frame-ancestors')).toEqual(["'none'"])
  })

  it('harden every response, the admin included', () => {
    for (const urlPath of ['/', '/admin/', '/app-123.js']) expect(headersForPath(urlPath, rules)['X-Content-Type-Options']).toBe('nosniff')
  })
})

describe('how a rule matches a path, as Netlify matches them', () => {
  it.each([
    ['/', '/', true],
    ['/', '/a', false],
    ['/a', '/a/', true],
    ['/a', '/A', true],
    ['/a', '/a/b', false],
    ['/a/*', '/a', true],
    ['/a/*', '/a/b/c', true],
    // The splat does not need its slash: a sibling whose name starts with the folder's matches too.
    ['/a/*', '/a.html', true],
    ['/a/*', '/b/a', false],
    ['/app-1.js', '/app-1xjs', false],
  ])('%s matches %s: %s', (pattern, urlPath, matches) => {
    expect(pathMatches(pattern, urlPath)).toBe(matches)
  })
})

describe('the cache policy in _headers', () => {
  const files = [
    'index.html',
    'company/faq/index.html',
    'app-0123456789abcdef0123.js',
    'styles.0123456789abcdef0123.css',
    'static/inter-0123456789abcdef0123456789abcdef.woff2',
    'page-data/index/page-data.json',
    'admin/index.html',
    'admin/cms.js',
    'admin/static/inter-6DKE5EUH.woff2',
    'robots.txt',
  ]
  const rules = headerRules({ scriptHashes: [], files, adminDir: 'admin', adminSources: { connect: [], img: [] } })
  const cacheControlOf = (urlPath: string) =>
    rules.filter((rule) => pathMatches(rule.path, urlPath) && rule.headers['Cache-Control']).map((rule) => rule.headers['Cache-Control'])

  it('gives each hashed file, page and page-data file its Cache-Control in one rule, and the rest none', () => {
    expect(
      ['/app-0123456789abcdef0123.js', '/styles.0123456789abcdef0123.css', '/static/inter-0123456789abcdef0123456789abcdef.woff2'].map(
        cacheControlOf,
      ),
    ).toEqual([[IMMUTABLE], [IMMUTABLE], [IMMUTABLE]])
    expect(['/', '/company/faq', '/page-data/index/page-data.json', '/admin/'].map(cacheControlOf)).toEqual([
      [REVALIDATE],
      [REVALIDATE],
      [REVALIDATE],
      [REVALIDATE],
    ])
    expect(cacheControlOf('/admin/static/inter-6DKE5EUH.woff2')).toEqual([IMMUTABLE])
    // Left to the host's default, which is the same.
    expect(['/robots.txt', '/admin/cms.js'].map(cacheControlOf)).toEqual([[], []])
  })

  it('keeps the admin its own headers and sets no Cache-Control for every path', () => {
    expect(headersForPath('/admin/static/inter-6DKE5EUH.woff2', rules)['X-Robots-Tag']).toBe('noindex')
    expect(rules.find((rule) => rule.path === '/*')?.headers['Cache-Control']).toBeUndefined()
    expect(formatHeadersFile(rules)).toContain(`\n/static/*\n  Cache-Control: ${IMMUTABLE}\n`)
  })
})
