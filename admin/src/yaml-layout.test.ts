/** @jest-environment node */
import fs from 'fs'
import path from 'path'
import yamlFormat from 'decap-cms-core/dist/esm/formats/yaml'
import { FrontmatterInfer } from 'decap-cms-core/dist/esm/formats/frontmatter'
import { changedLines } from '../../__tests__/support/line-diff'
import { keepLayout } from './yaml-layout'

type Data = Record<string, any> // eslint-disable-line @typescript-eslint/no-explicit-any

const read = (file: string): string => fs.readFileSync(path.resolve(file), 'utf8')
const HOME = 'content/home/home.yaml'
const POST = 'content/blog/tax-savings.en.md'
const ARABIC_POST = 'content/blog/tax-savings.ar.md'

/** Saves `file` as the admin does: Decap's format writes the changed data, and the layout of the file is kept. */
function save(file: string, change: (data: Data) => void): string {
  const format = file.endsWith('.md') ? FrontmatterInfer : yamlFormat
  const written = read(file)
  const data = format.fromFile(written) as Data
  change(data)
  return keepLayout(file, written, format.toFile(data))
}

describe('a file saved from the admin', () => {
  it.each([HOME, POST, ARABIC_POST, 'content/settings/company.yaml', 'content/case-studies/retail-cash-flow.ar.md'])(
    '%s is written unchanged when nothing changed',
    (file) => {
      expect(save(file, () => undefined)).toBe(read(file))
    },
  )

  it("changes only the line of the YAML field that changed, the others' quotes and folded paragraphs kept", () => {
    const saved = save(HOME, (data) => (data.en.slides[1].title = 'Clear plans for tax'))
    expect(changedLines(read(HOME), saved)).toEqual({
      removed: ['      title: Clear plans for cash flow, tax and growth'],
      added: ['      title: Clear plans for tax'],
    })
    expect(saved).toContain('success_value: "95.00%"')
  })

  it('changes only the front matter line of the field that changed, in its own quotes, the body kept', () => {
    const saved = save(POST, (data) => (data.title = 'Tax savings, legitimately'))
    expect(changedLines(read(POST), saved)).toEqual({
      removed: ['title: "Legitimate Tax Savings for UAE Businesses"'],
      added: ['title: "Tax savings, legitimately"'],
    })
  })

  it('changes only the lines of the body that changed', () => {
    const saved = save(POST, (data) => (data.body = data.body.replace('one of the most', 'among the most')))
    const { removed, added } = changedLines(read(POST), saved)
    expect([removed.length, added.length]).toEqual([1, 1])
    expect(added[0]).toContain('among the most tax-efficient')
  })

  it('writes no empty field the file does not hold: no null, no empty text or list', () => {
    const saved = save(ARABIC_POST, (data) => Object.assign(data, { slug: 'tax-savings', video: null, subtitle: '', gallery: [] }))
    expect(changedLines(read(ARABIC_POST), saved)).toEqual({ removed: ['slug: "1"'], added: ['slug: "tax-savings"'] })
  })

  it('keeps a key Decap leaves out of an edition, and removes one it clears', () => {
    const saved = save(POST, (data) => {
      delete data.comments
      data.author = null
    })
    expect(changedLines(read(POST), saved)).toEqual({ removed: ['author: "Meridian Gulf Advisory"'], added: [] })
  })

  it('adds an item or a key at the indentation of its neighbours, every other line kept', () => {
    const tagged = save(POST, (data) => data.tags.push('Records'))
    expect(changedLines(read(POST), tagged)).toEqual({ removed: [], added: ['  - Records'] })
    const noted = save(POST, (data) => (data.facts[1].note = 'Elect it in the return'))
    expect(changedLines(read(POST), noted)).toEqual({ removed: [], added: ['    note: Elect it in the return'] })
  })

  it('writes what Decap wrote for a file that did not exist, and for a text that is not YAML', () => {
    expect(keepLayout('content/blog/new.en.md', undefined, '---\ntitle: New\n---\n')).toBe('---\ntitle: New\n---\n')
    expect(keepLayout(HOME, 'en: [unclosed', 'en:\n  a: 1\n')).toBe('en:\n  a: 1\n')
  })
})
