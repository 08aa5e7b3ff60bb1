import * as styles from './button.module.css'

export type ButtonVariant = 'primary' | 'secondary' | 'light'

/** Class names for anything that looks like a button (a, Link, ChatLink, button). */
export function buttonClass(variant: ButtonVariant = 'primary', extra = ''): string {
  return [styles.button, styles[variant], extra].filter(Boolean).join(' ')
}
