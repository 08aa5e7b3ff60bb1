import { collections } from './collections'
import { editionFileName, editionOfFile, editionsOf } from './i18n'
import type { FileCollection } from './types'

describe('the edition of a Markdown file', () => {
  it.each([
    ['tax-savings.en.md', { entry: 'tax-savings', locale: 'en' }],
    ['tax-savings.ar.md', { entry: 'tax-savings', locale: 'ar' }],
    ['cash.flow.ar.md', { entry: 'cash.flow', locale: 'ar' }],
  ])('%s holds %p', (name, edition) => expect(editionOfFile(name)).toEqual(edition))

  it.each(['tax-savings.md', 'tax-savings.fr.md', 'en.md', 'tax-savings.ar.yaml'])('%s names no edition of the site', (name) => {
    expect(editionOfFile(name)).toBeUndefined()
  })

  it('names the file of each edition as editionOfFile reads it', () => {
    for (const locale of ['en', 'ar'] as const)
      expect(editionOfFile(editionFileName('retail-cash-flow', locale))).toEqual({ entry: 'retail-cash-flow', locale })
  })
})

describe('the editions of a collection', () => {
  it('are every locale for a collection declaring its i18n structure, English alone otherwise', () => {
    for (const collection of collections) expect(editionsOf(collection)).toEqual(['en', 'ar'])
    const home = collections.find((c) => c.name === 'home') as FileCollection
    expect(editionsOf({ ...home, i18n: undefined })).toEqual(['en'])
  })
})
