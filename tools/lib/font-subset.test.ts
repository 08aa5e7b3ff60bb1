/** @jest-environment node */
import fs from 'fs'
import path from 'path'
import { arabicTexts } from './arabic-texts'
import { listFiles } from '../../src/lib/build/list-files'
import {
  ARABIC_BASE_RANGES,
  CORE_RANGES,
  LATIN_RANGES,
  REST_RANGES,
  arabicSubsetRanges,
  arabicYamlStrings,
  rangeText,
  subtractRanges,
  toRanges,
  unicodeRange,
} from './font-subset'

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
    const css = fs.readFileSync(path.resolve(__dirname, '../../src/styles/fonts.css'), 'utf8')
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
      expect(fs.statSync(path.resolve(__dirname, '../../src/styles/fonts/inter-core-wght.woff2')).size).toBeGreaterThan(10_000)
    })
  })
})

describe('the Arabic cut', () => {
  it('joins code points into sorted ranges', () => {
    expect(toRanges([0x62a, 0x627, 0x628, 0x20, 0x628])).toEqual([
      [0x20, 0x20],
      [0x627, 0x628],
      [0x62a, 0x62a],
    ])
  })

  it('keeps the base set, adds the Arabic characters of the texts, and leaves Latin text to Inter', () => {
    const base = arabicSubsetRanges([])
    expect(base).toEqual(toRanges([...rangeText(ARABIC_BASE_RANGES)].map((char) => char.codePointAt(0) ?? 0)))
    // Alef wasla (U+0671) and the Arabic full stop (U+06D4) are outside the base set; "Tax 9%" is Latin.
    const ranges = arabicSubsetRanges(['ٱلضريبة ۔', 'Tax 9%'])
    const chars = new Set(rangeText(ranges))
    expect(chars.has('ٱ')).toBe(true)
    expect(chars.has('۔')).toBe(true)
    expect(chars.has('T')).toBe(false)
    expect(chars.has('9')).toBe(false)
    expect(['،', '؛', '؟', 'ء', 'ي', 'ّ', ' '].every((char) => chars.has(char))).toBe(true)
  })

  it('reads the Arabic strings of a YAML file: everything under an `ar` key, at any depth', () => {
    const data = {
      en: { heading: 'Our services', items: ['Tax'] },
      ar: { heading: 'خدماتنا', items: ['الضرائب', { label: 'المحاسبة' }], count: 3 },
      phrases: [{ key: 'menu', en: 'Menu', ar: 'القائمة' }],
    }
    expect(arabicYamlStrings(data)).toEqual(['خدماتنا', 'الضرائب', 'المحاسبة', 'القائمة'])
  })

  describe('src/styles/fonts.css', () => {
    const css = fs.readFileSync(path.resolve(__dirname, '../../src/styles/fonts.css'), 'utf8')
    const faces = css.split('@font-face').slice(1)
    const rangesOfFamily = (family: string) =>
      faces
        .filter((block) => block.includes(`font-family: '${family}'`))
        .map((block) =>
          block
            .match(/unicode-range:([^;]+);/)?.[1]
            .replace(/\s+/g, ' ')
            .trim(),
        )

    it('gives the cut, and its fallbacks, every Arabic character of the Arabic content (else run `npm run fonts`)', () => {
      const expected = unicodeRange(arabicSubsetRanges(arabicTexts(path.resolve(__dirname, '../..'))))
      expect(rangesOfFamily('Noto Kufi Arabic Variable')).toEqual([expected])
      // A regular and a bold face each.
      expect(rangesOfFamily('Kufi Fallback Naskh')).toEqual([expected, expected])
      expect(rangesOfFamily('Kufi Fallback DejaVu')).toEqual([expected, expected])
    })

    it('points at the committed cut', () => {
      expect(faces.find((block) => block.includes('Noto Kufi Arabic Variable'))).toContain("url('./fonts/kufi-arabic-wght.woff2')")
      expect(fs.statSync(path.resolve(__dirname, '../../src/styles/fonts/kufi-arabic-wght.woff2')).size).toBeGreaterThan(8_000)
    })
  })

  it('is named by no stylesheet but the font face and the Arabic token, so only Arabic pages use it', () => {
    const sheets = listFiles(path.resolve(__dirname, '../../src'), '.css')
    const naming = sheets
      .filter((file) => fs.readFileSync(file, 'utf8').includes('Noto Kufi Arabic Variable'))
      .map((file) => path.basename(file))
    expect(naming.sort()).toEqual(['fonts.css', 'tokens.css'])
    const tokens = fs.readFileSync(path.resolve(__dirname, '../../src/styles/tokens.css'), 'utf8')
    // --font-arabic names it; only the Arabic document's root makes it the text face.
    const uses = [...tokens.matchAll(/var\(--font-arabic\)/g)]
    expect(uses).toHaveLength(1)
    expect(tokens).toMatch(/:root:lang\(ar\) \{\s*--font-sans: var\(--font-arabic\);/)
  })
})
