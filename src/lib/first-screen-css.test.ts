import { firstScreenImage, inlineFirstScreenCss, LATER_CSS } from './first-screen-css'

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

/** The stylesheets' files, which a page rewritten already is read back from. */
const FILES: Record<string, string> = { '/component---index.css': CSS }
const split = (html: string) =>
  inlineFirstScreenCss(
    html,
    (href) => FILES[href],
    () => false,
  )

const inline = (html: string) => /<style[^>]*>([\s\S]*?)<\/style>/.exec(html)?.[1]

describe('inlineFirstScreenCss', () => {
  it('keeps inline only the rules that can apply to the header and the first two sections, in their order', () => {
    expect(inline(split(page(3)))).toBe(
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
    const html = split(page(3))
    expect(html).toContain(`<html ${LATER_CSS}="/component---index.css" lang="en">`)
    expect(html).toContain('</style><noscript><link rel="stylesheet" href="/component---index.css"/></noscript></head>')
  })

  it('names and links every stylesheet in its order once one is cut, so that the linked rules keep their order', () => {
    const html = split(
      page(3).replace('</head>', '<style data-href="/app.css" data-identity="gatsby-global-css">.header{color:red}</style></head>'),
    )
    expect(html).toContain(`${LATER_CSS}="/component---index.css /app.css"`)
    expect(html).toContain(
      '<style data-href="/app.css" data-identity="gatsby-global-css">.header{color:red}</style><noscript><link rel="stylesheet" href="/component---index.css"/><link rel="stylesheet" href="/app.css"/></noscript>',
    )
  })

  it('leaves a page whose rules all apply to its first screen as it is', () => {
    const css = ':root{--ink:#0b2239}.header{display:flex}.hero{color:red}.footer{background:navy}'
    expect(split(page(2, css))).toBe(page(2, css))
  })

  it('keeps the footer’s rules inline on a page without later sections, where the footer can be in view', () => {
    expect(inline(split(page(2)))).toContain('.footer{background:navy}')
  })

  it('leaves out of a post’s HTML the rules of the sections after its article and of its footer', () => {
    const post = page(2)
      .replace('<section class="hero">Hero</section><section class="about">About</section>', '<article class="hero">Post</article>')
      .replace('</main>', '<section class="pricing">Related reading</section></main>')
    const css = inline(split(post))
    expect(css).toContain('.hero{min-height:70vh}')
    expect(css).not.toContain('.pricing')
    expect(css).not.toContain('.footer')
  })

  it('keeps the CSS of a page that fits the first round trip whole', () => {
    expect(
      inlineFirstScreenCss(
        page(3),
        (href) => FILES[href],
        (html) => html === page(3),
      ),
    ).toBe(page(3))
  })

  it('changes nothing on a page it has rewritten already', () => {
    const once = split(page(4))
    expect(split(once)).toBe(once)
  })

  it('splits a page rewritten already afresh, from its stylesheets’ files, when they have changed', () => {
    const once = split(page(3))
    FILES['/component---index.css'] = CSS + '.hero{color:gold}.pricing{color:gold}'
    try {
      expect(inline(split(once))).toContain('.hero{color:gold}')
      expect(inline(split(once))).not.toContain('.pricing{color:gold}')
      expect(split(once).match(/<noscript>/g)).toHaveLength(1)
    } finally {
      FILES['/component---index.css'] = CSS
    }
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
