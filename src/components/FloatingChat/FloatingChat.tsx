import React from 'react'
import MessageCircle from 'lucide-react/icons/message-circle'
import { usePhrases } from '@src/hooks/use-phrases'
import { ChatLink } from '../ChatLink/ChatLink'
import * as styles from './FloatingChat.module.css'

/** The home page's floating chat button (docs/specification.md#chat-link). */
export function FloatingChat({ chatUrl, label }: { chatUrl: string; label: string }) {
  const phrases = usePhrases()
  return (
    <ChatLink href={chatUrl} className={styles.button} aria-label={`${label} ${phrases.text('page.opens_chat')}`}>
      <MessageCircle aria-hidden="true" size={26} />
    </ChatLink>
  )
}
