/**
 * The font rule as a reader sees it: the text in view when the page is first laid out does not move
 * or change height afterwards, whatever makes the page load its fonts. The page half (measureText)
 * runs as the page is first drawn, from the probe, and again once the page has settled; textMoves compares
 * the two. The fonts' state at both moments goes into the report, to tell what moved the text.
 */

/** The text blocks watched: headings and paragraphs, what a reader reads and would lose their place in. */
export const TEXT_SELECTOR = 'h1, h2, p'

/**
 * A move smaller than this is none: browsers count a layout shift from 3 px, as the site's own font
 * loader does when it decides whether the web font may replace the local face.
 */
export const TOLERANCE_PX = 3

export interface TextBox {
  /** Position of the block in document order among the watched blocks when first measured, to pair the two measures. */
  index: number
  tag: string
  /** The block's first words, to name it in a report. */
  text: string
  top: number
  /** From the window's side where the block's lines start: the left in left-to-right text, the right in Arabic. */
  start: number
  width: number
  height: number
  /** Gone from the page (and no block of the same tag and text in its place) at the second measure. */
  gone?: boolean
}

export interface FontState {
  /** The attributes of <html> whose name mentions fonts (the loader's markers), as the page has them. */
  rootAttributes: Record<string, string>
  status: string
  /** The font faces loaded, as "family weight style". */
  loaded: string[]
  bodyFont: string
}

export interface TextSnapshot {
  scrollY: number
  viewport: { width: number; height: number }
  boxes: TextBox[]
  fonts: FontState
}

/**
 * Runs in the page. Without `previous`, measures the blocks in view; with it (the elements of the
 * first measure), measures those again, or the block of the same tag and text that replaced one.
 * Returns the snapshot and the elements measured, which the probe keeps in the page.
 */
export function measureText(selector: string, previous?: Element[]): { snapshot: TextSnapshot; elements: Element[] } {
  const all = Array.from(document.querySelectorAll(selector))
  const words = (element: Element) => (element.textContent ?? '').replace(/\s+/g, ' ').trim()
  const shown = (element: Element) => {
    const rect = element.getBoundingClientRect()
    const visible = (element as HTMLElement).checkVisibility?.({ visibilityProperty: true, opacityProperty: true }) ?? true
    return visible && rect.width > 0 && rect.height > 0 && rect.bottom > 0 && rect.top < innerHeight
  }
  const elements = previous
    ? previous.map((element) => {
        if (element.isConnected) return element
        return all.find((other) => other.tagName === element.tagName && words(other) === words(element)) ?? element
      })
    : all.filter(shown)
  const boxes = elements.map((element, index) => {
    const rect = element.getBoundingClientRect()
    const round = (value: number) => Math.round(value * 10) / 10
    const rtl = getComputedStyle(element).direction === 'rtl'
    return {
      index,
      tag: element.tagName.toLowerCase(),
      text: words(element).slice(0, 40),
      top: round(rect.top),
      start: round(rtl ? innerWidth - rect.right : rect.left),
      width: round(rect.width),
      height: round(rect.height),
      ...(element.isConnected ? {} : { gone: true }),
    }
  })
  const root = document.documentElement
  const rootAttributes: Record<string, string> = {}
  for (const attribute of Array.from(root.attributes)) if (/font/i.test(attribute.name)) rootAttributes[attribute.name] = attribute.value
  // A browser without the CSS Font Loading API still has its text measured.
  const faces: FontFace[] = []
  document.fonts?.forEach((face) => faces.push(face))
  return {
    snapshot: {
      scrollY: window.scrollY,
      viewport: { width: innerWidth, height: innerHeight },
      boxes,
      fonts: {
        rootAttributes,
        status: document.fonts?.status ?? 'unknown',
        loaded: faces.filter((face) => face.status === 'loaded').map((face) => `${face.family} ${face.weight} ${face.style}`),
        bodyFont: getComputedStyle(document.body ?? root).fontFamily,
      },
    },
    elements,
  }
}

/**
 * What a reader would see change: a block moving down or sideways, or taking more or fewer lines.
 * Its width too, as a block that fits its text (a label in a pill) narrows or widens when the text is
 * set again in another font, though it keeps its lines.
 */
export const WATCHED = ['top', 'start', 'width', 'height'] as const

/**
 * What moved between the first measure and the second, one line per block that moved by the
 * tolerance or more on any watched side, or left the page: empty when nothing a reader would notice moved.
 */
export function textMoves(early: TextSnapshot, late: TextSnapshot, tolerance = TOLERANCE_PX): string[] {
  const moves: string[] = []
  for (const before of early.boxes) {
    const after = late.boxes.find((box) => box.index === before.index)
    const name = `${before.tag} "${before.text}"`
    if (!after || after.gone) {
      moves.push(`${name}: gone`)
      continue
    }
    const changes = WATCHED.filter((side) => Math.abs(after[side] - before[side]) >= tolerance).map(
      (side) => `${side} ${before[side]} → ${after[side]}`,
    )
    if (changes.length > 0) moves.push(`${name}: ${changes.join(', ')}`)
  }
  return moves
}

/** One line on the fonts at a moment, for a report. */
export function describeFonts(fonts: FontState): string {
  const attributes = Object.entries(fonts.rootAttributes).map(([name, value]) => `${name}="${value}"`)
  return [
    `fonts ${fonts.status}`,
    `loaded [${fonts.loaded.join(', ')}]`,
    `<html ${attributes.join(' ') || '(no font attributes)'}>`,
    `body font ${fonts.bodyFont}`,
  ].join('; ')
}

/**
 * The font rule's verdict on two snapshots: undefined when it holds, else what moved and the fonts'
 * state at both moments. Text that was not there to watch fails too, lest the rule pass unchecked.
 */
export function fontRuleFailure(early: TextSnapshot | null | undefined, late: TextSnapshot): string | undefined {
  if (!early) return 'the page probe recorded nothing as the page was first drawn'
  if (early.boxes.length === 0) return `no heading or paragraph in view as the page was first drawn (${TEXT_SELECTOR})`
  const moves = textMoves(early, late)
  if (moves.length === 0) return undefined
  const scrolled = early.scrollY === late.scrollY ? '' : ` (the page scrolled ${early.scrollY} → ${late.scrollY})`
  return [
    `text in view moved after the first layout${scrolled}:`,
    ...moves.map((move) => `  ${move}`),
    `  as first drawn: ${describeFonts(early.fonts)}`,
    `  later: ${describeFonts(late.fonts)}`,
  ].join('\n')
}
