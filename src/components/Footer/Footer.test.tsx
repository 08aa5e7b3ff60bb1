import React from 'react'
import { screen, within } from '@testing-library/react'
import { renderWithPhrases as render } from '@support/phrases'
import { Footer } from './Footer'
import type { Company } from '@src/types/site'

const company: Company = {
  name: 'Meridian Gulf Advisory',
  phone: '+971 55 418 2730',
  email: 'hello@example.ae',
  address: { street: 'Office 1204, Tower', area: 'Al Majaz 3', poBox: 'P.O. Box 1', city: 'Sharjah', country: 'United Arab Emirates' },
  chatUrl: 'https://wa.me/971554182730?text=Hi',
  footer: { heading: 'Have questions? Our team is ready to assist.', blurb: 'We help.', copyright: '© 2025 Meridian Gulf Advisory.' },
}
const links = [
  { label: 'Our Services', to: '/financialsolutions/services' },
  { label: 'Contact', to: '/company/contact' },
  { label: 'Blogs', to: '/financialblogs/blogs/detail' },
]

describe('Footer', () => {
  const companyLinks = [
    { label: 'About us', to: '/company/about' },
    { label: 'FAQ', to: '/company/faq' },
  ]
  beforeEach(() => render(<Footer company={company} links={links} companyLinks={companyLinks} />))

  it('is the contact section with the spec heading, blurb and copyright', () => {
    expect(screen.getByRole('contentinfo')).toHaveAttribute('id', 'contact')
    expect(screen.getByRole('heading', { level: 2, name: 'Have questions? Our team is ready to assist.' })).toBeInTheDocument()
    expect(screen.getByText('We help.')).toBeInTheDocument()
    expect(screen.getByText('© 2025 Meridian Gulf Advisory.')).toBeInTheDocument()
  })

  it('starts the chat from the phone number in a new tab', () => {
    const phone = screen.getByRole('link', { name: /\+971 55 418 2730/ })
    expect(phone).toHaveAttribute('href', company.chatUrl)
    expect(phone).toHaveAttribute('target', '_blank')
    expect(phone).toHaveAttribute('rel', 'noopener noreferrer')
  })

  it('links the email, the three site links and shows the Sharjah address', () => {
    expect(screen.getByRole('link', { name: 'hello@example.ae' })).toHaveAttribute('href', 'mailto:hello@example.ae')
    const nav = within(screen.getByRole('navigation', { name: 'Footer' }))
    expect(nav.getAllByRole('link').map((a) => [a.textContent, a.getAttribute('href')])).toEqual(links.map((l) => [l.label, l.to]))
    expect(screen.getByText(/Sharjah, United Arab Emirates/)).toBeInTheDocument()
  })

  it('lists the company pages in their own group', () => {
    const nav = within(screen.getByRole('navigation', { name: 'Company' }))
    expect(nav.getAllByRole('link').map((a) => [a.textContent, a.getAttribute('href')])).toEqual(companyLinks.map((l) => [l.label, l.to]))
  })
})
