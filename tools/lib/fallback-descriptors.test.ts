import { fallbackDescriptors } from './fallback-descriptors'

// Inter 4: 2048 units, ascender 1984, descender -494; average lowercase width ratio to Arial 1.0712.
const inter = { unitsPerEm: 2048, ascender: 1984, descender: -494, lineGap: 0, sampleWidth: 1071.2 }
const arial = { unitsPerEm: 2048, ascender: 1854, descender: -434, lineGap: 67, sampleWidth: 1000 }
const web = { unitsPerEm: 1000, ascender: 1200, descender: -600, lineGap: 100, sampleWidth: 500 }
const local = { unitsPerEm: 2000, ascender: 1800, descender: -400, lineGap: 0, sampleWidth: 800 }

describe('fallbackDescriptors', () => {
  it.each([
    {
      name: 'reproduces the Inter Fallback face of global.css from Inter’s and Arial’s metrics',
      fonts: [inter, arial],
      expected: { sizeAdjust: '107.12%', ascentOverride: '90.44%', descentOverride: '22.52%', lineGapOverride: '0.00%' },
    },
    {
      name: 'scales by the ratio of widths per em, whatever the two fonts’ units',
      fonts: [web, local],
      expected: { sizeAdjust: '125.00%', ascentOverride: '96.00%', descentOverride: '48.00%', lineGapOverride: '8.00%' },
    },
    {
      name: 'scales the fallback by the web font face’s own size-adjust, keeping the vertical overrides',
      fonts: [web, local],
      sizeAdjust: 1.08,
      expected: { sizeAdjust: '135.00%', ascentOverride: '96.00%', descentOverride: '48.00%', lineGapOverride: '8.00%' },
    },
  ])('$name', ({ fonts: [webFont, localFont], sizeAdjust, expected }) => {
    expect(fallbackDescriptors(webFont, localFont, sizeAdjust)).toEqual(expected)
  })
})
