import { fallbackDescriptors } from './fallback-descriptors'

describe('fallbackDescriptors', () => {
  it('reproduces the Inter Fallback face of global.css from Inter’s and Arial’s metrics', () => {
    // Inter 4: 2048 units, ascender 1984, descender -494; average lowercase width ratio to Arial 1.0712.
    const inter = { unitsPerEm: 2048, ascender: 1984, descender: -494, lineGap: 0, sampleWidth: 1071.2 }
    const arial = { unitsPerEm: 2048, ascender: 1854, descender: -434, lineGap: 67, sampleWidth: 1000 }
    expect(fallbackDescriptors(inter, arial)).toEqual({
      sizeAdjust: '107.12%',
      ascentOverride: '90.44%',
      descentOverride: '22.52%',
      lineGapOverride: '0.00%',
    })
  })

  it('scales by the ratio of widths per em, whatever the two fonts’ units', () => {
    const web = { unitsPerEm: 1000, ascender: 1200, descender: -600, lineGap: 100, sampleWidth: 500 }
    const local = { unitsPerEm: 2000, ascender: 1800, descender: -400, lineGap: 0, sampleWidth: 800 }
    expect(fallbackDescriptors(web, local)).toEqual({
      sizeAdjust: '125.00%',
      ascentOverride: '96.00%',
      descentOverride: '48.00%',
      lineGapOverride: '8.00%',
    })
  })

  it('scales the fallback by the web font face’s own size-adjust, keeping the vertical overrides', () => {
    const web = { unitsPerEm: 1000, ascender: 1200, descender: -600, lineGap: 100, sampleWidth: 500 }
    const local = { unitsPerEm: 2000, ascender: 1800, descender: -400, lineGap: 0, sampleWidth: 800 }
    expect(fallbackDescriptors(web, local, 1.08)).toEqual({
      sizeAdjust: '135.00%',
      ascentOverride: '96.00%',
      descentOverride: '48.00%',
      lineGapOverride: '8.00%',
    })
  })
})
