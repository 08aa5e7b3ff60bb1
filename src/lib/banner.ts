/** A banner mapping from content: an exact route, or a prefix ending in `/*`. */
export interface RoutedBanner {
  route: string
}

const normalise = (pathname: string): string => (pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname)

/**
 * The banner for a page: an exact route mapping wins; otherwise the longest matching prefix
 * mapping; a route without any mapping gets no banner.
 */
export function bannerForRoute<T extends RoutedBanner>(pathname: string, banners: readonly T[]): T | undefined {
  const path = normalise(pathname)
  const exact = banners.find((b) => !b.route.endsWith('/*') && normalise(b.route) === path)
  if (exact) return exact
  return banners
    .filter((b) => b.route.endsWith('/*') && path.startsWith(b.route.slice(0, -1)))
    .sort((a, b) => b.route.length - a.route.length)[0]
}
