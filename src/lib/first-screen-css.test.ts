import { inlineFirstScreenCss, LATER_CSS } from './first-screen-css'

const CSS = [
  ':root{--ink:#0b2239}',
  ':root:lang(ar){--font:kufi}',
  '@font-face{font-family:Inter Fallback;src:local("Arial")}',
  '.header{display:flex}',
  '.header a:hover{color:red}',
  '.menuOpen .nav{display:block}',
  '.hero:dir(rtl):before{content:""}',
  '@media (min-width:992px){.hero{min-height:70vh}.pricing{display:grid}}',
  '.pricing{padding:1rem}',
  '.footer{background:navy}',
  '@keyframes fade{to{opacity:0}}',
].join('')

const page = (sections: number, css = CSS) =>
  '<!DOCTYPE html><html lang="en"><head>' +
  `<style data-href="/component---index.css" data-identity="gatsby-global-css">${css}</style>` +
  '</head><body><div id="top"><header class="header"><a href="/">Home</a></header><main>' +
  '<section class="hero">Hero</section><section class="about">About</section>' +
  '<section class="pricing">Pricing</section>'.repeat(Math.max(0, sections - 2)) +
  '</main><footer class="footer">Footer</footer></div></body></html>'

const inline = (html: string) => /<style[^>]*>([\s\S]*?)<\/style>/.exec(html)?.[1]

describe('inlineFirstScreenCss', () => {
  it('keeps inline only the rules that can apply to the header and the first two sections, in their order', () => {
    expect(inline(inlineFirstScreenCss(page(3)))).toBe(
      [
        ':root{--ink:#0b2239}',
        ':root:lang(ar){--font:kufi}',
        '@font-face{font-family:Inter Fallback;src:local("Arial")}',
        '.header{display:flex}',
        '.header a:hover{color:red}',
        '.hero:dir(rtl):before{content:""}',
        '@media (min-width:992px){.hero{min-height:70vh}}',
        '@keyframes fade{to{opacity:0}}',
      ].join(''),
    )
  })

  it('names the whole stylesheet for the loader and links it for readers without scripts', () => {
    const html = inlineFirstScreenCss(page(3))
    expect(html).toContain(`<html ${LATER_CSS}="/component---index.css" lang="en">`)
    expect(html).toContain('</style><noscript><link rel="stylesheet" href="/component---index.css"/></noscript></head>')
  })

  it('leaves a page whose rules all apply to its first screen as it is', () => {
    const css = ':root{--ink:#0b2239}.header{display:flex}.hero{color:red}.footer{background:navy}'
    expect(inlineFirstScreenCss(page(2, css))).toBe(page(2, css))
  })

  it('keeps the footer’s rules inline on a page without later sections, where the footer can be in view', () => {
    expect(inline(inlineFirstScreenCss(page(2)))).toContain('.footer{background:navy}')
  })

  it('leaves out of a post’s HTML the rules of the sections after its article and of its footer', () => {
    const post = page(2)
      .replace('<section class="hero">Hero</section><section class="about">About</section>', '<article class="hero">Post</article>')
      .replace('</main>', '<section class="pricing">Related reading</section></main>')
    const css = inline(inlineFirstScreenCss(post))
    expect(css).toContain('.hero{min-height:70vh}')
    expect(css).not.toContain('.pricing')
    expect(css).not.toContain('.footer')
  })

  it('changes nothing on a page it has rewritten already', () => {
    const once = inlineFirstScreenCss(page(4))
    expect(inlineFirstScreenCss(once)).toBe(once)
  })
})
