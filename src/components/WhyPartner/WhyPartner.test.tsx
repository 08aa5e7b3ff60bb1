import React from 'react'
import { screen, within } from '@testing-library/react'
import { renderWithPhrases as render } from '@support/phrases'
import { WhyPartner } from './WhyPartner'

const testimonials = ['Omar', 'Priya', 'Daniel', 'Layla'].map((name) => ({
  name,
  text: `${name} says thanks`,
  rating: 5,
  reviewsLabel: '5 Reviews',
}))

describe('WhyPartner', () => {
  it('lists the points and four testimonials with five stars announced and the reviews label', () => {
    render(
      <WhyPartner
        intro={{ eyebrow: 'Why partner with us', heading: 'Advice you can act on' }}
        points={['One', 'Two', 'Three', 'Four', 'Five']}
        testimonialsHeading="What our clients say"
        testimonials={testimonials}
      />,
    )
    expect(screen.getByText('Five')).toBeInTheDocument()
    const cards = screen.getAllByRole('figure')
    expect(cards).toHaveLength(4)
    for (const card of cards) {
      expect(within(card).getByRole('img', { name: '5 out of 5 stars' })).toBeInTheDocument()
      expect(within(card).getByText('5 Reviews')).toBeInTheDocument()
    }
    expect(within(cards[1]).getByText('Priya says thanks')).toBeInTheDocument()
  })
})
