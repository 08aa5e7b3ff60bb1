import React from 'react'
import Mail from 'lucide-react/icons/mail'
import MapPin from 'lucide-react/icons/map-pin'
import MessageCircle from 'lucide-react/icons/message-circle'
import { usePhrases } from '@src/hooks/use-phrases'
import type { Address } from '@src/types/site'
import { buttonClass } from '@src/styles/button-class'
import { ChatLink } from '../ChatLink/ChatLink'
import * as styles from './ContactDetails.module.css'

export interface ContactDetailsProps {
  companyName: string
  address: Address
  phone: string
  email: string
  chatUrl: string
  contactLabel: string
  /** Heading level of the company name. */
  level?: 2 | 3
}

/** The company's address, phone (opening the chat), e-mail and the Contact Us button. */
export function ContactDetails({ companyName, address, phone, email, chatUrl, contactLabel, level = 2 }: ContactDetailsProps) {
  const Heading = level === 2 ? 'h2' : 'h3'
  const phrases = usePhrases()
  const separator = phrases.text('page.separator')
  return (
    <div className={styles.card}>
      <Heading className={styles.name}>{companyName}</Heading>
      <ul className={styles.list}>
        <li>
          <MapPin size={20} aria-hidden="true" className={styles.icon} />
          <span className="visually-hidden">{`${phrases.text('contact.address')} `}</span>
          <address className={styles.address}>
            {address.street}
            <br />
            {address.area}
            {address.poBox && `${separator} ${address.poBox}`}
            <br />
            {`${address.city}${separator} ${address.country}`}
          </address>
        </li>
        <li>
          <MessageCircle size={20} aria-hidden="true" className={styles.icon} />
          <ChatLink href={chatUrl} className={styles.link}>
            <span className="visually-hidden">{`${phrases.text('contact.phone')} `}</span>
            <span className="tabular ltr">{phone}</span>
            <span className="visually-hidden">{` ${phrases.text('page.opens_chat')}`}</span>
          </ChatLink>
        </li>
        <li>
          <Mail size={20} aria-hidden="true" className={styles.icon} />
          <a href={`mailto:${email}`} className={styles.link}>
            <span className="visually-hidden">{`${phrases.text('contact.email')} `}</span>
            <span className="ltr">{email}</span>
          </a>
        </li>
      </ul>
      <ChatLink href={chatUrl} className={buttonClass('primary', styles.cta)}>
        {contactLabel}
      </ChatLink>
    </div>
  )
}
