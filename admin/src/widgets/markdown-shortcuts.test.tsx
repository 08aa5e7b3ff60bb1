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
 * drawn and hands out its onChange, as typing would call it.
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
      return <p>{this.props.value}</p>
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
    const { drawn, focused } = fake
    const change = (value: string) => fake.change(value)
    const saved: string[] = []
    const { rerender } = render(<Control value="" onChange={(value: string) => saved.push(value)} />)
    act(() => change('\\## What to compare'))
    rerender(<Control value={saved.at(-1)} onChange={(value: string) => saved.push(value)} />)
    expect(saved).toEqual(['## What to compare'])
    expect(drawn).toEqual(['', '## What to compare'])
    expect(focused).toHaveBeenCalled()
    act(() => change('## What to compare, in short'))
    expect(saved.at(-1)).toBe('## What to compare, in short')
    expect(drawn).toHaveLength(2)
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
