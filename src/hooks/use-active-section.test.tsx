import { act, renderHook } from '@testing-library/react'
import { RENDER_ALL_CLASS, SETTLE_MS, START_MS, useActiveSection } from './use-active-section'

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

/** A frame of the fake clock: a jump whose scroll has not begun takes it as not needed in the frame after its start time. */
const FRAME_MS = 16

const layout: Record<string, [number, number]> = { headermenu: [0, 100], aboutus: [800, 800], services: [2400, 1000], contact: [6000, 800] }

beforeEach(() => {
  jest.useFakeTimers()
  ;(window as unknown as { IntersectionObserver: unknown }).IntersectionObserver = FakeObserver
  document.body.innerHTML =
    '<div id="top" tabindex="-1"></div>' +
    Object.keys(layout)
      .map((id) => `<section id="${id}" tabindex="-1"></section>`)
      .join('')
  for (const [id, [top, height]] of Object.entries(layout)) {
    const el = document.getElementById(id)!
    Object.defineProperty(el, 'offsetHeight', { value: height })
    el.getBoundingClientRect = () => ({ top: top - window.scrollY }) as DOMRect
    // Lands the section under the sticky header, as the browser does.
    el.scrollIntoView = jest.fn(() => {
      window.scrollY = top - 100
    })
  }
  window.scrollTo = jest.fn() as unknown as typeof window.scrollTo
  Object.defineProperty(document.documentElement, 'scrollHeight', { value: 6800, configurable: true })
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
  })

  it('keeps the clicked section while the jump runs, then lands exactly and focuses the section once the page is still', () => {
    const { result } = renderHook(() => useActiveSection())
    act(() => result.current.select('services'))
    act(() => jest.advanceTimersByTime(100))
    const target = document.getElementById('services')!
    expect(document.activeElement).toBe(target)

    // Mid-scroll, sections pass through view and the scroll position crosses other sections.
    act(() => fire([{ id: 'aboutus', ratio: 0.5, top: 0 }]))
    act(() => {
      window.scrollY = 900
      window.dispatchEvent(new Event('scroll'))
    })
    expect(result.current.active).toBe('services')

    // Each scroll event restarts the wait; once the page is still, the jump is made exact.
    act(() => jest.advanceTimersByTime(SETTLE_MS - 1))
    expect(target.scrollIntoView).toHaveBeenCalledTimes(1)
    act(() => jest.advanceTimersByTime(1))
    expect(target.scrollIntoView).toHaveBeenLastCalledWith({ behavior: 'auto', block: 'start' })
    expect(result.current.active).toBe('services')

    // Then the rules apply again.
    act(() => fire([{ id: 'aboutus', ratio: 0.5, top: 0 }]))
    expect(result.current.active).toBe('aboutus')
  })

  it('where the browser reports the end of a scroll, lands on that and not on a pause between frames', () => {
    Object.defineProperty(window, 'onscrollend', { value: null, configurable: true })
    try {
      const { result } = renderHook(() => useActiveSection())
      act(() => result.current.select('contact'))
      act(() => jest.advanceTimersByTime(100))
      const target = document.getElementById('contact')!
      act(() => {
        window.dispatchEvent(new Event('scroll'))
        jest.advanceTimersByTime(SETTLE_MS * 3)
      })
      expect(target.scrollIntoView).toHaveBeenCalledTimes(1)
      act(() => fire([{ id: 'aboutus', ratio: 0.5, top: 0 }]))
      expect(result.current.active).toBe('contact')

      act(() => {
        window.dispatchEvent(new Event('scrollend'))
      })
      expect(target.scrollIntoView).toHaveBeenLastCalledWith({ behavior: 'auto', block: 'start' })
      act(() => fire([{ id: 'aboutus', ratio: 0.5, top: 0 }]))
      expect(result.current.active).toBe('aboutus')
    } finally {
      delete (window as { onscrollend?: unknown }).onscrollend
    }
  })

  it('waits for the frame after its start time: a scroll that frame reports is under way, and is not aimed again mid-way', () => {
    Object.defineProperty(window, 'onscrollend', { value: null, configurable: true })
    try {
      const { result } = renderHook(() => useActiveSection())
      act(() => result.current.select('services'))
      act(() => jest.advanceTimersByTime(100))
      const target = document.getElementById('services')!
      // A busy page: the start time runs out before the frame that reports the scroll the compositor began.
      act(() => jest.advanceTimersByTime(START_MS))
      act(() => {
        window.scrollY = 300
        window.dispatchEvent(new Event('scroll'))
        jest.advanceTimersByTime(50)
      })
      expect(target.scrollIntoView).toHaveBeenCalledTimes(1)
      expect(result.current.active).toBe('services')
      act(() => {
        window.dispatchEvent(new Event('scrollend'))
      })
      expect(target.scrollIntoView).toHaveBeenLastCalledWith({ behavior: 'auto', block: 'start' })
    } finally {
      delete (window as { onscrollend?: unknown }).onscrollend
    }
  })

  it('hands the highlight back to the rules when the reader takes the scroll over', () => {
    const { result } = renderHook(() => useActiveSection())
    act(() => result.current.select('contact'))
    act(() => jest.advanceTimersByTime(100))
    act(() => {
      window.dispatchEvent(new Event('wheel'))
      fire([{ id: 'aboutus', ratio: 0.5, top: 0 }])
    })
    expect(result.current.active).toBe('aboutus')
    act(() => jest.advanceTimersByTime(SETTLE_MS))
    expect(document.getElementById('contact')!.scrollIntoView).toHaveBeenCalledTimes(1)
  })

  it('follows where the page is once a jump has ended, whatever else scrolled it meanwhile (a scrollbar, a script)', () => {
    const { result } = renderHook(() => useActiveSection())
    act(() => result.current.select('headermenu'))
    act(() => jest.advanceTimersByTime(150))
    // Not the reader's wheel, touch or key: the jump keeps the highlight while it runs.
    act(() => {
      window.scrollY = 2300
      window.dispatchEvent(new Event('scroll'))
    })
    act(() => jest.advanceTimersByTime(100))
    expect(result.current.active).toBe('headermenu')
    act(() => jest.advanceTimersByTime(START_MS))
    expect(result.current.active).toBe('services')
  })

  it('scrolls to the very top for Home, whose element is the sticky header', () => {
    const { result } = renderHook(() => useActiveSection())
    act(() => result.current.select('headermenu'))
    act(() => jest.advanceTimersByTime(100))
    expect(window.scrollTo).toHaveBeenCalledWith({ top: 0, behavior: 'smooth' })
    expect(document.activeElement).toBe(document.getElementById('top'))
  })

  it('follows the section that becomes 10 % visible nearest the top', () => {
    const { result } = renderHook(() => useActiveSection())
    window.scrollY = 2100
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
    window.scrollY = 5600
    act(() => fire([{ id: 'headermenu', ratio: 1, top: -40 }]))
    act(() => fire([{ id: 'contact', ratio: 0.2, top: 400 }]))
    expect(result.current.active).toBe('contact')
  })

  it('keeps Home at the very top of the page when a section below becomes 10 % visible there', () => {
    const { result } = renderHook(() => useActiveSection())
    act(() => result.current.select('aboutus'))
    act(() => jest.advanceTimersByTime(100 + START_MS + FRAME_MS))
    // A script scrolls the page back to its top; About, at the foot of a tall window, is reported as just visible.
    act(() => {
      window.scrollY = 0
      window.dispatchEvent(new Event('scroll'))
    })
    act(() => fire([{ id: 'aboutus', ratio: 0.12, top: 800 }]))
    expect(result.current.active).toBe('headermenu')
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

  it('takes the last section at the very end of the page, which it is too short to reach the probe line from', () => {
    Object.defineProperty(document.documentElement, 'scrollHeight', { value: 6400, configurable: true })
    const { result } = renderHook(() => useActiveSection())
    act(() => {
      window.scrollY = 6400 - window.innerHeight - 2 // the probe line is above the contact section
      window.dispatchEvent(new Event('scroll'))
    })
    expect(result.current.active).toBe('headermenu')
    act(() => {
      window.scrollY = 6400 - window.innerHeight
      window.dispatchEvent(new Event('scroll'))
    })
    expect(result.current.active).toBe('contact')
  })

  it('keeps the last section at the very end of the page when a visibility change arrives after the last scroll', () => {
    Object.defineProperty(document.documentElement, 'scrollHeight', { value: 6400, configurable: true })
    const { result } = renderHook(() => useActiveSection())
    act(() => {
      window.scrollY = 6400 - window.innerHeight
      window.dispatchEvent(new Event('scroll'))
    })
    // A busy browser can deliver the observer's callback for the section above after the scroll's last event.
    act(() => fire([{ id: 'services', ratio: 0.2, top: -300 }]))
    expect(result.current.active).toBe('contact')
  })

  it('counts the whole top of the page, down to the next section, as Home', () => {
    const { result } = renderHook(() => useActiveSection())
    act(() => result.current.select('services'))
    act(() => jest.advanceTimersByTime(100 + START_MS + FRAME_MS))
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
