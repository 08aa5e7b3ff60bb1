import type { Locale } from '@src/config/locales'
import { unlocalisedPath } from '@src/config/locales'
import { bannerForRoute } from '@src/lib/shared/banner'
import { useSiteChrome } from './use-site-chrome'

/** The banner mapped in content to a page's English address, in the page's edition, if any. */
export function usePageBanner(pathname: string, locale: Locale) {
  return bannerForRoute(unlocalisedPath(pathname), useSiteChrome(locale).banners)
}
