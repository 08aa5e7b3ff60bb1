import React from 'react'
import { screen } from '@testing-library/react'
import { renderWithPhrases as render } from '../../../__tests__/support/phrases'
import { DraftBadge } from './DraftBadge'

describe('DraftBadge', () => {
  it('says "Draft" in text, so screen readers and readers without styles are told too', () => {
    render(<DraftBadge className="extra" />)
    expect(screen.getByText('Draft')).toHaveClass('extra')
  })
})
