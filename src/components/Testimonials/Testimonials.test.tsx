import React from 'react'
import { screen } from '@testing-library/react'
import { renderWithPhrases as render } from '@support/phrases'
import { Testimonials } from './Testimonials'

describe('Testimonials', () => {
  it('shows the quote, the name, the star rating and the reviews label', () => {
    render(
      <Testimonials
        testimonials={[{ name: 'Priya Nair', role: 'Director', text: 'Clear advice.', rating: 5, reviewsLabel: '5 Reviews' }]}
      />,
    )
    expect(screen.getByRole('figure')).toHaveTextContent('Clear advice.Priya Nair')
    expect(screen.getByRole('img', { name: '5 out of 5 stars' })).toBeInTheDocument()
    expect(screen.getByText('5 Reviews')).toBeInTheDocument()
  })
})
