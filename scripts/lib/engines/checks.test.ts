/** @jest-environment node */
import {
  headerFailure,
  jumpFailure,
  overflowFailure,
  scriptErrorFailure,
  searchFailure,
  tally,
  waitFor,
  type JumpPosition,
  type Layout,
} from './checks'

const layout = (changes: Partial<Layout> = {}): Layout => ({
  scrollWidth: 390,
  innerWidth: 390,
  outside: [],
  header: { top: 0, right: 390, bottom: 112, left: 0 },
  brand: { top: 56, right: 180, bottom: 96, left: 20 },
  brandLines: 2,
  toggle: { top: 54, right: 370, bottom: 98, left: 326 },
  ...changes,
})

describe('overflowFailure', () => {
  it('holds while the page is no wider than the window', () => {
    expect(overflowFailure(layout())).toBeUndefined()
    expect(overflowFailure(layout({ scrollWidth: 300 }))).toBeUndefined()
  })

  it('fails a page a pixel wider, naming what sticks out', () => {
    expect(overflowFailure(layout({ scrollWidth: 391, outside: ['div#x [0, 391]'] }))).toBe(
      'the page is 391 px wide in a 390 px window; past the edges: div#x [0, 391]',
    )
  })
})

describe('headerFailure', () => {
  it('holds for a brand inside the header and clear of the toggle', () => {
    expect(headerFailure(layout(), 'at the top')).toBeUndefined()
    expect(headerFailure(layout({ toggle: null }), 'at the top')).toBeUndefined()
  })

  it('fails a name that wraps below the header, saying on how many lines', () => {
    const failure = headerFailure(layout({ brand: { top: 44, right: 180, bottom: 120, left: 20 }, brandLines: 3 }), 'scrolled')
    expect(failure).toBe("scrolled: brand bottom 120 below the header's bottom 112 (the name takes 3 lines)")
  })

  it('fails a brand under the toggle, past the window, or cut at the window top', () => {
    expect(headerFailure(layout({ brand: { top: 56, right: 340, bottom: 96, left: 20 } }), 'at the top')).toMatch(
      /overlaps the menu toggle/,
    )
    expect(headerFailure(layout({ brand: { top: 56, right: 400, bottom: 96, left: 20 }, toggle: null }), 'at the top')).toMatch(
      /past the window's sides/,
    )
    const cut = layout({ header: { top: -40, right: 390, bottom: 72, left: 0 }, brand: { top: -8, right: 180, bottom: 60, left: 20 } })
    expect(headerFailure(cut, 'scrolled')).toBe('scrolled: brand top -8 above the window (the name takes 2 lines)')
  })

  it('fails without a header or a brand', () => {
    expect(headerFailure(layout({ header: null }), 'at the top')).toBe('at the top: no header')
    expect(headerFailure(layout({ brand: null }), 'at the top')).toMatch(/no brand link/)
  })
})

describe('jumpFailure', () => {
  const landed: JumpPosition = { scrollY: 2000, end: 6000, top: 88, aim: 88, headerBottom: 72, marked: '#services' }

  it('holds for a section at the scroll padding with its item marked', () => {
    expect(jumpFailure(landed, 'services')).toBeUndefined()
    expect(jumpFailure({ ...landed, top: 90 }, 'services')).toBeUndefined()
  })

  it('holds for a short last section with the page at its end', () => {
    expect(jumpFailure({ ...landed, scrollY: 6000, top: 300 }, 'services')).toBeUndefined()
  })

  it('fails a section short of its place, one under the header, and an item not marked', () => {
    expect(jumpFailure({ ...landed, top: 400 }, 'services')).toMatch(/not at the scroll padding's 88 px/)
    expect(jumpFailure({ ...landed, headerBottom: 120 }, 'services')).toMatch(/under the sticky header \(bottom 120 px\)/)
    expect(jumpFailure({ ...landed, marked: '#headermenu' }, 'services')).toBe('the marked item is #headermenu, not #services')
    expect(jumpFailure({ ...landed, marked: null }, 'services')).toBe('the marked item is none, not #services')
  })
})

describe('searchFailure', () => {
  it('holds when a result leads to the expected page', () => {
    expect(searchFailure({ count: 2, hrefs: ['/a', '/b'] }, '/b')).toBeUndefined()
  })

  it('fails without results, or without the expected one', () => {
    expect(searchFailure({ count: 0, hrefs: [] }, '/b')).toBe('no results')
    expect(searchFailure({ count: 1, hrefs: ['/a'] }, '/b')).toBe('1 result(s), none leading to /b: /a')
  })
})

describe('scriptErrorFailure', () => {
  it('takes the engine’s own errors where it reports them, else the probe’s, each once', () => {
    expect(scriptErrorFailure([], ['probe saw this'])).toBeUndefined()
    expect(scriptErrorFailure(undefined, [])).toBeUndefined()
    expect(scriptErrorFailure(undefined, ['TypeError: x', 'TypeError: x'])).toBe('1 script error(s): TypeError: x')
    expect(scriptErrorFailure(['a', 'b'], [])).toBe('2 script error(s): a | b')
  })
})

describe('tally', () => {
  it('counts passed and failed checks', () => {
    expect(tally([{ name: 'a' }, { name: 'b', failure: 'x' }, { name: 'c' }])).toBe('2 passed, 1 failed')
    expect(tally([])).toBe('0 passed, 0 failed')
  })
})

describe('waitFor', () => {
  it('returns as soon as the condition holds', async () => {
    let calls = 0
    const value = await waitFor(
      async () => ++calls,
      (n) => n >= 2,
      5_000,
    )
    expect(value).toBe(2)
  })

  it('gives up after the time allowed with the last value', async () => {
    expect(
      await waitFor(
        async () => false,
        (value) => value,
        150,
      ),
    ).toBe(false)
  })
})
