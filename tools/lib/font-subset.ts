/**
 * The characters of the site's own Inter subset (src/styles/fonts/inter-core-wght.woff2, made by
 * `npm run fonts`): what English copy uses. Every other character of Inter's Latin file keeps coming
 * from that file, which a page downloads only when it shows one of them (src/styles/fonts.css).
 */

/** [first, last] code points, inclusive. */
export type CodeRange = readonly [number, number]

/** ASCII, no-break space, © ® ° · ×, dashes, curly quotes, bullet, ellipsis, € ™ and minus. */
export const CORE_RANGES: readonly CodeRange[] = [
  [0x20, 0x7e],
  [0xa0, 0xa0],
  [0xa9, 0xa9],
  [0xae, 0xae],
  [0xb0, 0xb0],
  [0xb7, 0xb7],
  [0xd7, 0xd7],
  [0x2013, 0x2014],
  [0x2018, 0x2019],
  [0x201c, 0x201d],
  [0x2022, 0x2022],
  [0x2026, 0x2026],
  [0x20ac, 0x20ac],
  [0x2122, 0x2122],
  [0x2212, 0x2212],
]

/** The unicode-range of @fontsource-variable/inter's Latin file. */
export const LATIN_RANGES: readonly CodeRange[] = [
  [0x0000, 0x00ff],
  [0x0131, 0x0131],
  [0x0152, 0x0153],
  [0x02bb, 0x02bc],
  [0x02c6, 0x02c6],
  [0x02da, 0x02da],
  [0x02dc, 0x02dc],
  [0x0304, 0x0304],
  [0x0308, 0x0308],
  [0x0329, 0x0329],
  [0x2000, 0x206f],
  [0x20ac, 0x20ac],
  [0x2122, 0x2122],
  [0x2191, 0x2191],
  [0x2193, 0x2193],
  [0x2212, 0x2212],
  [0x2215, 0x2215],
  [0xfeff, 0xfeff],
  [0xfffd, 0xfffd],
]

/** C0 and C1 control characters: they have no glyphs to download. */
const CONTROLS: readonly CodeRange[] = [
  [0x00, 0x1f],
  [0x7f, 0x9f],
]

/** The weights the site sets (400 for text up to 800 for the largest headings): both cuts keep only this part of their weight axis. */
export const FONT_WEIGHTS = { min: 400, max: 800 } as const

/** The OpenType features the subset keeps: kerning, ligatures, contextual alternates, marks, and tabular figures (the `.tabular` class). */
export const CORE_FEATURES = ['kern', 'liga', 'calt', 'ccmp', 'locl', 'mark', 'mkmk', 'tnum'] as const

/** The characters of the ranges, as one string. */
export function rangeText(ranges: readonly CodeRange[]): string {
  return ranges.flatMap(([first, last]) => Array.from({ length: last - first + 1 }, (_, i) => String.fromCodePoint(first + i))).join('')
}

/** The code points of `ranges` that are not in `minus`, as ranges. */
export function subtractRanges(ranges: readonly CodeRange[], minus: readonly CodeRange[]): CodeRange[] {
  const removed = (cp: number) => minus.some(([first, last]) => cp >= first && cp <= last)
  const result: [number, number][] = []
  for (const [first, last] of ranges) {
    for (let cp = first; cp <= last; cp++) {
      if (removed(cp)) continue
      const previous = result[result.length - 1]
      if (previous && previous[1] === cp - 1) previous[1] = cp
      else result.push([cp, cp])
    }
  }
  return result
}

/** CSS unicode-range syntax: "U+0020-007E, U+00A9". */
export function unicodeRange(ranges: readonly CodeRange[]): string {
  const hex = (cp: number) => cp.toString(16).toUpperCase().padStart(4, '0')
  return ranges.map(([first, last]) => (first === last ? `U+${hex(first)}` : `U+${hex(first)}-${hex(last)}`)).join(', ')
}

/** Inter's Latin characters outside the subset (controls aside), which stay with its Latin file. */
export const REST_RANGES: readonly CodeRange[] = subtractRanges(LATIN_RANGES, [...CORE_RANGES, ...CONTROLS])

