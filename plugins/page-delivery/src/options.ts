/**
 * What the site tells page delivery through the plugin's options (gatsby-config.ts): its editions,
 * each by the path prefix of its pages, with the language code, direction and web font family its
 * pages are set in. Plain data, as Gatsby hands plugin options to the browser as JSON, in the
 * browser bundle: in the shape of the site's own editions, which that bundle holds already.
 */
export interface Edition {
  code: string
  dir: 'ltr' | 'rtl'
  /** '' for the edition of every page no other prefix claims. */
  prefix: string
  font: string
}

export interface PageDeliveryOptions {
  editions: Edition[]
}

/** The edition of the page at `pathname`: the one whose prefix it is or is under, else the one of prefix '' (the options' check requires it). */
export const editionOf = (pathname: string, { editions }: PageDeliveryOptions): Edition =>
  editions.find(({ prefix }) => prefix !== '' && (pathname === prefix || pathname.startsWith(`${prefix}/`))) ??
  editions.find(({ prefix }) => prefix === '')!
