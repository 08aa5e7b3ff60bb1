import React from 'react'
import { screen } from '@testing-library/react'
import { renderWithPhrases as render } from '@support/phrases'
import { TagIndex } from './TagIndex'

describe('TagIndex', () => {
  it('links every tag to its page with rel="tag" and says how many articles it has', () => {
    render(
      <TagIndex
        label="Topics"
        tags={[
          { name: 'Expats', path: '/financialblogs/tags/expats', count: 2 },
          { name: 'VAT', path: '/financialblogs/tags/vat', count: 1 },
        ]}
      />,
    )
    const expats = screen.getByRole('link', { name: 'Expats 2 articles' })
    expect(expats).toHaveAttribute('href', '/financialblogs/tags/expats')
    expect(expats).toHaveAttribute('rel', 'tag')
    expect(screen.getByRole('link', { name: 'VAT 1 article' })).toBeInTheDocument()
  })
})
