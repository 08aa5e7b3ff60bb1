import React, { Component } from 'react'
import { act, render } from '@testing-library/react'
// The test's own reading of what Decap stores: not part of the admin, so not one of its Decap internals.
import { slateToMarkdown } from 'decap-cms-widget-markdown/dist/esm/serializers'
import { markdownShortcuts, unescapeShortcuts } from './markdown-shortcuts'

/** What Decap's rich text editor stores for paragraphs an editor typed (its own serializer). */
const typed = (...lines: string[]): string =>
  slateToMarkdown(
    lines.map((text) => ({ type: 'paragraph', children: [{ text }] })),
    {},
  ) as string

/**
 * The shortcuts' control around a stand-in for Decap's editor, which notes the value of each editor
 * drawn and hands out its onChange, as typing would call it. It draws a line begun with `## ` as a
 * heading, in an editable area as Decap's is.
 */
function shortcutsAroundFakeEditor() {
  const fake = { drawn: [] as unknown[], focused: jest.fn(), change: (_value: string): void => undefined }
  class FakeEditor extends Component<{ value?: string; onChange: (value: string) => void }> {
    focus = fake.focused
    componentDidMount() {
      fake.drawn.push(this.props.value)
    }
    render() {
      fake.change = this.props.onChange
      const heading = /^## (.*)$/m.exec(this.props.value ?? '')?.[1]
      return (
        <div role="textbox" aria-multiline contentEditable="true" suppressContentEditableWarning tabIndex={0}>
          {heading === undefined ? <p>{this.props.value}</p> : <h2>{heading}</h2>}
        </div>
      )
    }
  }
  const Control = markdownShortcuts(FakeEditor as never) as React.ComponentType<Record<string, unknown>>
  return { Control, fake }
}

describe('Markdown shortcuts in the rich text editor', () => {
  it('turn what Decap stores for "## What to compare", "- Cost of the licence" and "1. Apply" into a heading and list items', () => {
    const stored = typed('## What to compare', '- Cost of the licence', '1. Apply')
    expect(stored).toContain('\\## What to compare')
    expect(unescapeShortcuts(stored).split('\n\n')).toEqual(['## What to compare', '- Cost of the licence', '1. Apply'])
  })

  it('leave a hash, a dash or a number inside a line, and an escape with nothing typed after it yet', () => {
    const text = 'A fee of 5\\# and a range 1\\-2\n\n\\## \n\nPlain'
    expect(unescapeShortcuts(text)).toBe(text)
  })

  it('draw Decap’s editor again from the heading’s text, with the cursor back in it', () => {
    const { Control, fake } = shortcutsAroundFakeEditor()
    const { drawn } = fake
    const change = (value: string) => fake.change(value)
    const saved: string[] = []
    const { rerender } = render(<Control value="" onChange={(value: string) => saved.push(value)} />)
    act(() => change('\\## What to compare'))
    rerender(<Control value={saved.at(-1)} onChange={(value: string) => saved.push(value)} />)
    expect(saved).toEqual(['## What to compare'])
    expect(drawn).toEqual(['', '## What to compare'])
    expect(document.activeElement?.getAttribute('contenteditable')).toBe('true')
    act(() => change('## What to compare, in short'))
    expect(saved.at(-1)).toBe('## What to compare, in short')
    expect(drawn).toHaveLength(2)
  })

  it('put the cursor back at the heading’s end, and tell the editor, in the task that draws it again: the next key typed lands there', () => {
    const { Control, fake } = shortcutsAroundFakeEditor()
    const saved: string[] = []
    const onChange = (value: string) => saved.push(value)
    const told = jest.fn(() => window.getSelection()?.anchorNode?.textContent)
    document.addEventListener('selectionchange', told)
    try {
      const { rerender, container } = render(<Control value="" onChange={onChange} />)
      act(() => fake.change('\\## What to compare'))
      rerender(<Control value={saved.at(-1)} onChange={onChange} />)
      const heading = container.querySelector('h2')!
      const selection = window.getSelection()!
      expect([selection.isCollapsed, heading.contains(selection.anchorNode), selection.anchorOffset]).toEqual([
        true,
        true,
        heading.childNodes.length,
      ])
      expect(told).toHaveReturnedWith('What to compare')
    } finally {
      document.removeEventListener('selectionchange', told)
    }
  })

  it('draw Decap’s editor again when the value comes from elsewhere (filled in from another edition), not as the editor types', () => {
    const { Control, fake } = shortcutsAroundFakeEditor()
    const { drawn } = fake
    const change = (value: string) => fake.change(value)
    const saved: string[] = []
    const onChange = (value: string) => saved.push(value)
    const { rerender } = render(<Control value={undefined} onChange={onChange} />)
    rerender(<Control value="The English article" onChange={onChange} />)
    expect(drawn).toEqual([undefined, 'The English article'])
    act(() => change('The English article, translated'))
    act(() => change('The English article, translated in part'))
    rerender(<Control value="The English article, translated" onChange={onChange} />)
    rerender(<Control value="The English article, translated in part" onChange={onChange} />)
    expect(drawn).toHaveLength(2)
  })
})
