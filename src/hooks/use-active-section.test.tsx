import { act, renderHook } from '@testing-library/react'
import { RENDER_ALL_CLASS, useActiveSection } from './use-active-section'

/** A fake IntersectionObserver the test can fire by hand. */
let fire: (entries: Array<{ id: string; ratio: number; top: number }>) => void = () => undefined
class FakeObserver {
  constructor(callback: IntersectionObserverCallback) {
    fire = (entries) =>
      callback(
        entries.map(({ id, ratio, top }) => ({
          target: document.getElementById(id)!,
          isIntersecting: ratio > 0,
          intersectionRatio: ratio,
          boundingClientRect: { top } as DOMRectReadOnly,
        })) as unknown as IntersectionObserverEntry[],
        this as unknown as IntersectionObserver,
      )
  }
  observe() {}
  disconnect() {}
}

const layout: Record<string, [number, number]> = { headermenu: [0, 100], aboutus: [800, 800], services: [2400, 1000], contact: [6000, 800] }

beforeEach(() => {
  jest.useFakeTimers()
  ;(window as unknown as { IntersectionObserver: unknown }).IntersectionObserver = FakeObserver
  document.body.innerHTML = Object.keys(layout)
    .map((id) => `<section id="${id}"></section>`)
    .join('')
  for (const [id, [top, height]] of Object.entries(layout)) {
    const el = document.getElementById(id)!
    Object.defineProperty(el, 'offsetHeight', { value: height })
    el.getBoundingClientRect = () => ({ top: top - window.scrollY }) as DOMRect
    el.scrollIntoView = jest.fn()
  }
  window.scrollTo = jest.fn() as unknown as typeof window.scrollTo
  document.documentElement.classList.remove(RENDER_ALL_CLASS)
  Object.defineProperty(window, 'scrollY', { configurable: true, writable: true, value: 0 })
})
afterEach(() => jest.useRealTimers())

describe('useActiveSection', () => {
  it('starts at headermenu', () => {
    const { result } = renderHook(() => useActiveSection())
    expect(result.current.active).toBe('headermenu')
  })

  it('on a click sets the section at once and again at 200 ms, and scrolls after 100 ms', () => {
    const { result } = renderHook(() => useActiveSection())
    act(() => result.current.select('services'))
    expect(result.current.active).toBe('services')
    const target = document.getElementById('services')!
    expect(target.scrollIntoView).not.toHaveBeenCalled()

    act(() => jest.advanceTimersByTime(99))
    expect(target.scrollIntoView).not.toHaveBeenCalled()
    act(() => jest.advanceTimersByTime(1))
    expect(target.scrollIntoView).toHaveBeenCalledWith({ behavior: 'smooth', block: 'start' })
    // Deferred sections are rendered first so that the scroll aims at the section's real position.
    expect(document.documentElement).toHaveClass(RENDER_ALL_CLASS)

    // Something else (an observer firing mid-scroll) moves the highlight; the 200 ms re-set wins.
    act(() => fire([{ id: 'aboutus', ratio: 0.5, top: 0 }]))
    expect(result.current.active).toBe('aboutus')
    act(() => jest.advanceTimersByTime(100))
    expect(result.current.active).toBe('services')
  })

  it('scrolls to the very top for Home, whose element is the sticky header', () => {
    const { result } = renderHook(() => useActiveSection())
    act(() => result.current.select('headermenu'))
    act(() => jest.advanceTimersByTime(100))
    expect(window.scrollTo).toHaveBeenCalledWith({ top: 0, behavior: 'smooth' })
  })

  it('follows the section that becomes 10 % visible nearest the top', () => {
    const { result } = renderHook(() => useActiveSection())
    act(() => fire([{ id: 'aboutus', ratio: 0.05, top: 50 }]))
    expect(result.current.active).toBe('headermenu')
    act(() =>
      fire([
        { id: 'aboutus', ratio: 0.3, top: -400 },
        { id: 'services', ratio: 0.2, top: 300 },
      ]),
    )
    expect(result.current.active).toBe('services')
  })

  it('lets only sections whose visibility just changed compete, so a sticky header does not always win', () => {
    const { result } = renderHook(() => useActiveSection())
    act(() => fire([{ id: 'headermenu', ratio: 1, top: -40 }]))
    act(() => fire([{ id: 'contact', ratio: 0.2, top: 400 }]))
    expect(result.current.active).toBe('contact')
  })

  it('on scroll takes the section containing scroll position + 150 px, else keeps the current one', () => {
    const { result } = renderHook(() => useActiveSection())
    act(() => {
      window.scrollY = 2300
      window.dispatchEvent(new Event('scroll'))
    })
    expect(result.current.active).toBe('services')
    act(() => {
      window.scrollY = 3500 // 3650 is between services and contact
      window.dispatchEvent(new Event('scroll'))
    })
    expect(result.current.active).toBe('services')
  })

  it('counts the whole top of the page, down to the next section, as Home', () => {
    const { result } = renderHook(() => useActiveSection())
    act(() => result.current.select('services'))
    act(() => {
      window.scrollY = 500 // below the 100 px header, above About at 800
      window.dispatchEvent(new Event('scroll'))
    })
    expect(result.current.active).toBe('headermenu')
  })

  it("is forced to headermenu when the home-page flag is 'false'", () => {
    const { result } = renderHook(() => useActiveSection('false'))
    act(() => result.current.select('contact'))
    expect(result.current.active).toBe('headermenu')
  })
})
