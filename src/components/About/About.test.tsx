import React from 'react'
import { screen } from '@testing-library/react'
import { renderWithPhrases as render } from '@support/phrases'
import { About } from './About'

describe('About', () => {
  beforeEach(() =>
    render(
      <About
        id="aboutus"
        eyebrow="Who we are"
        heading="Advisers who know the UAE"
        watermark="About Us"
        text="We help founders."
        image={{ src: '/a.jpg' }}
        imageAlt="Shapes"
        successLabel="Work success"
        successValue="95.00%"
        progress={75}
        phone="+971 55 418 2730"
        email="hello@example.ae"
        chatUrl="https://wa.me/971554182730?text=Hi"
      />,
    ),
  )

  it('shows the paragraph, watermark and the 95.00% work success with a 75% progress bar', () => {
    expect(screen.getByRole('heading', { name: 'Advisers who know the UAE' }).closest('section')).toHaveAttribute('id', 'aboutus')
    expect(screen.getByText('We help founders.')).toBeInTheDocument()
    expect(screen.getByText('About Us')).toHaveAttribute('aria-hidden', 'true')
    expect(screen.getByText('95.00%')).toBeInTheDocument()
    const bar = screen.getByRole('progressbar', { name: 'Work success' })
    expect(bar).toHaveAttribute('aria-valuenow', '75')
    expect(bar.firstElementChild).toHaveStyle({ width: '75%' })
  })

  it('has a contact block: phone opens the chat, mail opens the mail client', () => {
    const phone = screen.getByRole('link', { name: /\+971 55 418 2730/ })
    expect(phone).toHaveAttribute('href', 'https://wa.me/971554182730?text=Hi')
    expect(phone).toHaveAttribute('target', '_blank')
    expect(screen.getByRole('link', { name: /hello@example\.ae/ })).toHaveAttribute('href', 'mailto:hello@example.ae')
  })
})
