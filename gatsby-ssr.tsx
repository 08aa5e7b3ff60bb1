import type React from 'react'
import type { GatsbySSR } from 'gatsby'
import './src/styles/fonts.css'
import './src/styles/global.css'
import './src/styles/slick.css'

declare const __STYLES_FINGERPRINT__: string

/**
 * Stamps each page with the version of the stylesheets it inlines. This puts the fingerprint into
 * the server bundle (see src/node/on-create-webpack-config.ts), so that a CSS-only change
 * re-renders every page with the new styles instead of leaving stale ones on incremental builds.
 */
export const onRenderBody: GatsbySSR['onRenderBody'] = ({ setHtmlAttributes }) => {
  setHtmlAttributes({ 'data-styles': __STYLES_FINGERPRINT__ } as React.HtmlHTMLAttributes<HTMLHtmlElement>)
}
