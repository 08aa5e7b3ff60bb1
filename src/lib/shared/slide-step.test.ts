import { arrowStep, swipeStep } from './slide-step'

describe('arrowStep', () => {
  it('goes forward with the arrow that points the way the text runs', () => {
    expect(arrowStep('ArrowRight', 'ltr')).toBe(1)
    expect(arrowStep('ArrowLeft', 'ltr')).toBe(-1)
    expect(arrowStep('ArrowLeft', 'rtl')).toBe(1)
    expect(arrowStep('ArrowRight', 'rtl')).toBe(-1)
  })

  it('takes no step for other keys', () => {
    for (const key of ['ArrowUp', 'ArrowDown', 'Enter', 'a']) {
      expect(arrowStep(key, 'ltr')).toBe(0)
      expect(arrowStep(key, 'rtl')).toBe(0)
    }
  })
})

describe('swipeStep', () => {
  it('pulls in the next slide from the side the text runs towards', () => {
    expect(swipeStep(-100, 0, 400, 'ltr')).toBe(1)
    expect(swipeStep(100, 0, 400, 'ltr')).toBe(-1)
    expect(swipeStep(100, 0, 400, 'rtl')).toBe(1)
    expect(swipeStep(-100, 0, 400, 'rtl')).toBe(-1)
  })

  it('ignores short and mostly vertical movements', () => {
    expect(swipeStep(-79, 0, 400, 'ltr')).toBe(0)
    expect(swipeStep(-80, 0, 400, 'ltr')).toBe(1)
    expect(swipeStep(-100, 120, 400, 'ltr')).toBe(0)
    expect(swipeStep(100, -100, 400, 'rtl')).toBe(0)
  })
})
