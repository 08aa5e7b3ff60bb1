import React from 'react'
import { useSiteChrome } from '../../hooks/use-site-chrome'
import { bannerForRoute } from '../../lib/banner'
import { Banner } from '../Banner/Banner'
import { Footer } from '../Footer/Footer'
import { Header } from '../Header/Header'
import { ScrollToTop } from '../ScrollToTop/ScrollToTop'
import * as styles from './Layout.module.css'

function SkipLink() {
  return (
    <a className={styles.skipLink} href="#main">
      Skip to content
    </a>
  )
}

/** Home layout: the page (which brings its own header) and the footer. */
export function HomeLayout({ children }: { children: React.ReactNode }) {
  const { company, footerLinks } = useSiteChrome()
  return (
    <div id="top" tabIndex={-1} className={styles.frame}>
      <SkipLink />
      {children}
      <Footer company={company} links={footerLinks} />
      <ScrollToTop />
    </div>
  )
}

interface InnerProps {
  pathname: string
  children: React.ReactNode
  /** Blog pages read as an article column. */
  variant?: 'inner' | 'blog'
}

/** Inner-page and blog layouts: header, the banner chosen by route, the page, footer. */
export function InnerLayout({ pathname, children, variant = 'inner' }: InnerProps) {
  const { company, menu, footerLinks, banners, bannerCopy } = useSiteChrome()
  const banner = bannerForRoute(pathname, banners)
  return (
    <div id="top" tabIndex={-1} className={styles.frame}>
      <SkipLink />
      <Header companyName={company.name} email={company.email} phone={company.phone} menu={menu} onHomePage={false} />
      {banner && <Banner banner={banner} copy={bannerCopy} />}
      <main id="main" tabIndex={-1} className={`${styles.main} ${variant === 'blog' ? styles.blog : ''}`}>
        {children}
      </main>
      <Footer company={company} links={footerLinks} />
      <ScrollToTop />
    </div>
  )
}

export function BlogLayout({ pathname, children }: Omit<InnerProps, 'variant'>) {
  return (
    <InnerLayout pathname={pathname} variant="blog">
      {children}
    </InnerLayout>
  )
}
