import React from 'react'
import { render, screen } from '@testing-library/react'
import { Gallery } from './Gallery'

describe('Gallery', () => {
  it('shows each image with its description and caption', () => {
    render(<Gallery items={[{ image: { src: '/a.jpg' }, alt: 'A skyline', caption: 'Business setup' }]} />)
    expect(screen.getByRole('img', { name: 'A skyline' })).toHaveAttribute('src', '/a.jpg')
    expect(screen.getByRole('figure')).toHaveTextContent('Business setup')
  })
})
