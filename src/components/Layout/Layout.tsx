import React from 'react'
import { PhrasesContext } from '../../hooks/use-phrases'
import { useSiteChrome } from '../../hooks/use-site-chrome'
import { useActiveSection } from '../../hooks/use-active-section'
import { bannerForRoute } from '../../lib/banner'
import { Banner } from '../Banner/Banner'
import { Footer } from '../Footer/Footer'
import { Header } from '../Header/Header'
import { Loader } from '../Loader/Loader'
import { ScrollToTop } from '../ScrollToTop/ScrollToTop'
import * as styles from './Layout.module.css'

/**
 * What every layout shares: skip link, start-up loader, the page, footer, scroll-to-top; and the
 * interface phrases, provided to every component inside (hooks/use-phrases.ts).
 */
function SiteFrame({ children }: { children: React.ReactNode }) {
  const { company, footerLinks, companyLinks, phrases } = useSiteChrome()
  return (
    <PhrasesContext.Provider value={phrases}>
      <div id="top" tabIndex={-1} className={styles.frame}>
        <a className={styles.skipLink} href="#main">
          {phrases.text('page.skip_to_content')}
        </a>
        <Loader />
        {children}
        <Footer company={company} links={footerLinks} companyLinks={companyLinks} />
        <ScrollToTop />
      </div>
    </PhrasesContext.Provider>
  )
}

/** Home layout: the single-page home with its section-tracking header, and the footer. */
export function HomeLayout({ children }: { children: React.ReactNode }) {
  const { company, menu } = useSiteChrome()
  const { active, select } = useActiveSection()
  return (
    <SiteFrame>
      <Header
        companyName={company.name}
        email={company.email}
        phone={company.phone}
        menu={menu}
        onHomePage
        activeSection={active}
        onSelect={select}
      />
      <main id="main" tabIndex={-1} className={styles.main}>
        {children}
      </main>
    </SiteFrame>
  )
}

interface InnerProps {
  pathname: string
  children: React.ReactNode
  /** Blog pages read as an article column on a warm surface. */
  variant?: 'inner' | 'blog'
}

/** Inner-page and blog layouts: header, the banner chosen by route, the page, footer. */
export function InnerLayout({ pathname, children, variant = 'inner' }: InnerProps) {
  const { company, menu, banners, bannerCopy } = useSiteChrome()
  // Off the home page the menu's home-page flag is 'false', which pins the highlight to Home.
  const { active } = useActiveSection('false')
  const banner = bannerForRoute(pathname, banners)
  return (
    <SiteFrame>
      <Header
        companyName={company.name}
        email={company.email}
        phone={company.phone}
        menu={menu}
        onHomePage={false}
        activeSection={active}
      />
      {banner && <Banner banner={banner} copy={bannerCopy} />}
      <main id="main" tabIndex={-1} className={`${styles.main} ${variant === 'blog' ? styles.blog : ''}`}>
        {children}
      </main>
    </SiteFrame>
  )
}

export function BlogLayout({ pathname, children }: Omit<InnerProps, 'variant'>) {
  return (
    <InnerLayout pathname={pathname} variant="blog">
      {children}
    </InnerLayout>
  )
}
