import React from 'react'
import { render, screen } from '@testing-library/react'
import { IconGrid } from './IconGrid'

describe('IconGrid', () => {
  it('shows each icon as decoration beside the service it names', () => {
    const { container } = render(<IconGrid entries={[{ icon: 'mortgage', title: 'Mortgage', caption: 'Home finance specialist' }]} />)
    expect(screen.getByRole('listitem')).toHaveTextContent('MortgageHome finance specialist')
    expect(container.querySelector('svg')).toHaveAttribute('aria-hidden', 'true')
  })
})
