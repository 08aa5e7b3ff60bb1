/**
 * Gatsby ends every page with its application's scripts (`<script src="…" async>`: webpack runtime,
 * framework, app), which the browser fetches alongside the page's largest image and font and runs as
 * soon as they arrive, even before the first paint. The page is complete as server-rendered HTML, so
 * the application can wait: this replaces those tags with one small inline script that adds the same
 * scripts once the page has loaded and painted its first content. Scripts added that way run as
 * `async` ones do, so webpack's runtime loads them in any order as before.
 */

import { RECORD_EARLY_CLICKS } from './early-clicks'
import { LATER_CSS } from './first-screen-css'
import { FONTS_AFTER_PAINT } from './web-fonts'

/**
 * Gatsby's per-page script `window.pagePath="/company/faq"`. Being different on every page, it put
 * one hash per page into the Content-Security-Policy that every response carries (about 2 KB of
 * headers in all); as data that the loader reads, it needs none, and the loader's hash is the same
 * on every page.
 */
const PAGE_PATH_SCRIPT =
  /<script id="gatsby-script-loader">\/\*<!\[CDATA\[\*\/window\.pagePath=("(?:[^"\\<]|\\.)*");\/\*\]\]>\*\/<\/script>/

/**
 * The web app manifest's link. Chrome fetches a linked manifest, and then its icon, as soon as the
 * page has loaded: two more requests racing the largest image and the font on a slow connection.
 * The loader links it when it adds the scripts; browsers that offer to install a site run scripts.
 */
const MANIFEST_LINK = /<link rel="manifest" href="([^"]+)"\/?>/

/**
 * Gatsby's chunk mapping, every chunk of every template: about 0.5 KB of compressed HTML on every
 * page. Gatsby writes it as a JSON string, which its runtime indexes without parsing when it looks
 * for a page's chunks to prefetch, so it never finds any; the loader sets an empty one, which reads
 * the same whether or not a later Gatsby parses it.
 */
const CHUNK_MAPPING_SCRIPT = /<script\s+id="gatsby-chunk-mapping"\s*>[^<]*<\/script>\s*/

/** Gatsby's application scripts: `<script src="/app-….js" async></script>` (the polyfill's `nomodule` tag is left alone). */
const APP_SCRIPT = /<script src="([^"]+\.js)" async><\/script>/g

/**
 * The inline loader: adds the scripts after the window's load event, the first contentful paint and
 * the frame that draws the page's largest image (its `fetchpriority="high"` one), which can come a
 * frame after the first paint; all already past is fine. Where the browser cannot report paints,
 * load alone starts them; a page that loads in a background tab, which does not paint, starts them
 * when it is shown. Before them it sets `window.pagePath` from the page's data (PAGE_PATH_SCRIPT).
 * At that point it fetches the page's web font (src/lib/web-fonts.ts) and any stylesheets of which
 * only the first screen's part is inline (src/lib/first-screen-css.ts), and lets both take effect
 * at once. It adds the scripts then, or at once where all the CSS is inline, with an empty chunk
 * mapping in place of the page's (CHUNK_MAPPING_SCRIPT). It links the web app manifest
 * (MANIFEST_LINK). Until the application runs it records clicks on buttons for it to play again
 * (src/lib/early-clicks.ts).
 */
