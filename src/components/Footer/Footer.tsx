import React from 'react'
import { Link } from 'gatsby'
import Mail from 'lucide-react/icons/mail'
import MapPin from 'lucide-react/icons/map-pin'
import MessageCircle from 'lucide-react/icons/message-circle'
import { usePhrases } from '@src/hooks/use-phrases'
import type { Company, SiteLink } from '@src/types/site'
import { ChatLink } from '../ChatLink/ChatLink'
import { Logo } from '../Logo/Logo'
import * as styles from './Footer.module.css'

export interface FooterProps {
  company: Company
  links: SiteLink[]
  companyLinks: SiteLink[]
}

function LinkList({ links }: { links: SiteLink[] }) {
  return (
    <ul className={styles.list}>
      {links.map(({ label, to }) => (
        <li key={to}>
          <Link to={to} className={styles.link}>
            {label}
          </Link>
        </li>
      ))}
    </ul>
  )
}

/** The footer of every layout; its id is the home menu's Contact Us target. */
export function Footer({ company, links, companyLinks }: FooterProps) {
  const { name, phone, email, address, chatUrl, footer } = company
  const phrases = usePhrases()
  const separator = phrases.text('page.separator')
  return (
    <footer className={styles.footer} id="contact" tabIndex={-1}>
      <div className={`container ${styles.grid}`}>
        <div className={styles.intro}>
          <h2 className={styles.heading}>{footer.heading}</h2>
          <p className={styles.blurb}>{footer.blurb}</p>
        </div>
        <div className={`${styles.column} ${styles.contactColumn}`}>
          <h3 className={styles.columnTitle}>{phrases.text('footer.contact')}</h3>
          <ul className={styles.list}>
            <li>
              <ChatLink href={chatUrl} className={`${styles.contactLink} ${styles.phone} tabular`}>
                <MessageCircle aria-hidden="true" size={18} strokeWidth={1.75} />
                <span>
                  <span className="ltr">{phone}</span>
                  <span className="visually-hidden">{` ${phrases.text('page.opens_chat')}`}</span>
                </span>
              </ChatLink>
            </li>
            <li>
              <a href={`mailto:${email}`} className={styles.contactLink}>
                <Mail aria-hidden="true" size={18} strokeWidth={1.75} />
                <span className="ltr">{email}</span>
              </a>
            </li>
            <li>
              <address className={styles.address}>
                <MapPin aria-hidden="true" size={18} strokeWidth={1.75} />
                <span>
                  {address.street}
                  <br />
                  {address.area}
                  {address.poBox ? `${separator} ${address.poBox}` : ''}
                  <br />
                  {`${address.city}${separator} ${address.country}`}
                </span>
              </address>
            </li>
          </ul>
        </div>
        <nav className={styles.column} aria-label={phrases.text('footer.explore_menu')}>
          <h3 className={styles.columnTitle}>{phrases.text('footer.explore')}</h3>
          <LinkList links={links} />
        </nav>
        <nav className={styles.column} aria-label={phrases.text('footer.company')}>
          <h3 className={styles.columnTitle}>{phrases.text('footer.company')}</h3>
          <LinkList links={companyLinks} />
        </nav>
      </div>
      <div className={styles.bottom}>
        <div className={`container ${styles.bottomInner}`}>
          <Logo name={name} inverted />
          <p className={styles.copyright}>{footer.copyright}</p>
        </div>
      </div>
    </footer>
  )
}
