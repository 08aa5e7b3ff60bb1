import React from 'react'
import { render, screen } from '@testing-library/react'
import { WithPhrases, englishPhraseData } from '../../__tests__/support/phrases'
import { usePhrases } from './use-phrases'

function BackToTop() {
  return <button type="button">{usePhrases().text('page.back_to_top')}</button>
}

describe('usePhrases', () => {
  it('gives the phrases provided above it', () => {
    render(
      <WithPhrases>
        <BackToTop />
      </WithPhrases>,
    )
    expect(screen.getByRole('button')).toHaveTextContent(englishPhraseData().page.back_to_top)
  })

  it('fails outside a provider rather than rendering without words', () => {
    const spy = jest.spyOn(console, 'error').mockImplementation(() => undefined)
    expect(() => render(<BackToTop />)).toThrow(/outside PhrasesContext/)
    spy.mockRestore()
  })
})
