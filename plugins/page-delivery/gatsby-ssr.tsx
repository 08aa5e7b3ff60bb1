import React from 'react'
import type { GatsbySSR } from 'gatsby'
import { isGatsbyImageHeadTag } from './src/gatsby'
import { FONTS_AFTER_PAINT } from './src/markup'
import { editionOf, type PageDeliveryOptions } from './src/options'

declare const __PAGES_FINGERPRINT__: string

/**
 * Gives the page's <html> its edition's language and direction (`lang="ar" dir="rtl"` under /ar), so
 * that the served HTML is right before any script runs. Written here, with the attributes below, in
 * the order the served HTML has them: Gatsby calls the site's onRenderBody after every plugin's.
 *
 * Stamps each page with the version of the stylesheets it inlines and of the post-build stage that
 * rewrites it. This puts the fingerprint into the server bundle (src/webpack-config.ts), so that a
 * change of either renders every page again instead of leaving stale ones on incremental builds.
 *
 * Marks it to be laid out in the local faces scaled to its web font, naming the font (src/markup.ts):
 * the page takes the font only where the browser already holds it, so that the font never shares
 * the first round trips with the page's largest image.
 */
export const onRenderBody: GatsbySSR['onRenderBody'] = ({ setHtmlAttributes, pathname }, options) => {
  const { code: lang, dir, font } = editionOf(pathname, options as unknown as PageDeliveryOptions)
  setHtmlAttributes({
    lang,
    dir,
    'data-fingerprint': __PAGES_FINGERPRINT__,
    [FONTS_AFTER_PAINT]: font,
  } as React.HtmlHTMLAttributes<HTMLHtmlElement>)
}

/**
 * gatsby-plugin-image adds a style, a noscript style and an inline module script for its
 * GatsbyImage fade-in to every page. The site renders processed images as plain <picture>
 * elements and never uses GatsbyImage, so all three would only be parsed, compiled and listed in
 * the CSP for nothing.
 */
export const onPreRenderHTML: GatsbySSR['onPreRenderHTML'] = ({ getHeadComponents, replaceHeadComponents }) => {
  replaceHeadComponents(
    getHeadComponents().filter((component) => !(React.isValidElement(component) && isGatsbyImageHeadTag(String(component.key)))),
  )
}
