import React from 'react'
import type { GatsbySSR } from 'gatsby'
import { SITE_FILES } from './src/config/constants'
import { documentLanguage } from './src/lib/shared/document-language'
import { feedPath } from './src/lib/shared/feed'
import { serializeJsonLd, type JsonLd } from './src/lib/build/json-ld'
import './src/styles/site-styles'

interface PageData {
  result?: { pageContext?: { structuredData?: JsonLd[] } }
}

/**
 * The page's <html> attributes (language, direction, the fonts' state, the build's fingerprint) are page
 * delivery's (plugins/page-delivery/gatsby-ssr.tsx), given the site's editions in gatsby-config.ts.
 *
 * Links the touch icon and the blog's feed of the page's edition, and writes the page's
 * structured data (computed at page creation, src/node/page-structured-data.ts). These head tags exist
 * in the HTML only: no JavaScript is shipped for them.
 *
 * `loadPageDataSync` exists only when the production build renders a page. `gatsby develop` renders
 * one empty HTML shell for every route before any query has run and passes no such function, so
 * the shell simply has no structured data.
 */
export const onRenderBody: GatsbySSR['onRenderBody'] = ({ setHeadComponents, pathname, loadPageDataSync }) => {
  const { lang } = documentLanguage(pathname)
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
