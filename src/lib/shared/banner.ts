/** A banner mapping from content: an exact route, or a prefix ending in `/*`. */
export interface RoutedBanner {
  route: string
}

const normalise = (pathname: string): string => (pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname)

/** Whether a banner mapping applies to a page at all (exactly or by its prefix). */
export function routeCovers(route: string, pathname: string): boolean {
  const path = normalise(pathname)
  return route.endsWith('/*') ? path.startsWith(route.slice(0, -1)) : normalise(route) === path
}

/**
 * The banner for a page: an exact route mapping wins; otherwise the longest matching prefix
 * mapping; a route without any mapping gets no banner.
 */
export function bannerForRoute<T extends RoutedBanner>(pathname: string, banners: readonly T[]): T | undefined {
  const exact = banners.find((b) => !b.route.endsWith('/*') && routeCovers(b.route, pathname))
  if (exact) return exact
  return banners.filter((b) => b.route.endsWith('/*') && routeCovers(b.route, pathname)).sort((a, b) => b.route.length - a.route.length)[0]
}
