/** @jest-environment node */
import { APP_DATA, jsonScript } from '../../plugins/page-delivery/src/markup'
import { chunkGroupScripts, pageJsBytes, scriptSources, spread } from './page-js'

const HTML = `<!DOCTYPE html><html><head><link as="script" rel="preload" href="/app-1.js"/>
<script>window.inline = 1</script><script id="data">/*{}*/</script></head><body>
<script src="/webpack-runtime-1.js" defer></script><script src='/framework-1.js' defer></script>
<script defer src=/app-1.js?v=2></script><script src="/app-1.js#x" defer></script>
<script src="https://cdn.example.com/x.js"></script><script src="//cdn.example.com/y.js"></script>
<script type="module" src="/component---src-pages-index-tsx-1.js"></script></body></html>`

describe('the JavaScript a page loads', () => {
  it('lists each local <script src> once, without query or fragment, and leaves out inline, preload-only and external scripts', () => {
    expect(scriptSources(HTML)).toEqual(['/webpack-runtime-1.js', '/framework-1.js', '/app-1.js', '/component---src-pages-index-tsx-1.js'])
    expect(scriptSources('<p>no scripts</p>')).toEqual([])
  })

  it('lists the application scripts a page adds after its first paint (plugins/page-delivery/src/loader.ts)', () => {
    const data = jsonScript(APP_DATA, { scripts: ['/webpack-runtime-1.js', '/app-1.js'], compilationHash: '1' })
    expect(scriptSources(`<body>${data}<script>loader()</script></body>`)).toEqual(['/webpack-runtime-1.js', '/app-1.js'])
  })

  it("adds the scripts of the page component's chunk group from webpack.stats.json", () => {
    const stats = {
      namedChunkGroups: {
        'component---src-pages-index-tsx': {
          assets: [{ name: 'commons-1.js' }, { name: 'index.css' }, { name: 'component---src-pages-index-tsx-1.js' }],
        },
        'component---old-format': { assets: ['a.js', 'b.css'] },
      },
    }
    expect(chunkGroupScripts(stats, 'component---src-pages-index-tsx')).toEqual(['/commons-1.js', '/component---src-pages-index-tsx-1.js'])
    expect(chunkGroupScripts(stats, 'component---old-format')).toEqual(['/a.js'])
    expect(() => chunkGroupScripts(stats, 'component---missing')).toThrow('component---missing')
  })

  it('sums their sizes, each script once', () => {
    const sizes: Record<string, number> = {
      '/webpack-runtime-1.js': 3,
      '/framework-1.js': 100,
      '/app-1.js': 50,
      '/component---src-pages-index-tsx-1.js': 7,
    }
    expect(pageJsBytes([...scriptSources(HTML), '/app-1.js'], (src) => sizes[src])).toBe(160)
    expect(pageJsBytes([], () => 1)).toBe(0)
  })

  it('refuses a script the build did not write', () => {
    expect(() => pageJsBytes(['/gone.js'], () => undefined)).toThrow('/gone.js')
  })
})

describe('spread', () => {
  it('gives minimum, median and maximum, the lower middle value for an even count', () => {
    expect(spread([5])).toEqual({ min: 5, median: 5, max: 5 })
    expect(spread([9, 1, 5])).toEqual({ min: 1, median: 5, max: 9 })
    expect(spread([4, 1, 3, 2])).toEqual({ min: 1, median: 2, max: 4 })
    expect(() => spread([])).toThrow()
  })
})
