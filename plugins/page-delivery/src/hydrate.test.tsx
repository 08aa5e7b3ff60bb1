import React, { useEffect } from 'react'
import { waitFor } from '@testing-library/react'
import { hydrateInSlices } from './hydrate'

function Page({ onHydrated }: { onHydrated: () => void }) {
  useEffect(onHydrated, [onHydrated])
  return <p>Server-rendered copy</p>
}

describe('hydrateInSlices', () => {
  it('hydrates the server-rendered markup in place, after the call returns', async () => {
    const onHydrated = jest.fn()
    const container = document.createElement('div')
    container.innerHTML = '<p>Server-rendered copy</p>' // what Page renders on the server
    const serverNode = container.firstChild

    hydrateInSlices(<Page onHydrated={onHydrated} />, container)
    expect(onHydrated).not.toHaveBeenCalled()

    await waitFor(() => expect(onHydrated).toHaveBeenCalledTimes(1))
    expect(container.firstChild).toBe(serverNode)
  })

  it('draws a page sent without its markup (the development server) without a hydration error', async () => {
    const onHydrated = jest.fn()
    const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined)
    const container = document.createElement('div')
    try {
      hydrateInSlices(<Page onHydrated={onHydrated} />, container)
      await waitFor(() => expect(container.textContent).toBe('Server-rendered copy'))
      expect(onHydrated).toHaveBeenCalledTimes(1)
      expect(errors.mock.calls.map((call) => String(call[0])).filter((message) => /hydrat|server HTML/i.test(message))).toEqual([])
    } finally {
      errors.mockRestore()
    }
  })

  it('refuses a missing container', () => {
    expect(() => hydrateInSlices(<p />, null)).toThrow('no element to hydrate')
  })
})
