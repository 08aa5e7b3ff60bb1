import React from 'react'
import { act, screen } from '@testing-library/react'
import { renderWithPhrases as render } from '@support/phrases'
import { Counters } from './Counters'
import { WIDGETS_INIT_EVENT } from '@src/lib/browser/widget-init'

const counters = [
  { value: 100, suffix: '%', label: 'Satisfied Clients' },
  { value: 25, prefix: '+', suffix: 'K', label: 'Transactions Processed' },
  { value: 200, prefix: '+', label: 'Active Users' },
  { value: 18, suffix: '%', label: 'Monthly Growth Rate' },
]

/** Each counter observes itself; the test brings them all into view at once. */
let observers: Array<() => void> = []
const intersect = () => observers.forEach((fire) => fire())
beforeEach(() => {
  observers = []
  ;(window as unknown as { IntersectionObserver: unknown }).IntersectionObserver = class {
    constructor(cb: IntersectionObserverCallback) {
      observers.push(() => cb([{ isIntersecting: true } as IntersectionObserverEntry], this as unknown as IntersectionObserver))
    }
    observe() {}
    disconnect() {}
  }
})

const visibleValues = (container: HTMLElement) => [...container.querySelectorAll('dd')].map((dd) => dd.children[0].children[1].textContent)

describe('Counters', () => {
  it('renders the final figures before any script runs, with their labels', () => {
    const { container } = render(<Counters counters={counters} />)
    expect(visibleValues(container)).toEqual(['100%', '+25K', '+200', '18%'])
    for (const text of ['Satisfied Clients', '+25K', 'Transactions Processed', 'Active Users', 'Monthly Growth Rate']) {
      expect(screen.getAllByText(text).length).toBeGreaterThan(0)
    }
  })

  it('counts up from zero once in view after widgets initialise, reserving the final width', () => {
    jest.useFakeTimers()
    const { container } = render(<Counters counters={counters} />)
    act(() => {
      window.dispatchEvent(new Event(WIDGETS_INIT_EVENT))
    })
    expect(visibleValues(container)).toEqual(['0%', '+0K', '+0', '0%'])
    // The invisible copy keeps the final value's width.
    expect(container.querySelector('dd')!.children[0].children[0]).toHaveTextContent('100%')
    act(() => intersect())
    act(() => {
      jest.advanceTimersByTime(2000)
    })
    expect(visibleValues(container)).toEqual(['100%', '+25K', '+200', '18%'])
    jest.useRealTimers()
  })
})
