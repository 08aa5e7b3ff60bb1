/** Gatsby in unit tests: components take plain props, so only links and navigation need stand-ins. */
import React from 'react'

type LinkProps = React.AnchorHTMLAttributes<HTMLAnchorElement> & { to: string; activeClassName?: string; partiallyActive?: boolean }

export const graphql = jest.fn()
export const useStaticQuery = jest.fn()
export const navigate = jest.fn()
export const Link = React.forwardRef<HTMLAnchorElement, LinkProps>(function Link(
  { to, activeClassName: _a, partiallyActive: _p, children, ...rest },
  ref,
) {
  return (
    <a {...rest} ref={ref} href={to}>
      {children}
    </a>
  )
})
