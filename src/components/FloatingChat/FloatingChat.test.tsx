import React from 'react'
import { screen } from '@testing-library/react'
import { renderWithPhrases as render } from '@support/phrases'
import { FloatingChat } from './FloatingChat'

it('opens the shared chat link in a new tab, with an accessible name', () => {
  render(<FloatingChat chatUrl="https://wa.me/971554182730?text=Hi" label="Contact Us" />)
  const link = screen.getByRole('link', { name: 'Contact Us (opens a chat in a new tab)' })
  expect(link).toHaveAttribute('href', 'https://wa.me/971554182730?text=Hi')
  expect(link).toHaveAttribute('target', '_blank')
  expect(link).toHaveAttribute('rel', 'noopener noreferrer')
})
