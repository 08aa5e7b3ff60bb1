import React from 'react'
import { act, fireEvent, screen } from '@testing-library/react'
import { renderWithPhrases as render } from '@support/phrases'
import { ScrollToTop } from './ScrollToTop'

it('appears after scrolling down and returns to the top', () => {
  Object.defineProperty(window, 'scrollY', { configurable: true, writable: true, value: 0 })
  render(<ScrollToTop />)
  expect(screen.getByLabelText('Back to top')).toHaveAttribute('aria-hidden', 'true')

  window.scrollY = 2000
  fireEvent.scroll(window)
  const button = screen.getByRole('button', { name: 'Back to top' })
  expect(button).toHaveAttribute('aria-hidden', 'false')

  const scrollTo = jest.spyOn(window, 'scrollTo').mockImplementation(() => undefined)
  fireEvent.click(button)
  expect(scrollTo).toHaveBeenCalledWith({ top: 0, behavior: 'smooth' })
})

it('shows itself on a page opened below its top, reading the position in the next frame, not while the page is hydrated', () => {
  const read = jest.fn(() => 3000)
  Object.defineProperty(window, 'scrollY', { configurable: true, get: read })
  const frames: FrameRequestCallback[] = []
  const request = jest.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => frames.push(callback))
  render(<ScrollToTop />)
  expect(read).not.toHaveBeenCalled()
  act(() => frames.forEach((callback) => callback(0)))
  expect(screen.getByRole('button', { name: 'Back to top' })).toHaveAttribute('aria-hidden', 'false')
  request.mockRestore()
})
