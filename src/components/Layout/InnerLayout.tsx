import React from 'react'
import { unlocalisedPath } from '@src/config/locales'
import { useSiteChrome } from '@src/hooks/use-site-chrome'
import { useActiveSection } from '@src/hooks/use-active-section'
import { useFirstScreenOnly } from '@src/lib/browser/deferred-sections'
import { bannerForRoute } from '@src/lib/shared/banner'
import type { SearchKind } from '@src/config/constants'
import { Banner } from '../Banner/Banner'
import { firstScreen, SiteFrame, type EditionProps } from './Layout'
import * as styles from './Layout.module.css'

/**
 * The inner pages' layouts, in a module apart from the home page's: the home pages' JavaScript carries
 * neither them nor the banner.
 */

interface InnerProps extends EditionProps {
  pathname: string
  children: React.ReactNode
  /** Blog pages read as an article column on a warm surface. */
  variant?: 'inner' | 'blog'
  /** A page the site search indexes: its main content only (not header, banner or footer), as this kind. */
  searchKind?: SearchKind
}

/** Inner-page and blog layouts: header, the banner chosen by route, the page, footer. */
export function InnerLayout({ pathname, locale, editions, children, variant = 'inner', searchKind }: InnerProps) {
  const { banners, bannerCopy } = useSiteChrome(locale)
  // Off the home page the menu's home-page flag is 'false', which pins the highlight to Home.
  const { active } = useActiveSection('false')
  const only = useFirstScreenOnly()
  // Banners are mapped to English addresses; each edition's own banner texts are shown.
  const banner = bannerForRoute(unlocalisedPath(pathname), banners)
  return (
    <SiteFrame locale={locale} editions={editions} only={only} header={{ onHomePage: false, activeSection: active }}>
      {banner && <Banner banner={banner} copy={bannerCopy} />}
      <main
        id="main"
        tabIndex={-1}
        className={`${styles.main} ${variant === 'blog' ? styles.blog : ''}`}
        {...(searchKind && { 'data-pagefind-body': '', 'data-pagefind-meta': `kind:${searchKind}` })}
      >
        {firstScreen(children, only)}
      </main>
    </SiteFrame>
  )
}

export function BlogLayout(props: Omit<InnerProps, 'variant'>) {
  return <InnerLayout {...props} variant="blog" />
}