/*
 * The Arabic edition's typeface: the site's own cut of Noto Kufi Arabic (src/styles/fonts/kufi-arabic-wght.woff2,
 * made by `npm run fonts` from @fontsource-variable/noto-kufi-arabic's Arabic file), which only Arabic
 * pages use (src/styles/fonts.css). Its characters are the Arabic alphabet and whatever else in the
 * Arabic block the Arabic content uses. Latin digits, Latin punctuation and « » in Arabic text are set
 * in 'Inter Fallback' (local fonts; why in src/styles/fonts.css).
 */

/** The Unicode blocks of the Arabic script (Arabic, Supplement, Extended-A, Presentation Forms-A and -B). */
export const ARABIC_SCRIPT_RANGES: readonly CodeRange[] = [
  [0x0600, 0x06ff],
  [0x0750, 0x077f],
  [0x08a0, 0x08ff],
  [0xfb50, 0xfdff],
  [0xfe70, 0xfeff],
]

/**
 * Kept whatever the content says, so that an editor's new sentence does not fall outside the cut:
 * the space and no-break space (word spacing in Arabic text comes from the Arabic face), the Arabic
 * comma, semicolon and question mark, the letters hamza to ghain and tatweel to yeh, the vowel marks
 * (tanwin to sukun), superscript alef, and the zero-width non-joiner and joiner.
 */
export const ARABIC_BASE_RANGES: readonly CodeRange[] = [
  [0x0020, 0x0020],
  [0x00a0, 0x00a0],
  [0x060c, 0x060c],
  [0x061b, 0x061b],
  [0x061f, 0x061f],
  [0x0621, 0x063a],
  [0x0640, 0x0652],
  [0x0670, 0x0670],
  [0x200c, 0x200d],
]

/**
 * The OpenType features the Arabic cut keeps: contextual forms (isol, init, medi, fina), required and
 * optional ligatures (lam-alef), contextual alternates, mark positioning, composition and kerning.
 * Noto Kufi Arabic has no calt or kern; asking for them costs nothing.
 */
export const ARABIC_FEATURES = ['isol', 'init', 'medi', 'fina', 'rlig', 'liga', 'calt', 'ccmp', 'locl', 'mark', 'mkmk', 'kern'] as const

/** Code points as sorted, joined ranges. */
export function toRanges(codePoints: Iterable<number>): CodeRange[] {
  const result: [number, number][] = []
  for (const cp of [...new Set(codePoints)].sort((a, b) => a - b)) {
    const previous = result[result.length - 1]
    if (previous && previous[1] === cp - 1) previous[1] = cp
    else result.push([cp, cp])
  }
  return result
}

const inRanges = (cp: number, ranges: readonly CodeRange[]) => ranges.some(([first, last]) => cp >= first && cp <= last)

/** The Arabic cut's characters: the base set and every character of the Arabic script in `texts`. */
export function arabicSubsetRanges(texts: readonly string[]): CodeRange[] {
  const used = texts.flatMap((text) => [...text].map((char) => char.codePointAt(0) ?? 0)).filter((cp) => inRanges(cp, ARABIC_SCRIPT_RANGES))
  return toRanges([...rangeText(ARABIC_BASE_RANGES)].map((char) => char.codePointAt(0) ?? 0).concat(used))
}

/**
 * The strings of a parsed YAML content file that belong to the Arabic edition: everything under an
 * `ar` key, at any depth (file collections keep `en:` and `ar:` side by side, Decap's single_file layout).
 */
export function arabicYamlStrings(data: unknown, underArabic = false): string[] {
  if (typeof data === 'string') return underArabic ? [data] : []
  if (Array.isArray(data)) return data.flatMap((item) => arabicYamlStrings(item, underArabic))
  if (data && typeof data === 'object') {
    return Object.entries(data).flatMap(([key, value]) => arabicYamlStrings(value, underArabic || key === 'ar'))
  }
  return []
}