export function appScriptLoader(sources: readonly string[]): string {
  return [
    '(function(s){',
    'var d=document.getElementById("gatsby-script-loader"),c=d&&d.type==="application/json"?JSON.parse(d.textContent):{};',
    'if(typeof c==="string")c={pagePath:c};if("pagePath"in c)window.pagePath=c.pagePath;',
    RECORD_EARLY_CLICKS,
    'var loaded=document.readyState==="complete",painted=false,started=false,P=window.PerformanceObserver;',
    'var h=document.querySelector("img[fetchpriority=high]"),shown=!(h&&h.decode);',
    'if(!shown)h.decode().catch(function(){}).then(function(){requestAnimationFrame(function(){setTimeout(function(){shown=true;start()})})});',
    'function start(){if(started||!loaded||!painted||!shown)return;started=true;',
    `var r=document.documentElement,f=r.getAttribute(${JSON.stringify(FONTS_AFTER_PAINT)}),F=document.fonts,later=r.getAttribute(${JSON.stringify(LATER_CSS)}),k=[],n=1;`,
    // The font and the rest of the CSS take effect together, in one layout, once both are in (or
    // failed). The stylesheets wait as print ones; then each that loaded replaces the inline part of
    // itself, so that the page matches its rules once, in their order. On such a page the
    // application starts after that, so that nothing it opens or adds is drawn without its styles;
    // on a page whose CSS is all inline it starts at once.
    `function done(){if(--n)return;k.forEach(function(e){e.media="all";var i=e.ok&&document.querySelector('style[data-href="'+e.getAttribute("href")+'"]');if(i)i.remove()});`,
    `r.removeAttribute(${JSON.stringify(FONTS_AFTER_PAINT)});r.removeAttribute(${JSON.stringify(LATER_CSS)});if(later)go()}`,
    'function go(){if(!("___chunkMapping"in window))window.___chunkMapping="{}";s.forEach(function(u){var e=document.createElement("script");e.src=u;document.body.appendChild(e)})}',
    "if(f&&F&&F.load){n++;F.load('1em \"'+f+'\"').then(done,done)}",
    'if(later)later.split(" ").forEach(function(u){n++;var e=document.createElement("link");e.rel="stylesheet";e.media="print";e.href=u;e.onload=function(){e.ok=1;done()};e.onerror=done;k.push(e);document.head.appendChild(e)});',
    'if(c.manifest){var l=document.createElement("link");l.rel="manifest";l.href=c.manifest;document.head.appendChild(l)}',
    'if(!later)go();done()}',
    'addEventListener("load",function(){loaded=true;start()});',
    'if(P&&P.supportedEntryTypes&&P.supportedEntryTypes.indexOf("paint")>=0)',
    'new P(function(l,o){if(l.getEntriesByName("first-contentful-paint").length){o.disconnect();painted=true;start()}}).observe({type:"paint",buffered:true});',
    'else painted=true;',
    'document.addEventListener("visibilitychange",function(){if(document.visibilityState==="visible"){painted=true;start()}})',
    `})(${JSON.stringify(sources)})`,
  ].join('')
}

/**
 * Gatsby's page path script and the manifest link as one piece of data for the loader, where Gatsby
 * put the script: outside the part of the page that Gatsby rewrites on later builds, so that a page
 * whose scripts Gatsby puts back keeps both. A page that has it already is returned as it is.
 */
function asPageData(html: string): string {
  const path = PAGE_PATH_SCRIPT.exec(html)?.[1]
  if (path === undefined) return html
  const manifest = MANIFEST_LINK.exec(html)?.[1]
  const data = JSON.stringify({ pagePath: JSON.parse(path) as string, ...(manifest ? { manifest } : {}) }).replace(/</g, '\\u003c')
  return html
    .replace(MANIFEST_LINK, '')
    .replace(PAGE_PATH_SCRIPT, () => `<script id="gatsby-script-loader" type="application/json">${data}</script>`)
}

/** A loader that an earlier build wrote into the page, with the list of scripts it adds. */
const LOADER = /<script>\(function\(s\)\{[^<]*\}\)\((\[[^\]<]*\])\)<\/script>/

/**
 * A page's HTML with its application scripts loaded by appScriptLoader, without Gatsby's chunk
 * mapping, and with its page path and manifest as data (asPageData). A page that an earlier build
 * rewrote gets the current loader: Gatsby leaves the HTML of pages whose data did not change as it
 * was. HTML without the scripts is returned as it is.
 */
export function deferAppScripts(html: string): string {
  const tags = [...html.matchAll(APP_SCRIPT)].map((match) => match[1])
  const sources = tags.length > 0 ? tags : deferredAppScripts(html)
  if (sources.length === 0) return html
  const loader = `<script>${appScriptLoader(sources)}</script>`
  const page = asPageData(html.replace(CHUNK_MAPPING_SCRIPT, ''))
  if (tags.length === 0) return page.replace(LOADER, () => loader)
  let first = true
  return page.replace(APP_SCRIPT, () => {
    if (!first) return ''
    first = false
    return loader
  })
}

/** The scripts a page's appScriptLoader adds, in order ([] for a page without it). */
export function deferredAppScripts(html: string): string[] {
  const list = LOADER.exec(html)?.[1]
  return list ? (JSON.parse(list) as string[]) : []
}
