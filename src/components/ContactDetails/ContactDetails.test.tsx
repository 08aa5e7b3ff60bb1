import React from 'react'
import { screen } from '@testing-library/react'
import { renderWithPhrases as render } from '@support/phrases'
import { ContactDetails } from './ContactDetails'

describe('ContactDetails', () => {
  it('shows the address, the phone as the chat link, the e-mail and the contact button', () => {
    render(
      <ContactDetails
        companyName="Meridian Gulf Advisory"
        address={{ street: 'Office 1204', area: 'Al Majaz 3', poBox: 'P.O. Box 61245', city: 'Sharjah', country: 'United Arab Emirates' }}
        phone="+971 55 418 2730"
        email="hello@meridiangulf.ae"
        chatUrl="https://wa.me/971554182730"
        contactLabel="Contact Us"
      />,
    )
    expect(screen.getByRole('heading', { level: 2, name: 'Meridian Gulf Advisory' })).toBeInTheDocument()
    expect(screen.getByText(/Sharjah, United Arab Emirates/)).toBeInTheDocument()
    expect(screen.getByRole('link', { name: /\+971 55 418 2730/ })).toHaveAttribute('target', '_blank')
    expect(screen.getByRole('link', { name: /hello@meridiangulf\.ae/ })).toHaveAttribute('href', 'mailto:hello@meridiangulf.ae')
    expect(screen.getByRole('link', { name: 'Contact Us' })).toHaveAttribute('href', 'https://wa.me/971554182730')
  })
})
