import React, { type ReactElement } from 'react'
import type { Locale } from '@src/config/locales'
import { LocaleContext } from '@src/hooks/use-locale'
import { PageEditionsContext } from '@src/hooks/use-page-editions'
import { PhrasesContext } from '@src/hooks/use-phrases'
import { useSiteChrome } from '@src/hooks/use-site-chrome'
import { useActiveSection } from '@src/hooks/use-active-section'
import { useFirstScreenOnly } from '@src/lib/browser/deferred-sections'
import type { SectionPlacement } from '@src/lib/shared/later-section'
import { languageSwitch, type Edition } from '@src/lib/shared/page-editions'
import { Footer } from '../Footer/Footer'
import { Header, type HeaderProps } from '../Header/Header'
import { Loader } from '../Loader/Loader'
import { ScrollToTop } from '../ScrollToTop/ScrollToTop'
import * as styles from './Layout.module.css'

/** What every layout takes from its page's context: the page's edition, and the same page in every edition that has it. */
export interface EditionProps {
  locale: Locale
  editions: readonly Edition[]
}

/**
 * The page's content without the sections its template marks as later, while only its first screen is
 * drawn (src/lib/browser/deferred-sections.ts): those it gives as children of its layout. Each keeps its
 * place in the list, so that what is drawn first is not drawn again when the rest comes.
 */
export const firstScreen = (children: React.ReactNode, only: boolean) =>
  only && Array.isArray(children)
    ? children.map((child: ReactElement<SectionPlacement> | null) => (child && child.props.later ? null : child))
    : children

/** What a layout says of its header: the rest is the site's chrome in the page's edition. */
export type HeaderPlace = Pick<HeaderProps, 'onHomePage' | 'activeSection' | 'onSelect'>

/**
 * What every layout shares: skip link, start-up loader, header, the page, footer, scroll-to-top; the page's
 * edition (its page context's `locale`), its editions (for its hreflang links, PageSeo) and that
 * edition's interface phrases (hooks/use-phrases.ts) for every component inside.
 */
export function SiteFrame({
  locale,
  editions,
  only,
  header,
  children,
}: EditionProps & { only: boolean; header: HeaderPlace; children: React.ReactNode }) {
  return (
    <LocaleContext.Provider value={locale}>
      <PageEditionsContext.Provider value={editions}>
        <Frame only={only} header={{ ...header, otherEdition: languageSwitch(locale, editions) }}>
          {children}
        </Frame>
      </PageEditionsContext.Provider>
    </LocaleContext.Provider>
  )
}

/** `only`: the first screen alone is drawn so far, and the footer waits with the later sections. */
function Frame({
  only,
  header,
  children,
}: {
  only: boolean
  header: HeaderPlace & Pick<HeaderProps, 'otherEdition'>
  children: React.ReactNode
}) {
  const { company, menu, footerLinks, companyLinks, phrases } = useSiteChrome()
  return (
    <PhrasesContext.Provider value={phrases}>
      <div id="top" tabIndex={-1} className={styles.frame}>
        <a className={styles.skipLink} href="#main">
          {phrases.text('page.skip_to_content')}
        </a>
        <Loader />
        <Header companyName={company.name} email={company.email} phone={company.phone} menu={menu} {...header} />
        {children}
        {!only && <Footer company={company} links={footerLinks} companyLinks={companyLinks} />}
        <ScrollToTop />
      </div>
    </PhrasesContext.Provider>
  )
}

/** Home layout: the single-page home with its section-tracking header, and the footer. */
export function HomeLayout({ locale, editions, children }: EditionProps & { children: React.ReactNode }) {
  const only = useFirstScreenOnly()
  // The sections it follows are those in the document: all of them once the page is drawn whole.
  const { active, select } = useActiveSection(true, only)
  return (
    <SiteFrame locale={locale} editions={editions} only={only} header={{ onHomePage: true, activeSection: active, onSelect: select }}>
      <main id="main" tabIndex={-1} className={styles.main}>
        {firstScreen(children, only)}
      </main>
    </SiteFrame>
  )
}
