import React from 'react'
import { Link } from 'gatsby'
import Globe from 'lucide-react/icons/globe'
import { LOCALES, type Locale } from '@src/config/locales'
import * as styles from './LanguageSwitch.module.css'

export interface LanguageSwitchProps {
  /** The same page in the other edition, or that edition's home page. */
  to: string
  /** The language it leads to, in which its text and label are written. */
  lang: Locale
  /** The other language's own name ("العربية", "English"). */
  text: string
  /** Read aloud instead of the text: where the link leads, in that language. */
  label: string
  onClick?: () => void
}

/**
 * The link to the other edition: the other language's own name, in that language and direction,
 * after a globe, never a flag. Arabic on an English page is set in local Arabic fonts (`script-arabic`, global.css),
 * so that English pages never download the Arabic web font.
 */
export function LanguageSwitch({ to, lang, text, label, onClick }: LanguageSwitchProps) {
  const { code, dir } = LOCALES[lang]
  const className = lang === 'ar' ? `${styles.link} script-arabic` : styles.link
  return (
    <Link to={to} className={className} lang={code} hrefLang={code} aria-label={label} onClick={onClick}>
      <Globe aria-hidden="true" size={16} strokeWidth={1.75} />
      {/* The name runs in its own direction; the icon stays at the start of the page's. */}
      <span dir={dir}>{text}</span>
    </Link>
  )
}
