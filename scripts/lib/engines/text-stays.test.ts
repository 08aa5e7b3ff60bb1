/** @jest-environment node */
import { TOLERANCE_PX, describeFonts, fontRuleFailure, textMoves, type TextBox, type TextSnapshot } from './text-stays'

const box = (index: number, sides: Partial<TextBox> = {}): TextBox => ({
  index,
  tag: 'p',
  text: `block ${index}`,
  top: 100 * index,
  start: 20,
  width: 300,
  height: 48,
  ...sides,
})

const snapshot = (boxes: TextBox[], fonts: Partial<TextSnapshot['fonts']> = {}): TextSnapshot => ({
  scrollY: 0,
  viewport: { width: 390, height: 844 },
  boxes,
  fonts: { rootAttributes: {}, status: 'loaded', loaded: [], bodyFont: 'Inter', ...fonts },
})

describe('textMoves', () => {
  it('finds nothing when every block keeps its place and size', () => {
    expect(textMoves(snapshot([box(0), box(1)]), snapshot([box(0), box(1)]))).toEqual([])
  })

  it('lets a move under the tolerance pass and reports one of the tolerance', () => {
    const early = snapshot([box(0), box(1)])
    const under = snapshot([box(0, { top: TOLERANCE_PX - 0.1 }), box(1, { height: 48 + TOLERANCE_PX - 0.1 })])
    expect(textMoves(early, under)).toEqual([])
    const at = snapshot([box(0, { top: TOLERANCE_PX }), box(1)])
    expect(textMoves(early, at)).toEqual([`p "block 0": top 0 → ${TOLERANCE_PX}`])
  })

  it('names every side that changed: a line more, a narrower pill, a block pushed sideways', () => {
    const early = snapshot([box(0), box(1), box(2)])
    const late = snapshot([box(0, { top: 20, height: 72 }), box(1, { width: 290 }), box(2, { start: 30 })])
    expect(textMoves(early, late)).toEqual([
      'p "block 0": top 0 → 20, height 48 → 72',
      'p "block 1": width 300 → 290',
      'p "block 2": start 20 → 30',
    ])
  })

  it('reports a block that left the page', () => {
    const early = snapshot([box(0), box(1)])
    expect(textMoves(early, snapshot([box(0), box(1, { gone: true })]))).toEqual(['p "block 1": gone'])
    expect(textMoves(early, snapshot([box(0)]))).toEqual(['p "block 1": gone'])
  })
})

describe('fontRuleFailure', () => {
  it('holds when nothing moved', () => {
    expect(fontRuleFailure(snapshot([box(0)]), snapshot([box(0)]))).toBeUndefined()
  })

  it('fails without a first measure, or with no text in view to watch', () => {
    expect(fontRuleFailure(null, snapshot([box(0)]))).toMatch(/recorded nothing/)
    expect(fontRuleFailure(snapshot([]), snapshot([]))).toMatch(/no heading or paragraph/)
  })

  it('says what moved, whether the page scrolled, and the fonts at both moments', () => {
    const early = snapshot([box(0)], {
      status: 'loading',
      rootAttributes: { 'data-fonts-after-paint': 'Inter Variable' },
      bodyFont: 'Fallback',
    })
    const late = { ...snapshot([box(0, { height: 72 })], { loaded: ['Inter Variable 400 800 normal'] }), scrollY: 10 }
    const failure = fontRuleFailure(early, late)!
    expect(failure).toContain('(the page scrolled 0 → 10)')
    expect(failure).toContain('p "block 0": height 48 → 72')
    expect(failure).toContain(
      'as first drawn: fonts loading; loaded []; <html data-fonts-after-paint="Inter Variable">; body font Fallback',
    )
    expect(failure).toContain('later: fonts loaded; loaded [Inter Variable 400 800 normal]; <html (no font attributes)>; body font Inter')
  })
})

describe('describeFonts', () => {
  it('lists every font attribute of the root', () => {
    const fonts = { rootAttributes: { 'data-a-font': 'x', 'data-b-font': '' }, status: 'loaded', loaded: ['A 400 normal'], bodyFont: 'A' }
    expect(describeFonts(fonts)).toBe('fonts loaded; loaded [A 400 normal]; <html data-a-font="x" data-b-font="">; body font A')
  })
})
