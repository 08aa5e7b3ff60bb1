import fs from 'fs'
import path from 'path'
import { cssFiles, withoutComments } from '../support/stylesheets'

/**
 * The web font swaps in after the first paint (plugins/page-delivery/src/loader.ts), so a box whose size follows
 * the font would move. A ch is the width of the text's zero in its first available font: the local
 * stand-in's zero before the swap, Inter's after, 6 to 15 % wider.
 */
const SRC = path.resolve(__dirname, '../../src')

describe('sizes that the font swap cannot change', () => {
  it('no stylesheet sizes anything in ch', () => {
    const uses = cssFiles(SRC).flatMap((file) =>
      withoutComments(fs.readFileSync(file, 'utf8'))
        .split('\n')
        .filter((line) => /[\d.]ch\b/.test(line))
        .map((line) => `${path.relative(SRC, file)}: ${line.trim()}`),
    )
    expect(cssFiles(SRC).length).toBeGreaterThan(10)
    expect(uses).toEqual([])
  })
})
