/**
 * What the site tells page delivery through the plugin's options (gatsby-config.ts): its editions,
 * each by the path prefix of its pages, with the language, direction and web font family its pages
 * are set in. Plain data, as Gatsby hands plugin options to the browser as JSON.
 */
export interface Edition {
  /** '' for the edition of every page no other prefix claims. */
  pathPrefix: string
  lang: string
  dir: 'ltr' | 'rtl'
  font: string
}

export interface PageDeliveryOptions {
  editions: Edition[]
}

/** The edition of the page at `pathname`: the one whose prefix it is or is under, else the one of prefix ''. */
export function editionOf(pathname: string, { editions }: PageDeliveryOptions): Edition {
  const prefixed = editions.find(
    ({ pathPrefix }) => pathPrefix !== '' && (pathname === pathPrefix || pathname.startsWith(`${pathPrefix}/`)),
  )
  const edition = prefixed ?? editions.find(({ pathPrefix }) => pathPrefix === '')
  if (!edition) throw new Error(`page-delivery: no edition in the plugin's options (gatsby-config.ts) for ${pathname}`)
  return edition
}
