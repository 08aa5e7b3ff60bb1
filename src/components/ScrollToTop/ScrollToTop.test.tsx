import React from 'react'
import { fireEvent, screen } from '@testing-library/react'
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
