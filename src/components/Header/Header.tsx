import React, { useEffect, useId, useRef } from 'react'
import { Link } from 'gatsby'
import Mail from 'lucide-react/icons/mail'
import Menu from 'lucide-react/icons/menu'
import Phone from 'lucide-react/icons/phone'
import SearchIcon from 'lucide-react/icons/search'
import X from 'lucide-react/icons/x'
import { BEHAVIOUR, paths, type HomeSectionId } from '@src/config/constants'
import { localisedPath, type Locale } from '@src/config/locales'
import { useLocale } from '@src/hooks/use-locale'
import { usePhrases } from '@src/hooks/use-phrases'
import type { MenuItem } from '@src/types/site'
import { LanguageSwitch } from '../LanguageSwitch/LanguageSwitch'
import { Logo } from '../Logo/Logo'
import { SearchBox } from '../Search/SearchBox'
import * as styles from './Header.module.css'

export interface HeaderProps {
  companyName: string
  email: string
  phone: string
  menu: MenuItem[]
  /** On the home page items scroll to sections; elsewhere they lead to the home page's sections. */
  onHomePage: boolean
  activeSection?: HomeSectionId
  onSelect?: (section: HomeSectionId) => void
  /**
   * Where the language switch leads (src/lib/shared/page-editions.ts#languageSwitch): the same page in the
   * other edition, or, for a page without a translation, that edition's home page. No switch without it.
   */
  otherEdition?: { locale: Locale; path: string; translated: boolean }
}

/** Closes the drawer where it is open; whether it was (the popover API is missing in older browsers). */
function closeDrawer(nav: HTMLElement | null): boolean {
  if (!nav?.matches?.(':popover-open')) return false
  nav.hidePopover()
  return true
}

/** `home` is the home page of the reader's edition (`/`, `/ar`). */
const sectionHref = (section: HomeSectionId, onHomePage: boolean, home: string): string =>
  section === 'headermenu' ? (onHomePage ? '#headermenu' : home) : `${onHomePage ? '' : home}#${section}`

export function Header({ companyName, email, phone, menu, onHomePage, activeSection, onSelect, otherEdition }: HeaderProps) {
  const phrases = usePhrases()
  const { locale } = useLocale()
  const home = localisedPath(locale, paths.home)
  const drawerId = useId()
  const toggleRef = useRef<HTMLButtonElement>(null)
  const navRef = useRef<HTMLElement>(null)

  // The drawer is a popover: the browser opens it from the toggle and closes it on Escape or a click
  // outside, also before or without the application. With it, Escape from anywhere gives focus back
  // to the toggle, as it does from inside the drawer.
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape' && closeDrawer(navRef.current)) toggleRef.current?.focus()
    }
    document.addEventListener('keydown', onKey)
    return () => document.removeEventListener('keydown', onKey)
  }, [])
  const close = () => closeDrawer(navRef.current)

  const select = (section: HomeSectionId) => (event: React.MouseEvent<HTMLAnchorElement>) => {
    if (window.innerWidth < BEHAVIOUR.mobileBreakpointPx) close()
    if (onHomePage && onSelect) {
      event.preventDefault()
      onSelect(section)
    }
  }

  return (
    <header className={styles.header} id={onHomePage ? 'headermenu' : undefined}>
      <div className={styles.topbar}>
        <div className={`container ${styles.topbarInner}`}>
          <a href={`mailto:${email}`} className={styles.contact}>
            <Mail aria-hidden="true" size={16} strokeWidth={1.75} />
            <span className="ltr">{email}</span>
          </a>
          <a href={`tel:${phone.replace(/\s/g, '')}`} className={`${styles.contact} tabular`}>
            <Phone aria-hidden="true" size={16} strokeWidth={1.75} />
            <span className="ltr">{phone}</span>
          </a>
        </div>
      </div>
      <div className={styles.bar}>
        <div className={`container ${styles.barInner}`}>
          <Link to={home} className={styles.brand} aria-label={phrases.text('header.home_link', { name: companyName })}>
            <Logo name={companyName} />
          </Link>
          <button ref={toggleRef} type="button" className={styles.toggle} popovertarget={drawerId} aria-controls={drawerId}>
            <Menu aria-hidden="true" size={22} className={styles.openIcon} />
            <X aria-hidden="true" size={22} className={styles.closeIcon} />
            <span className="visually-hidden">{phrases.text('header.menu_button')}</span>
          </button>
          <nav ref={navRef} id={drawerId} popover="auto" className={styles.nav} aria-label={phrases.text('header.menu')}>
            <ul className={styles.menu}>
              {menu.map(({ label, section }) => {
                const current = activeSection === section
                return (
                  <li key={section}>
                    <a
                      href={sectionHref(section, onHomePage, home)}
                      className={`${styles.item} ${current ? styles.current : ''}`}
                      // Only on the home page is the highlighted item where the reader is.
                      aria-current={current && onHomePage ? 'location' : undefined}
                      onClick={select(section)}
                    >
                      {label}
                    </a>
                  </li>
                )
              })}
            </ul>
            {/* The search page from 992 px; below, a search field in the drawer. */}
            <Link to={localisedPath(locale, paths.search)} className={`${styles.item} ${styles.search}`}>
              <SearchIcon aria-hidden="true" size={16} strokeWidth={1.75} />
              {phrases.text('search.link')}
            </Link>
            <SearchBox variant="menu" />
            {/* In the bar beside the menu from 992 px, at the foot of the drawer below. */}
            {otherEdition && (
              <div className={styles.language}>
                <LanguageSwitch
                  to={otherEdition.path}
                  lang={otherEdition.locale}
                  text={phrases.text('header.other_language')}
                  label={phrases.text(otherEdition.translated ? 'header.other_language_label' : 'header.other_language_home_label')}
                  onClick={close}
                />
              </div>
            )}
          </nav>
        </div>
      </div>
    </header>
  )
}
