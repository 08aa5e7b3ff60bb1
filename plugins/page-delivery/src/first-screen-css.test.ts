import { firstScreenCss, firstScreenImage, firstScreenNames } from './first-screen-css'
import { cssRules, fontFacesApart } from './css-rules'

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

const page = (sections: number) =>
  '<!DOCTYPE html><html lang="en"><head></head><body><div id="top"><header class="header"><a href="/">Home</a></header><main>' +
  '<section class="hero">Hero</section><section class="about">About</section>' +
  '<section class="pricing" data-later="">Pricing</section>'.repeat(Math.max(0, sections - 2)) +
  '</main><footer class="footer">Footer</footer></div></body></html>'

const firstScreen = (html: string, css = CSS) => firstScreenCss(cssRules(css), firstScreenNames(html))

describe('the first screen’s CSS', () => {
  it('is the rules that can apply to the header and the first two sections, in their order within their at-rules', () => {
    expect(firstScreen(page(3))).toBe(
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

  it('is none to cut where every rule can apply to the first screen', () => {
    expect(firstScreen(page(3), ':root{--ink:#0b2239}.header{display:flex}.hero{color:red}')).toBeUndefined()
  })

  it('keeps the footer’s rules on a page without later sections, where the footer can be in view', () => {
    expect(firstScreen(page(2))).toContain('.footer{background:navy}')
  })

  it('leaves out the rules of the sections after a post’s article and of its footer', () => {
    const post = page(2)
      .replace('<section class="hero">Hero</section><section class="about">About</section>', '<article class="hero">Post</article>')
      .replace('</main>', '<section class="pricing" data-later="">Related reading</section></main>')
    const css = firstScreen(post)
    expect(css).toContain('.hero{min-height:70vh}')
    expect(css).not.toContain('.pricing')
    expect(css).not.toContain('.footer')
  })

  it('is read from the page’s marks, not from the sections’ order', () => {
    const unmarked = page(3).replace(' data-later=""', '')
    expect(firstScreen(unmarked)).toContain('.pricing{padding:1rem}')
    expect(firstScreen(unmarked)).toContain('.footer{background:navy}')
    const firstMarked = page(3).replace('<section class="hero">', '<section class="hero" data-later="">')
    expect(firstScreen(firstMarked)).not.toContain('.hero')
  })

  it('keeps the rules that read the mark, which defer the later sections on the first paint', () => {
    const deferral = ':root:not(.render-all) main>section[data-later]:not(:last-of-type){content-visibility:auto}'
    expect(firstScreen(page(3), CSS + deferral)).toContain(deferral)
  })

  it('reads an element’s type, classes, id and attributes, and nested at-rules', () => {
    const html = '<main><section id="one" data-x="1" class="a b"><svg><path d="M0"/></svg><p>x</p></section></main>'
    const css =
      '@media (min-width:1px){@supports (display:grid){#one p{color:red}[data-x] .c{color:blue}}}svg path{fill:red}.b.c{color:red}'
    expect(firstScreen(html, css)).toBe('@media (min-width:1px){@supports (display:grid){#one p{color:red}}}svg path{fill:red}')
  })
})

describe('a stylesheet’s @font-face rules apart', () => {
  it('are the faces in their order and the stylesheet without them', () => {
    expect(fontFacesApart(CSS.replace(':root{', '@font-face{font-family:A;src:local("B")}:root{'), 'public/app.css')).toEqual({
      faces: '@font-face{font-family:A;src:local("B")}@font-face{font-family:Inter Fallback;src:local("Arial")}',
      rest: CSS.replace('@font-face{font-family:Inter Fallback;src:local("Arial")}', ''),
    })
  })

  it('stop the build, naming the file, where a face is inside another at-rule, which a page’s own style would not keep', () => {
    expect(() => fontFacesApart('@supports (color:red){@font-face{font-family:A;src:local("B")}}', 'public/app.css')).toThrow(
      'public/app.css: an @font-face rule inside @supports',
    )
  })
})

describe('firstScreenImage', () => {
  const widths = (format: string) => [480, 750, 1080].map((width) => `/static/abc/${width}/banner.${format} ${width}w`).join(',\n')
  const banner =
    `<picture><source type="image/avif" srcSet="${widths('avif')}" sizes="100vw"/>` +
    `<source type="image/webp" srcSet="${widths('webp')}" sizes="100vw"/>` +
    `<img src="/static/abc/750/banner.webp" srcSet="${widths('webp')}" sizes="100vw" width="1920" height="640" alt="" fetchpriority="high"/></picture>`
  const lazy = (name: string) =>
    `<picture><source type="image/avif" srcSet="/static/x/${name}.avif 640w"/><img src="/static/x/${name}.webp" alt="" loading="lazy"/></picture>`

  it('is the first format’s narrowest candidate a phone can use of the image fetched at high priority', () => {
    expect(firstScreenImage(`<body>${lazy('logo')}<main>${banner}${lazy('card')}</main></body>`)).toBe('/static/abc/750/banner.avif')
  })

  it('is the widest candidate when none is wide enough, the image’s own candidates outside a picture, or its src', () => {
    expect(firstScreenImage(banner.replace(/,\n\/static\/abc\/(750|1080)\/banner.avif \d+w/g, ''))).toBe('/static/abc/480/banner.avif')
    expect(firstScreenImage(`${lazy('logo')}<img srcSet="/a.webp 800w, /b.webp 400w" alt="" fetchpriority="high"/>`)).toBe('/a.webp')
    expect(firstScreenImage('<img src="/hero.webp" alt="" fetchpriority="high"/>')).toBe('/hero.webp')
  })

  it('is undefined on a page without an image fetched at high priority', () => {
    expect(firstScreenImage(`<main>${lazy('card')}</main>`)).toBeUndefined()
  })
})
