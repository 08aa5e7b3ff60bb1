import React from 'react'
import type { GatsbySSR } from 'gatsby'
import { SITE_FILES } from './src/config/constants'
import { documentLanguage } from './src/lib/shared/document-language'
import { feedPath } from './src/lib/shared/feed'
import { serializeJsonLd, type JsonLd } from './src/lib/build/json-ld'
import './src/styles/site-styles'
import { LOCALES } from './src/config/locales'
import { isGatsbyImageHeadTag } from './src/postbuild/gatsby'
import { FONTS_AFTER_PAINT } from './src/postbuild/markup'

declare const __PAGES_FINGERPRINT__: string

interface PageData {
  result?: { pageContext?: { structuredData?: JsonLd[] } }
}

/**
 * Gives the page's <html> its language and direction (`lang="ar" dir="rtl"` under /ar, `lang="en"
 * dir="ltr"` elsewhere), so that the served HTML is right before any script runs.
 *
 * Stamps each page with the version of the stylesheets it inlines and of the post-build stage that
 * rewrites it. This puts the fingerprint into the server bundle (see
 * src/node/on-create-webpack-config.ts), so that a change of either renders every page again
 * instead of leaving stale ones on incremental builds.
 *
 * Marks it to be laid out in the local faces scaled to its web font, naming the font
 * (src/postbuild/markup.ts): the page takes the font only where the browser already holds it, so
 * that the font never shares the first round trips with the page's largest image.
 *
 * Also links the touch icon and the blog's feed of the page's edition, and writes the page's
 * structured data (computed at page creation, src/node/page-structured-data.ts). These head tags exist
 * in the HTML only: no JavaScript is shipped for them.
 *
 * `loadPageDataSync` exists only when the production build renders a page. `gatsby develop` renders
 * one empty HTML shell for every route before any query has run and passes no such function, so
 * the shell simply has no structured data.
 */
export const onRenderBody: GatsbySSR['onRenderBody'] = ({ setHtmlAttributes, setHeadComponents, pathname, loadPageDataSync }) => {
  const { lang, dir } = documentLanguage(pathname)
  setHtmlAttributes({
    lang,
    dir,
    'data-fingerprint': __PAGES_FINGERPRINT__,
    [FONTS_AFTER_PAINT]: LOCALES[lang].font,
  } as React.HtmlHTMLAttributes<HTMLHtmlElement>)
  const pageData = loadPageDataSync ? (loadPageDataSync(pathname) as PageData | null) : null
  const structuredData = pageData?.result?.pageContext?.structuredData ?? []
  setHeadComponents([
    <link key="apple-touch-icon" rel="apple-touch-icon" href={SITE_FILES.appleTouchIcon} />,
    // The page's own edition's feed: /rss.xml on English pages, /ar/rss.xml on Arabic ones.
    <link key="feed" rel="alternate" type="application/rss+xml" href={feedPath(lang)} />,
    ...structuredData.map((data, i) => (
      <script key={`ld-json-${i}`} type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }} />
    )),
  ])
}

/**
 * gatsby-plugin-image adds a style, a noscript style and an inline module script for its
 * GatsbyImage fade-in to every page. The site renders processed images as plain <picture>
 * elements (ContentImage) and never uses GatsbyImage, so all three would only be parsed,
 * compiled and listed in the CSP for nothing.
 */
export const onPreRenderHTML: GatsbySSR['onPreRenderHTML'] = ({ getHeadComponents, replaceHeadComponents }) => {
  replaceHeadComponents(
    getHeadComponents().filter((component) => !(React.isValidElement(component) && isGatsbyImageHeadTag(String(component.key)))),
  )
}
