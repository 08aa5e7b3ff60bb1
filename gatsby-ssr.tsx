import React from 'react'
import type { GatsbySSR } from 'gatsby'
import './src/styles/fonts.css'
import './src/styles/global.css'
import './src/styles/slick.css'
// The same file fonts.css declares; webpack gives both the same hashed URL.
import interLatinFont from '@fontsource-variable/inter/files/inter-latin-wght-normal.woff2'

declare const __STYLES_FINGERPRINT__: string

/**
 * Stamps each page with the version of the stylesheets it inlines. This puts the fingerprint into
 * the server bundle (see src/node/on-create-webpack-config.ts), so that a CSS-only change
 * re-renders every page with the new styles instead of leaving stale ones on incremental builds.
 */
export const onRenderBody: GatsbySSR['onRenderBody'] = ({ setHtmlAttributes, setHeadComponents }) => {
  setHtmlAttributes({ 'data-styles': __STYLES_FINGERPRINT__ } as React.HtmlHTMLAttributes<HTMLHtmlElement>)
  // Inter arrives with the HTML instead of after the first layout, which saves re-laying out every
  // line of text when it swaps in (the largest main-thread task of a page load before this).
  setHeadComponents([<link key="font-inter" rel="preload" href={interLatinFont} as="font" type="font/woff2" crossOrigin="anonymous" />])
}
