import React from 'react'
import * as styles from './preview.module.css'
import { adminPhrase } from '../admin-language'

interface Props {
  /** Changes with every edit, so a preview that failed on half-written content tries again. */
  resetKey: unknown
  children: React.ReactNode
}

interface State {
  error: Error | null
  resetKey: unknown
}

/** Shows why a preview cannot be drawn yet (e.g. a date still being typed) instead of a blank pane. */
export class PreviewBoundary extends React.Component<Props, State> {
  state: State = { error: null, resetKey: this.props.resetKey }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    return props.resetKey === state.resetKey ? null : { error: null, resetKey: props.resetKey }
  }

  static getDerivedStateFromError(error: Error): Partial<State> {
    return { error }
  }

  render() {
    if (this.state.error) {
      return (
        <p className={styles.notice} role="status">
          {adminPhrase('previewIncomplete', { reason: this.state.error.message })}
        </p>
      )
    }
    return this.props.children
  }
}
