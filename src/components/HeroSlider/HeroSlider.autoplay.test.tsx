import React from 'react'
import { act, screen } from '@testing-library/react'
import { renderWithPhrases as render } from '@support/phrases'
import { WIDGETS_INIT_EVENT } from '@src/lib/browser/widget-init'
import { HeroSlider } from './HeroSlider'
import { loadedSlider } from './load-slider'

// A file of its own: react-slick, once fetched, stays for the module registry, and this test starts without it.
const slides = ['Your company, licensed', 'Clear plans'].map((title, i) => ({
  smallTitle: 'Small title',
  title,
  text: 'Text',
  image: { src: `/${i}.jpg` },
  imageAlt: 'Image',
}))
const chatUrl = 'https://wa.me/971554182730?text=Hi'

describe('HeroSlider autoplay', () => {
  it('autoplays its first move without react-slick, fetching it shortly before, and holds it while the reader is in the slider', async () => {
    jest.useFakeTimers()
    const view = render(<HeroSlider slides={slides} contactLabel="Contact Us" chatUrl={chatUrl} />)
    act(() => void window.dispatchEvent(new Event(WIDGETS_INIT_EVENT)))
    expect(screen.getByRole('button', { name: 'Pause slideshow' })).toBeInTheDocument()
    // The widgets have started, but react-slick stays out of the page until the first move is near.
    await act(async () => void jest.advanceTimersByTime(3900))
    expect(loadedSlider()).toBeUndefined()
    // A reader focused in the slider holds the move past its time.
    act(() => screen.getAllByRole('link', { name: /Contact Us/ })[0].focus())
    await act(async () => void jest.advanceTimersByTime(2200))
    expect(loadedSlider()).toBeDefined()
    expect(screen.getByText('1 / 2')).toBeInTheDocument()
    act(() => (document.activeElement as HTMLElement).blur())
    await act(async () => void jest.advanceTimersByTime(6000))
    expect(await screen.findByText('2 / 2')).toBeInTheDocument()
    view.unmount()
    jest.useRealTimers()
  })
})
