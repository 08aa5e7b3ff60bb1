import React from 'react'
import { screen, within } from '@testing-library/react'
import { renderWithPhrases as render } from '@support/phrases'
import { ServiceDetail } from './ServiceDetail'

const props = {
  eyebrow: 'What we offer',
  heading: 'Setup and advice',
  paragraphs: ['First paragraph.', 'Second paragraph.'],
  tiles: [
    { icon: 'chart' as const, title: 'Forecasts', text: 'Rolling.' },
    { icon: 'globe' as const, title: 'Free zones', text: 'Chosen well.' },
  ],
  contact: {
    companyName: 'Example Advisory',
    address: { street: '1 Street', area: 'Area', po_box: null, city: 'Sharjah', country: 'UAE' },
    phone: '+971 55 000 0000',
    email: 'hello@example.ae',
    chatUrl: 'https://wa.me/971550000000',
    contactLabel: 'Contact Us',
  },
}

describe('ServiceDetail', () => {
  it('names its section by the heading and shows the text, the contact card and the tiles', () => {
    render(<ServiceDetail {...props} />)
    const section = screen.getByRole('region', { name: 'Setup and advice' })
    expect(within(section).getByText('First paragraph.')).toBeInTheDocument()
    expect(within(section).getByText('Second paragraph.')).toBeInTheDocument()
    expect(within(section).getByRole('complementary')).toHaveTextContent('Example Advisory')
    expect(within(within(section).getByRole('list', { name: 'Setup and advice' })).getAllByRole('listitem')).toHaveLength(2)
  })
})
