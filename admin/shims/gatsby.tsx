/**
 * What the site's components import from `gatsby`, for the admin's previews, which run outside
 * Gatsby: its real browser module needs Gatsby's router, loader and page data. A link is a plain
 * link (the preview pane is not the site), and a query is never run: the previews hand the site's
 * view models the entry being edited instead. Bundled in place of `gatsby` (admin/build.ts).
 */
import React from 'react'

type LinkProps = Omit<React.AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & {
  to: string
  activeClassName?: string
  activeStyle?: React.CSSProperties
  partiallyActive?: boolean
  replace?: boolean
  state?: unknown
}

export function Link({
  to,
  activeClassName: _class,
  activeStyle: _style,
  partiallyActive: _partly,
  replace: _replace,
  state: _state,
  ...rest
}: LinkProps) {
  const { children, ...attributes } = rest
  return (
    <a href={to} {...attributes}>
      {children}
    </a>
  )
}

export function navigate(to: string | number): void {
  if (typeof to === 'string') window.location.assign(to)
}

/** The site's query fragments are compiled away by Gatsby; here a tagged template that stands for nothing. */
export function graphql(..._parts: unknown[]): undefined {
  return undefined
}

export function useStaticQuery<Data>(_query?: unknown): Data {
  throw new Error('A static query does not run in the admin: give the component its data as props')
}
