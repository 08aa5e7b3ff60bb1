/** @jest-environment node */
import { inlineUsedStyles } from './inline-used-styles'

const APP_STYLE =
  '<style data-href="/app.7a8b.css" data-identity="gatsby-global-css">@font-face{font-family:Inter Variable;src:url(/static/inter.woff2)}' +
  ':root:lang(ar){--font-sans:Kufi}:focus-visible{outline:2px solid}.unused-global{color:red}</style>'
const TEMPLATE =
  '._1a2b{color:navy}._1a2b:hover{color:teal}:root:lang(ar) ._1a2b{letter-spacing:normal}._3c4d{color:olive}' +
  '@media (min-width:62em){._1a2b{padding:1rem}._3c4d{padding:2rem}}'
const LOADER = '<script id="gatsby-script-loader" type="application/json">{"pagePath":"/"}</script>'

const page = (body: string) =>
  '<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/>' +
  `<style data-href="/component---src-pages-index-tsx.5e6f.css" data-identity="gatsby-global-css">${TEMPLATE}</style>${APP_STYLE}` +
  `<title>Home</title></head><body><main><section class="_1a2b">Hello</section></main>${body}</body></html>`

describe('inlineUsedStyles', () => {
  it('keeps inline the template rules the markup uses, in their order, and the application’s stylesheet whole', async () => {
    const html = await inlineUsedStyles(page(LOADER))
    const css = /<style>([\s\S]*?)<\/style>/.exec(html)?.[1]
    expect(css).toBe(
      '._1a2b{color:navy}._1a2b:hover{color:teal}:root:lang(ar) ._1a2b{letter-spacing:normal}@media (min-width:62em){._1a2b{padding:1rem}}',
    )
    expect(html).toContain(`</noscript>${APP_STYLE}<title>`)
  })

  it('links the template’s stylesheet for readers without JavaScript, and gives it to the loader for the others', async () => {
    const html = await inlineUsedStyles(page(LOADER))
    expect(html).not.toContain('data-href="/component')
    expect(html).toContain(
      '</style><noscript id="template-styles"><link rel="stylesheet" href="/component---src-pages-index-tsx.5e6f.css"/></noscript>',
    )
    expect(html).toContain(
      '<script id="gatsby-script-loader" type="application/json">{"pagePath":"/","styles":["/component---src-pages-index-tsx.5e6f.css"]}</script>',
    )
    expect(html).toContain('<main><section class="_1a2b">Hello</section></main>')
  })

  it('leaves a page it has rewritten, and a page without the application loader, as they are', async () => {
    const once = await inlineUsedStyles(page(LOADER))
    expect(await inlineUsedStyles(once)).toBe(once)
    expect(await inlineUsedStyles(page(''))).toBe(page(''))
  })
})
