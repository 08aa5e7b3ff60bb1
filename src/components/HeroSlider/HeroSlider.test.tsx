import React from 'react'
import { act, fireEvent, screen } from '@testing-library/react'
import { renderWithPhrases as render } from '../../../__tests__/support/phrases'
import { HeroSlider } from './HeroSlider'
import { WIDGETS_INIT_EVENT } from '../../lib/widget-init'

const slides = [
  {
    smallTitle: 'Business setup',
    title: 'Your company, licensed',
    text: 'We guide every step.',
    image: { src: '/1.jpg' },
    imageAlt: 'Skyline',
  },
  { smallTitle: 'Financial advice', title: 'Clear plans', text: 'Independent advice.', image: { src: '/2.jpg' }, imageAlt: 'Charts' },
]
const chatUrl = 'https://wa.me/971554182730?text=Hi'

describe('HeroSlider', () => {
  it('renders both slides with small title, large title, text and a Contact Us chat button, without clones', () => {
    render(<HeroSlider slides={slides} contactLabel="Contact Us" chatUrl={chatUrl} />)
    expect(screen.getByRole('heading', { level: 1, name: 'Your company, licensed' })).toBeInTheDocument()
    expect(screen.getByRole('heading', { level: 2, name: 'Clear plans', hidden: true })).toBeInTheDocument()
    expect(screen.getAllByText('We guide every step.')).toHaveLength(1)
    const buttons = screen.getAllByRole('link', { name: /Contact Us/, hidden: true })
    expect(buttons).toHaveLength(2)
    for (const button of buttons) {
      expect(button).toHaveAttribute('href', chatUrl)
      expect(button).toHaveAttribute('target', '_blank')
      expect(button).toHaveAttribute('rel', 'noopener noreferrer')
    }
    // Only the visible slide's button takes focus.
    expect(buttons.map((b) => b.getAttribute('tabindex'))).toEqual(['0', '-1'])
  })

  it('has labelled previous, next and a pause control that appears once autoplay starts', () => {
    jest.useFakeTimers()
    render(<HeroSlider slides={slides} contactLabel="Contact Us" chatUrl={chatUrl} />)
    expect(screen.getByRole('button', { name: 'Previous slide' })).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Next slide' })).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Play slideshow' })).toBeInTheDocument()
    act(() => {
      window.dispatchEvent(new Event(WIDGETS_INIT_EVENT))
    })
    fireEvent.click(screen.getByRole('button', { name: 'Pause slideshow' }))
    expect(screen.getByRole('button', { name: 'Play slideshow' })).toBeInTheDocument()
    jest.useRealTimers()
  })

  it('does not autoplay for readers who prefer reduced motion', () => {
    const original = window.matchMedia
    window.matchMedia = ((query: string) => ({ ...original(query), matches: query.includes('reduce') })) as typeof window.matchMedia
    render(<HeroSlider slides={slides} contactLabel="Contact Us" chatUrl={chatUrl} />)
    act(() => {
      window.dispatchEvent(new Event(WIDGETS_INIT_EVENT))
    })
    expect(screen.getByRole('button', { name: 'Play slideshow' })).toBeInTheDocument()
    window.matchMedia = original
  })
})
