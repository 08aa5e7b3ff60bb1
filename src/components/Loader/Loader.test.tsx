import React from 'react'
import { screen } from '@testing-library/react'
import { WithPhrases, renderWithPhrases as render } from '@support/phrases'
import { Loader } from './Loader'

it('is in the server-rendered page and gone once the page is interactive', () => {
  // Server rendering runs no effects.
  const { renderToString } = jest.requireActual<typeof import('react-dom/server')>('react-dom/server.node')
  expect(
    renderToString(
      <WithPhrases>
        <Loader />
      </WithPhrases>,
    ),
  ).toContain('role="progressbar"')
  render(<Loader />)
  expect(screen.queryByRole('progressbar')).toBeNull()
})
