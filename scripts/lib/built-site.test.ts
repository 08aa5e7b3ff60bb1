/** @jest-environment node */
import fs from 'fs'
import os from 'os'
import path from 'path'
import { htmlFileFor, measureBuiltSite } from './built-site'

describe('htmlFileFor', () => {
  it('maps page paths to the HTML files Gatsby writes', () => {
    expect(htmlFileFor('/')).toBe('index.html')
    expect(htmlFileFor('/financialblogs/blogs/1')).toBe('financialblogs/blogs/1/index.html')
    expect(htmlFileFor('/company/faq/')).toBe('company/faq/index.html')
    expect(htmlFileFor('/404.html')).toBe('404.html')
  })
})

describe('measureBuiltSite', () => {
  let dir: string
  const write = (file: string, text: string) => {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true })
    fs.writeFileSync(path.join(dir, file), text)
  }
  const page = (pagePath: string, dataFile: string, html: string, componentChunkName: string, extra = '') => {
    write(`page-data/${dataFile}/page-data.json`, JSON.stringify({ componentChunkName, path: pagePath, extra }))
    write(htmlFileFor(pagePath), html)
  }

  beforeAll(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'built-site-'))
    write('app.js', 'x'.repeat(100))
    write('home.js', 'x'.repeat(10))
    write('post.js', 'x'.repeat(30))
    write('commons.js', 'x'.repeat(1000))
    write('page-data/sq/d/1.json', '{"a":1}')
    const group = (...names: string[]) => ({ assets: names.map((name) => ({ name })) })
    write(
      'webpack.stats.json',
      JSON.stringify({
        namedChunkGroups: {
          home: group('commons.js', 'home.js', 'home.css'),
          post: group('commons.js', 'post.js'),
          faq: group(),
          gone: group('missing.js'),
        },
      }),
    )
    page('/', 'index', '<script src="/app.js"></script>', 'home')
    page('/blog/a/', 'blog/a', '<script src="/app.js"></script>', 'post', 'y'.repeat(500))
    page('/company/faq/', 'company/faq', '<script src="/app.js"></script>', 'faq')
    page('/404/', '404', '<script src="/missing.js"></script>', 'gone')
    page('/404.html', '404.html', '<script src="/missing.js"></script>', 'gone')
  })

  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }))

  it('counts the pages without the not-found ones and measures the home page, the largest page data and the JS per page', () => {
    const figures = measureBuiltSite(dir)
    expect(figures.pages).toBe(3)
    expect(figures.homeHtmlBytes).toBe(fs.statSync(path.join(dir, 'index.html')).size)
    expect(figures.homePageDataBytes).toBe(fs.statSync(path.join(dir, 'page-data/index/page-data.json')).size)
    expect(figures.largestPageData.path).toBe('page-data/blog/a/page-data.json')
    expect(figures.staticQueryBytes).toBe(7)
    expect(figures.pageJs).toEqual({ min: 100, median: 1110, max: 1130 })
    expect(figures.homeJsBytes).toBe(1110)
  })
})
