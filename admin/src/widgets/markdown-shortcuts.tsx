/**
 * Markdown typed in the rich text editor as Markdown: a line begun with `## `, `- ` or `1. ` becomes
 * a heading or a list item, as the editors' guide and every other editor they know have it. Decap's
 * editor (its markdown widget, and its richtext one alike) has no such shortcuts: it keeps the
 * characters and escapes them, storing `\## What to compare` as a paragraph. This wrapper takes the
 * escape away as the text changes and draws Decap's editor again from the text (a Slate editor reads
 * its value once), with the cursor back in the text.
 */
import React, { Component, type ComponentType } from 'react'

/** A line Decap wrote for a paragraph that began as a heading, a bullet or a numbered item, and something typed after it. */
const ESCAPED_SHORTCUT = /^(\s*)(?:\\(#{1,6})|\\([-*+])|(\d{1,3})\\([.)]))([ \t]+\S)/gm

/** The text with each escaped line start of a heading or a list item unescaped; the same text when there is none. */
export function unescapeShortcuts(markdown: string): string {
  return markdown.replace(
    ESCAPED_SHORTCUT,
    (_line, indent: string, hashes?: string, bullet?: string, number?: string, dot?: string, rest?: string) =>
      hashes ? `${indent}${hashes}${rest}` : bullet ? `${indent}${bullet}${rest}` : `${indent}${number}${dot}${rest}`,
  )
}

interface MarkdownControlProps extends Record<string, unknown> {
  value?: string
  onChange: (value: string) => void
}

interface Handle {
  focus?: () => void
  isValid?: () => unknown
}

export function markdownShortcuts(DecapMarkdownControl: ComponentType<never>): ComponentType<never> {
  const Inner = DecapMarkdownControl as unknown as ComponentType<MarkdownControlProps & { ref?: unknown }>
  return class MarkdownShortcutsControl extends Component<MarkdownControlProps, { drawn: number }> {
    static displayName = 'MarkdownShortcutsControl'
    state = { drawn: 0 }
    private inner: Handle | null = null

    /** The text with a shortcut taken, until Decap passes it back as the field's value. */
    private pending: string | undefined

    private onChange = (value: string) => {
      const shortcut = typeof value === 'string' ? unescapeShortcuts(value) : value
      if (shortcut !== value) this.pending = shortcut
      this.props.onChange(shortcut)
    }

    componentDidUpdate() {
      // Decap's editor draws a heading or a list only from its text: draw it again once the text is
      // the field's value, and put the cursor back.
      if (this.pending === undefined || this.props.value !== this.pending) return
      this.pending = undefined
      this.setState(
        ({ drawn }) => ({ drawn: drawn + 1 }),
        () => this.inner?.focus?.(),
      )
    }

    /** What Decap's Widget calls on its control, passed on to Decap's editor drawn now. */
    focus() {
      this.inner?.focus?.()
    }

    isValid() {
      return this.inner?.isValid?.() ?? true
    }

    render() {
      return (
        <Inner
          key={this.state.drawn}
          {...this.props}
          onChange={this.onChange}
          ref={(instance: Handle | null) => {
            this.inner = instance
          }}
        />
      )
    }
  } as unknown as ComponentType<never>
}
