/**
 * Finds CSS declarations written for one text direction only: physical sides (`margin-left`,
 * `right:`, `border-left`, `text-align: right`, `float: left` …) and four-value shorthands whose left
 * and right differ. One stylesheet then serves English (left to right) and Arabic (right to left).
 */

export interface PhysicalDeclaration {
  line: number
  property: string
  value: string
  /** The declaration as written, e.g. `margin-left: 4px`. */
  declaration: string
}

const PHYSICAL_PROPERTY =
  /^(?:(?:margin|padding|scroll-margin|scroll-padding)-(?:left|right)|left|right|border-(?:left|right)(?:-(?:width|style|color))?|border-(?:top|bottom)-(?:left|right)-radius)$/

/** Properties whose physical keywords have logical ones (`start`, `end`, `inline-start`, `inline-end`). */
const SIDE_KEYWORD = /^(?:text-align|float|clear)$/

/** Box shorthands: four values are top, right, bottom, left. */
const BOX_SHORTHAND = /^(?:margin|padding|inset|scroll-margin|scroll-padding|border-width|border-style|border-color)$/

/** Splits a value on spaces outside parentheses: `calc(-1 * 2px) 0` → [`calc(-1 * 2px)`, `0`]. */
function words(value: string): string[] {
  const out: string[] = []
  let depth = 0
  let current = ''
  for (const char of value) {
    if (char === '(') depth++
    if (char === ')') depth--
    if (/\s/.test(char) && depth === 0) {
      if (current) out.push(current)
      current = ''
    } else current += char
  }
  if (current) out.push(current)
  return out
}

/** True when a `border-radius` gives the left and right corners different radii. */
function asymmetricRadius(value: string): boolean {
  return value.split('/').some((part) => {
    const [a, b = a, c = a, d = b] = words(part.trim())
    // top-left, top-right, bottom-right, bottom-left
    return a !== b || c !== d
  })
}

function isPhysical(property: string, value: string): boolean {
  if (PHYSICAL_PROPERTY.test(property)) return true
  if (SIDE_KEYWORD.test(property)) return /^(?:left|right)$/.test(value)
  const parts = words(value)
  if (BOX_SHORTHAND.test(property)) return parts.length === 4 && parts[1] !== parts[3]
  if (property === 'border-radius') return asymmetricRadius(value)
  return false
}

/** Every one-direction declaration of a stylesheet, with its line (1-based). */
export function physicalDeclarations(css: string): PhysicalDeclaration[] {
  // Comments become spaces of the same length, so offsets and lines stay where they were.
  const source = css.replace(/\/\*[\s\S]*?\*\//g, (comment) => comment.replace(/[^\n]/g, ' '))
  const found: PhysicalDeclaration[] = []
  const declaration = /(^|[\s;{])(-?[a-z][a-z-]*)\s*:\s*([^;{}]*?)\s*(?=[;}])/g
  for (const match of source.matchAll(declaration)) {
    const [, before, property, rawValue] = match
    const value = rawValue
      .replace(/\s*!important$/, '')
      .replace(/\s+/g, ' ')
      .trim()
    if (!isPhysical(property, value)) continue
    const start = (match.index ?? 0) + before.length
    found.push({
      line: source.slice(0, start).split('\n').length,
      property,
      value,
      declaration: `${property}: ${rawValue.replace(/\s+/g, ' ').trim()}`,
    })
  }
  return found
}
