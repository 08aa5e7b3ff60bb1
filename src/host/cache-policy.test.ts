/** @jest-environment node */
import { cacheControlFor, cacheControlRules, HOST_DEFAULT, IMMUTABLE, REVALIDATE } from './cache-policy'
import { pathMatches } from './headers'

describe('the Cache-Control of a file', () => {
  it.each([
    '/app-6c5699674ab88f039b4e.js',
    '/app-6c5699674ab88f039b4e.js.map',
    '/framework-28bd126273e2e1f5783f.js',
    '/webpack-runtime-aa6af36b1dca486ea039.js',
    '/component---src-templates-blog-post-tsx-4972cfb1ed15c72e4118.js',
    '/454-3ed81d774d212ac2f2e8.js',
    '/53e230a323b52a70f4047fd1dda55ec0b79f0e47-f457d15b46ba31a9fccd.js',
    '/styles.66aec5371635fb2b9d0d.css',
    '/component---src-pages-index-tsx.ab5c4b174a89780cb149.css',
    '/app.66aec5371635fb2b9d0d.faceless.4f2981d82860061bca3e.css',
    '/static/inter-latin-wght-normal-4f2981d82860061bca3ecb967a2cd084.woff2',
    '/static/ff21a4af5d1d24ddd4c649b4f7ef7873/f4951/banner.avif',
    '/admin/static/kufi-arabic-wght-XYSDKZ3C.woff2',
  ])('%s, named by its content: kept a year', (sitePath) => {
    expect(cacheControlFor(sitePath)).toBe(IMMUTABLE)
  })

  it.each([
    '/',
    '/index.html',
    '/company/faq/',
    '/page-data/index/page-data.json',
    '/page-data/app-data.json',
    '/page-data/sq/d/1719284552.json',
    '/framework-28bd126273e2e1f5783f.js.LICENSE.txt',
    '/chunk-map.json',
    '/sw.js',
    '/favicon.svg',
    '/pagefind/pagefind.js',
    '/admin/cms.js',
    '/app-1234abcd.js',
  ])('%s: asked again on each use', (sitePath) => {
    expect(cacheControlFor(sitePath)).toBe(REVALIDATE)
  })
})

describe('the Cache-Control rules of _headers', () => {
  // The shape of a build: a folder beside a page of the same name (/index, /404), the admin's
  // hashed assets inside its pages' folder, a root file that starts like a folder's name.
  const files = [
    'index.html',
    '404.html',
    '404/index.html',
    'index/index.html',
    'company/faq/index.html',
    'company/rss.xml',
    'financialblogs/blogs/1/index.html',
    'ar/index.html',
    'search/index.html',
    'searchable-0123456789abcdef0123.js',
    'app-0123456789abcdef0123.js',
    'app-0123456789abcdef0123.js.map',
    'app-0123456789abcdef0123.js.LICENSE.txt',
    'styles.0123456789abcdef0123.css',
    'chunk-map.json',
    'robots.txt',
    'static/inter-0123456789abcdef0123456789abcdef.woff2',
    'static/0123456789abcdef0123456789abcdef/1a2b3/banner.avif',
    'page-data/index/page-data.json',
    'page-data/app-data.json',
    'page-data/sq/d/1719284552.json',
    'pagefind/pagefind.js',
    'admin/index.html',
    'admin/cms.js',
    'admin/schedule/index.html',
    'admin/static/inter-6DKE5EUH.woff2',
  ]
  const rules = cacheControlRules(files)
  /** Where each file is served: a page also at its folder's address, with and without the slash. */
  const addresses = files.flatMap((file) => {
    if (file === 'index.html') return ['/', '/index.html']
    if (file.endsWith('/index.html'))
      return [`/${file}`, `/${file.slice(0, -'index.html'.length)}`, `/${file.slice(0, -'/index.html'.length)}`]
    if (file.endsWith('.html')) return [`/${file}`, `/${file.slice(0, -'.html'.length)}`]
    return [`/${file}`]
  })

  it('give every address at most one rule, whose value is the policy; the host default being the policy for the rest', () => {
    const sent = addresses.map((address) => {
      const matching = rules.filter((rule) => pathMatches(rule.path, address)).map((rule) => rule.cacheControl)
      return { address, sent: matching.length === 0 ? [HOST_DEFAULT] : matching }
    })
    expect(sent).toEqual(addresses.map((address) => ({ address, sent: [cacheControlFor(address)] })))
  })

  it('give the hashed folders, the page data and the pages one rule a folder where that is safe', () => {
    expect(rules).toEqual(
      expect.arrayContaining([
        { path: '/static/*', cacheControl: IMMUTABLE },
        { path: '/admin/static/*', cacheControl: IMMUTABLE },
        { path: '/page-data/*', cacheControl: REVALIDATE },
        { path: '/company/*', cacheControl: REVALIDATE },
        { path: '/ar/*', cacheControl: REVALIDATE },
      ]),
    )
    // /search/* would match the root script that starts with "search", and /index/* matches /index.html.
    const paths = rules.map((rule) => rule.path)
    expect(paths).not.toContain('/search/*')
    expect(paths).not.toContain('/index/*')
    expect(paths).not.toContain('/admin/*')
    expect(paths).not.toContain('/*')
  })
})
