/**
 * Markdown typed in the rich text editor as Markdown: a line begun with `## `, `- ` or `1. ` becomes
 * a heading or a list item, as the editors' guide and every other editor they know have it. Decap's
 * editor (its markdown widget, and its richtext one alike) has no such shortcuts: it keeps the
 * characters and escapes them, storing `\## What to compare` as a paragraph. This wrapper takes the
 * escape away as the text changes and draws Decap's editor again from the text (a Slate editor reads
 * its value once), with the cursor back in the text. A value set from outside (Decap's "Fill in from
 * another locale") draws the editor again as well, so that it shows the text that will be saved.
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
    /** The words of the line that became a heading or a list item, where the cursor goes back. */
    private line = ''
    private box = React.createRef<HTMLDivElement>()
    /** What the editor drawn now has passed on since it was drawn: a value among them came from it. */
    private typed = new Set<unknown>()

    private onChange = (value: string) => {
      const shortcut = typeof value === 'string' ? unescapeShortcuts(value) : value
      if (shortcut !== value) {
        this.pending = shortcut
        const line = [...value.matchAll(ESCAPED_SHORTCUT)].at(-1)
        this.line = line ? value.slice(line.index + line[0].length - 1).split('\n')[0] : ''
      }
      this.typed.add(shortcut)
      this.props.onChange(shortcut)
    }

    /** Draws Decap's editor again from the field's value. */
    private redraw(then?: () => void) {
      this.typed.clear()
      this.setState(({ drawn }) => ({ drawn: drawn + 1 }), then)
    }

    componentDidUpdate(previous: MarkdownControlProps) {
      // Decap's editor draws a heading or a list only from its text: draw it again once the text
      // is the field's value (with what was typed meanwhile), and put the cursor back at the end of that line.
      const { value } = this.props
      if (value !== previous.value && this.pending === undefined && !this.typed.has(value)) return this.redraw()
      if (this.pending === undefined || value === previous.value || typeof value !== 'string' || unescapeShortcuts(value) !== value) return
      this.pending = undefined
      // At once, in the task that drew the editor: a key pressed before the cursor is back would land elsewhere.
      this.redraw(() => this.caretAfter(this.line))
    }

    /**
     * The cursor at the end of the last heading or list item with these words, in the editor focused.
     * Decap's editor (Slate) reads the page's selection on a `selectionchange`, which the browser sends
     * in a task of its own that the next key can overtake; Slate takes up a pending one before it
     * handles a key, so one sent now makes the next key land here. (Decap's own focus would put the
     * cursor at the article's start.)
     */
    private caretAfter(words: string) {
      const editable = this.box.current?.querySelector<HTMLElement>('[contenteditable="true"]')
      const blocks = [...(editable?.querySelectorAll('h1, h2, h3, h4, h5, h6, li') ?? [])].reverse()
      const block = blocks.find((element) => element.textContent?.trim() === words.trim())
      const selection = window.getSelection()
      if (!editable || !block || !selection) return this.inner?.focus?.()
      editable.focus({ preventScroll: true })
      const range = document.createRange()
      range.selectNodeContents(block)
      range.collapse(false)
      selection.removeAllRanges()
      selection.addRange(range)
      document.dispatchEvent(new Event('selectionchange'))
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
        <div ref={this.box} style={{ display: 'contents' }}>
          <Inner
            key={this.state.drawn}
            {...this.props}
            onChange={this.onChange}
            ref={(instance: Handle | null) => {
              this.inner = instance
            }}
          />
        </div>
      )
    }
  } as unknown as ComponentType<never>
}
