import { bannerForRoute } from '../lib/banner'
import { useSiteChrome } from './use-site-chrome'

/** The banner mapped to a page address in content, if any. */
export function usePageBanner(pathname: string) {
  return bannerForRoute(pathname, useSiteChrome().banners)
}
