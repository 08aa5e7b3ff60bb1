/** @jest-environment node */
import fs from 'fs'
import path from 'path'
import { CORE_RANGES, LATIN_RANGES, REST_RANGES, rangeText, subtractRanges, unicodeRange } from './font-subset'

describe('the Inter subset', () => {
  it('writes ranges as CSS unicode-range and as text', () => {
    expect(
      unicodeRange([
        [0x20, 0x7e],
        [0xa9, 0xa9],
      ]),
    ).toBe('U+0020-007E, U+00A9')
    expect(
      rangeText([
        [0x41, 0x43],
        [0x2014, 0x2014],
      ]),
    ).toBe('ABC—')
  })

  it('subtracts ranges, joining what is left', () => {
    expect(
      subtractRanges(
        [
          [0x00, 0xff],
          [0x2000, 0x2005],
        ],
        [
          [0x20, 0x7e],
          [0x2002, 0x2002],
        ],
      ),
    ).toEqual([
      [0x00, 0x1f],
      [0x7f, 0xff],
      [0x2000, 0x2001],
      [0x2003, 0x2005],
    ])
  })

  describe('src/styles/fonts.css', () => {
    const css = fs.readFileSync(path.resolve(__dirname, '../styles/fonts.css'), 'utf8')
    const rangeOf = (file: string) => {
      const face = css.split('@font-face').find((block) => block.includes(file))
      return face
        ?.match(/unicode-range:([^;]+);/)?.[1]
        .replace(/\s+/g, ' ')
        .trim()
    }

    it('gives the subset its characters, and Inter’s Latin file the rest of its own', () => {
      expect(rangeOf('inter-core-wght.woff2')).toBe(unicodeRange(CORE_RANGES))
      expect(rangeOf('inter-latin-wght-normal.woff2')).toBe(unicodeRange(REST_RANGES))
      const both = new Set(rangeText([...CORE_RANGES, ...REST_RANGES]))
      const latin = [...rangeText(LATIN_RANGES)].filter((char) => !both.has(char))
      expect(latin.every((char) => char.charCodeAt(0) < 0x20 || (char.charCodeAt(0) >= 0x7f && char.charCodeAt(0) <= 0x9f))).toBe(true)
    })

    it('points at the committed subset', () => {
      expect(fs.statSync(path.resolve(__dirname, '../styles/fonts/inter-core-wght.woff2')).size).toBeGreaterThan(10_000)
    })
  })
})
