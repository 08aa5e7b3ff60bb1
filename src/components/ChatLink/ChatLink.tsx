import React from 'react'
import { NEW_TAB } from '@src/lib/shared/chat-link'

interface Props extends Omit<React.AnchorHTMLAttributes<HTMLAnchorElement>, 'target' | 'rel' | 'href'> {
  /** Built by chatUrl(); every chat trigger shares it. */
  href: string
}

/** Opens the chat with the company in a new tab. */
export function ChatLink({ href, children, ...rest }: Props) {
  return (
    <a href={href} {...NEW_TAB} {...rest}>
      {children}
    </a>
  )
}
