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

  it('refuses a missing container', () => {
    expect(() => hydrateInSlices(<p />, null)).toThrow('no element to hydrate')
  })
})
