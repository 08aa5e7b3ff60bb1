import React from 'react'
import { unlocalisedPath, type Locale } from '@src/config/locales'
import { LocaleContext } from '@src/hooks/use-locale'
import { PageEditionsContext } from '@src/hooks/use-page-editions'
import { PhrasesContext } from '@src/hooks/use-phrases'
import { useSiteChrome } from '@src/hooks/use-site-chrome'
import { useActiveSection } from '@src/hooks/use-active-section'
import { bannerForRoute } from '@src/lib/shared/banner'
import { languageSwitch, type Edition } from '@src/lib/shared/page-editions'
import type { SearchKind } from '@src/config/constants'
import { Banner } from '../Banner/Banner'
import { Footer } from '../Footer/Footer'
import { Header } from '../Header/Header'
import { Loader } from '../Loader/Loader'
import { ScrollToTop } from '../ScrollToTop/ScrollToTop'
import * as styles from './Layout.module.css'

/** What every layout takes from its page's context: the page's edition, and the same page in every edition that has it. */
interface EditionProps {
  locale: Locale
  editions: readonly Edition[]
}

/**
 * What every layout shares: skip link, start-up loader, the page, footer, scroll-to-top; the page's
 * edition (its page context's `locale`), its editions (for its hreflang links, PageSeo) and that
 * edition's interface phrases (hooks/use-phrases.ts) for every component inside.
 */
function SiteFrame({ locale, editions, children }: EditionProps & { children: React.ReactNode }) {
  return (
    <LocaleContext.Provider value={locale}>
      <PageEditionsContext.Provider value={editions}>
        <Frame>{children}</Frame>
      </PageEditionsContext.Provider>
    </LocaleContext.Provider>
  )
}

function Frame({ children }: { children: React.ReactNode }) {
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
export function HomeLayout({ locale, editions, children }: EditionProps & { children: React.ReactNode }) {
  const { company, menu } = useSiteChrome(locale)
  const { active, select } = useActiveSection()
  return (
    <SiteFrame locale={locale} editions={editions}>
      <Header
        companyName={company.name}
        email={company.email}
        phone={company.phone}
        menu={menu}
        onHomePage
        activeSection={active}
        onSelect={select}
        otherEdition={languageSwitch(locale, editions)}
      />
      <main id="main" tabIndex={-1} className={styles.main}>
        {children}
      </main>
    </SiteFrame>
  )
}

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
  const { company, menu, banners, bannerCopy } = useSiteChrome(locale)
  // Off the home page the menu's home-page flag is 'false', which pins the highlight to Home.
  const { active } = useActiveSection('false')
  // Banners are mapped to English addresses; each edition's own banner texts are shown.
  const banner = bannerForRoute(unlocalisedPath(pathname), banners)
  return (
    <SiteFrame locale={locale} editions={editions}>
      <Header
        companyName={company.name}
        email={company.email}
        phone={company.phone}
        menu={menu}
        onHomePage={false}
        activeSection={active}
        otherEdition={languageSwitch(locale, editions)}
      />
      {banner && <Banner banner={banner} copy={bannerCopy} />}
      <main
        id="main"
        tabIndex={-1}
        className={`${styles.main} ${variant === 'blog' ? styles.blog : ''}`}
        {...(searchKind && { 'data-pagefind-body': '', 'data-pagefind-meta': `kind:${searchKind}` })}
      >
        {children}
      </main>
    </SiteFrame>
  )
}

export function BlogLayout(props: Omit<InnerProps, 'variant'>) {
  return <InnerLayout {...props} variant="blog" />
}
