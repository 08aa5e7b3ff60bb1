/** @jest-environment node */
import fs from 'fs'
import path from 'path'
import { checkContent } from '../node/check-content'
import { formatIssues, isValidDate, valuesAt } from './validate'
import { copyOfContent, editFile } from '../../__tests__/support/content-copy'

const check = (root: string) => checkContent(root, 'content')

describe('the content check', () => {
  let root: string
  beforeEach(() => {
    root = copyOfContent()
  })
  afterEach(() => fs.rmSync(root, { recursive: true, force: true }))

  it('accepts the real content as it is', () => {
    expect(check(root)).toEqual([])
  })

  it('names the file and field of a missing required field', () => {
    editFile(root, 'blog/tax-savings.md', (t) => t.replace(/^title: .*\n/m, ''))
    expect(check(root)).toEqual([{ file: 'content/blog/tax-savings.md', field: 'title', message: 'is required (Title)' }])
  })

  it('treats an empty required field as missing', () => {
    editFile(root, 'settings/company.yaml', (t) => t.replace(/^email: .*$/m, 'email: ""'))
    expect(check(root)).toEqual([{ file: 'content/settings/company.yaml', field: 'email', message: 'is required (E-mail)' }])
  })

  it('refuses an invalid date', () => {
    editFile(root, 'blog/getting-out-of-debt.md', (t) => t.replace(/^date: .*$/m, 'date: "2025-02-30"'))
    const [issue] = check(root)
    expect(issue).toMatchObject({ file: 'content/blog/getting-out-of-debt.md', field: 'date' })
    expect(issue.message).toMatch(/expected a date written as YYYY-MM-DD, found "2025-02-30"/)
  })

  it('refuses an image path that does not exist', () => {
    editFile(root, 'case-studies/retail-cash-flow.md', (t) => t.replace(/^image: .*$/m, 'image: "/images/nowhere.jpg"'))
    expect(check(root)).toEqual([
      {
        file: 'content/case-studies/retail-cash-flow.md',
        field: 'image',
        message: 'expected an existing image file, but "/images/nowhere.jpg" was not found',
      },
    ])
  })

  it('refuses a plan feature that is not in the feature list', () => {
    editFile(root, 'pricing/pricing.yaml', (t) => t.replace('features: [transactions, low-pricing, white-labelled-farms]\n', 'features: [transactions, free-lunch]\n'))
    const issues = check(root)
    expect(issues).toHaveLength(1)
    expect(issues[0]).toMatchObject({ file: 'content/pricing/pricing.yaml', field: 'plans[0].features[1]' })
    expect(issues[0].message).toMatch(/expected one of "transactions", .*"agent-dashboard" \(from features\.\*\.id\), found "free-lunch"/)
  })

  it('refuses a duplicate slug and names both files', () => {
    editFile(root, 'blog/tax-savings.md', (t) => t.replace(/^slug: .*$/m, 'slug: "2"'))
    const issues = check(root)
    expect(issues).toHaveLength(1)
    expect(issues[0].field).toBe('slug')
    expect(issues[0].message).toMatch(/"2" is already used by content\/blog\/(tax-savings|getting-out-of-debt)\.md/)
  })

  it('reports broken YAML with its line', () => {
    editFile(root, 'services/services.yaml', (t) => t.replace('  - title: Mortgage', '  - title: Mortgage\n   bad: [indent'))
    const issues = check(root)
    expect(issues).toHaveLength(1)
    expect(issues[0]).toMatchObject({ file: 'content/services/services.yaml', field: '' })
    expect(issues[0].message).toMatch(/^is not valid YAML: .+ \(line \d+, column \d+\)$/)
  })

  it('reports front matter that is never closed', () => {
    editFile(root, 'blog/gcc-investment.md', (t) => t.replace(/\n---\n/, '\n'))
    expect(check(root)).toEqual([
      { file: 'content/blog/gcc-investment.md', field: '', message: 'expected front matter between a first line "---" and a closing line "---"' },
    ])
  })

  it('refuses a value of the wrong type and an unknown field', () => {
    editFile(root, 'home/home.yaml', (t) => t.replace('progress: 75', 'progress: "most"\n  progres: 75'))
    const fields = check(root).map((i) => `${i.field}: ${i.message}`)
    expect(fields).toEqual([
      'about.progres: is not a known field; expected one of eyebrow, heading, watermark, text, image, image_alt, success_label, success_value, progress',
      'about.progress: expected a whole number, found "most"',
    ])
  })

  it('refuses a phone number that is not a UAE number', () => {
    editFile(root, 'settings/company.yaml', (t) => t.replace(/^phone: .*$/m, 'phone: "call us"'))
    expect(check(root)[0]).toMatchObject({ field: 'phone', message: expect.stringContaining('a UAE number in +971 form') })
  })

  it('names the line of opening hours with a misspelt day or a time that is not 24-hour', () => {
    editFile(root, 'settings/company.yaml', (t) => t.replace('[Saturday]', '[Saturday, Sundy]').replace('closes: "14:00"', 'closes: "2pm"'))
    expect(check(root)).toEqual([
      { file: 'content/settings/company.yaml', field: 'opening_hours[1].days[1]', message: 'expected a day of the week written in full, e.g. "Monday", found "Sundy"' },
      { file: 'content/settings/company.yaml', field: 'opening_hours[1].closes', message: 'expected a 24-hour time such as "09:00" or "17:30", found "2pm"' },
    ])
  })

  it('refuses a content file the model does not know', () => {
    fs.writeFileSync(path.join(root, 'content/settings/extra.yaml'), 'a: 1\n')
    expect(check(root)).toEqual([
      { file: 'content/settings/extra.yaml', field: '', message: 'is not part of the content model; move it into a collection folder or remove it' },
    ])
  })

  it('reports a missing collection file', () => {
    fs.rmSync(path.join(root, 'content/testimonials/testimonials.yaml'))
    expect(check(root)).toEqual([{ file: 'content/testimonials/testimonials.yaml', field: '', message: 'is missing; it holds the testimonials' }])
  })

  it('formats every problem on its own line with file and field', () => {
    const text = formatIssues([
      { file: 'content/a.yaml', field: 'x[0].y', message: 'is required (Y)' },
      { file: 'content/b.md', field: '', message: 'is not valid YAML' },
    ])
    expect(text).toBe('The content has 2 problems:\n  content/a.yaml › x[0].y: is required (Y)\n  content/b.md: is not valid YAML')
  })
})

describe('helpers', () => {
  it('accepts real calendar dates only', () => {
    expect(isValidDate('2025-07-15')).toBe(true)
    expect(isValidDate(new Date('2025-07-15'))).toBe(true)
    expect(isValidDate('2025-13-01')).toBe(false)
    expect(isValidDate('15 July 2025')).toBe(false)
  })

  it('reads values at a path with list wildcards', () => {
    expect(valuesAt({ features: [{ id: 'a' }, { id: 'b' }] }, 'features.*.id')).toEqual(['a', 'b'])
    expect(valuesAt({}, 'features.*.id')).toEqual([])
  })
})
