/**
 * The descriptors of a metric-matched fallback face: a local font scaled and given the vertical
 * metrics of the web font, so that text set in it takes the same space and sits on the same baseline,
 * and the swap to the web font moves nothing. `size-adjust` scales the overridden metrics too, hence
 * the division (the method of the 'Inter Fallback' face in src/styles/global.css). When the web
 * font's own face has a `size-adjust` (`webSizeAdjust`, a ratio), the fallback is scaled by it too;
 * the vertical overrides, scaled with it, stay the same.
 */

/** What is measured of a font: its em, vertical metrics (font units) and the advance width of a sample text shaped in it. */
export interface FontMeasure {
  unitsPerEm: number
  ascender: number
  /** Negative below the baseline, as fonts store it. */
  descender: number
  lineGap: number
  /** Advance width of the shaped sample, font units. */
  sampleWidth: number
}

export interface FallbackDescriptors {
  sizeAdjust: string
  ascentOverride: string
  descentOverride: string
  lineGapOverride: string
}

const percent = (ratio: number) => `${(ratio * 100).toFixed(2)}%`

export function fallbackDescriptors(webFont: FontMeasure, fallback: FontMeasure, webSizeAdjust = 1): FallbackDescriptors {
  const widthRatio = webFont.sampleWidth / webFont.unitsPerEm / (fallback.sampleWidth / fallback.unitsPerEm)
  const em = webFont.unitsPerEm * widthRatio
  return {
    sizeAdjust: percent(widthRatio * webSizeAdjust),
    ascentOverride: percent(webFont.ascender / em),
    descentOverride: percent(-webFont.descender / em),
    lineGapOverride: percent(webFont.lineGap / em),
  }
}
