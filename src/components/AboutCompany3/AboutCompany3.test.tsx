import React from 'react'
import { render, screen } from '@testing-library/react'
import { AboutCompany3 } from './AboutCompany3'

describe('AboutCompany3', () => {
  it('shows the text, each point, the image and a chat link opening in a new tab', () => {
    render(
      <AboutCompany3
        eyebrow="How we work"
        heading="Advice built on your numbers"
        text="Every engagement starts with a review."
        points={['A free first consultation', 'A written plan']}
        image={{ src: '/about.jpg' }}
        imageAlt="Geometric shapes"
        contactLabel="Contact Us"
        chatUrl="https://wa.me/971554182730?text=Hi"
      />,
    )
    expect(screen.getByRole('region', { name: 'Advice built on your numbers' })).toHaveTextContent('Every engagement starts with a review.')
    expect(screen.getAllByRole('listitem')).toHaveLength(2)
    expect(screen.getByRole('img', { name: 'Geometric shapes' })).toBeInTheDocument()
    const link = screen.getByRole('link', { name: 'Contact Us' })
    expect(link).toHaveAttribute('href', 'https://wa.me/971554182730?text=Hi')
    expect(link).toHaveAttribute('target', '_blank')
  })
})
