/**
 * Gatsby inlines a page's CSS in its head: the application's (fonts, tokens, global rules) and its
 * template's, the styles of every section the template can draw and every state its widgets can
 * take (27 KB on the home page). The HTML must arrive whole before the first paint, so this keeps
 * inline only the template rules that the page's own markup uses (Beasties matches each selector
 * against the page) and leaves the template's stylesheet, the file Gatsby inlined, to arrive after
 * the first paint:
 * - with JavaScript, the application loader links it where its rules stood in the cascade (before
 *   the application's stylesheet) and adds the scripts once it has arrived
 *   (src/lib/defer-app-scripts.ts), so the widgets' states and the next page's template are styled
 *   before anything can use them, and a later page of the template finds it in the cache;
 * - without JavaScript, a <noscript> in the head links it, render-blocking, as before.
 * Nothing the first paint draws waits for it: every element in the markup has its rules inline.
 * The application's stylesheet stays whole: every page uses most of it, and its font faces must
 * not be declared twice.
 */
import Beasties from 'beasties'
import { hasLoaderData, TEMPLATE_STYLES_ID, withLoaderData } from './defer-app-scripts'

/** A stylesheet Gatsby inlines: `<style data-href="/component---….css" data-identity="gatsby-global-css">…</style>`. */
const GATSBY_STYLE = /<style data-href="([^"]+)" data-identity="gatsby-global-css">([\s\S]*?)<\/style>/g

/** The application's own stylesheet, `/app.<hash>.css`. */
const isApplicationSheet = (href: string) => href.startsWith('/app.')

/** Where the template's rules go while Beasties works; the attribute does not survive. */
const MARK = 'data-used-styles'

const beasties = new Beasties({ external: false, fonts: false, logLevel: 'warn' })

export async function inlineUsedStyles(html: string): Promise<string> {
  const templateTags = [...html.matchAll(GATSBY_STYLE)].filter((tag) => !isApplicationSheet(tag[1]))
  // A page without the loader (none that Gatsby renders) would never get the full stylesheet.
  if (templateTags.length === 0 || !hasLoaderData(html)) return html
  const sheets = templateTags.map((tag) => tag[1])

  // Beasties merges every <style> it is given into one: it sees the template's rules alone.
  const template = templateTags.map((tag) => tag[2]).join('')
  const marked = html.replace(GATSBY_STYLE, '').replace('</head>', `<style ${MARK}>${template}</style></head>`)
  const used = new RegExp(`<style ${MARK}(?:="")?>([\\s\\S]*?)</style>`).exec(await beasties.process(marked))?.[1]
  if (used === undefined) throw new Error('Beasties left no stylesheet in the page')

  const fallback = sheets.map((href) => `<link rel="stylesheet" href="${href}"/>`).join('')
  let first = true
  const styled = html.replace(GATSBY_STYLE, (tag, href: string) => {
    if (isApplicationSheet(href)) return tag
    if (!first) return ''
    first = false
    return `<style>${used}</style><noscript id="${TEMPLATE_STYLES_ID}">${fallback}</noscript>`
  })
  return withLoaderData(styled, { styles: sheets })
}
