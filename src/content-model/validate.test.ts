/** @jest-environment node */
import fs from 'fs'
import yaml from 'js-yaml'
import { collections } from './collections'
import type { Collection, FileCollection } from './types'
import { checkContent } from '../node/check-content-files'
import { fileEditions, formatIssues, isValidDate, validateEntry, valuesAt } from './validate'
import { say } from './messages'
import { copyOfContent } from '../../__tests__/support/content-copy'
import { BAD_CONTENT } from '../../__tests__/support/bad-content'

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

  it.each(BAD_CONTENT.map((c) => [c.kind, c]))('refuses content with this fault, naming file, language and field: %s', (_kind, bad) => {
    bad.breakIt(root)
    const issues = check(root)
    expect(issues).toHaveLength(1)
    const { rule: _rule, said, ...issue } = issues[0]
    expect(issue).toEqual({
      file: `content/${bad.file}`,
      ...(bad.language && { language: bad.language }),
      field: bad.field,
      message: expect.anything(),
    })
    expect(issue.message).toMatch(bad.message)
    // The admin says the same in its language, from what the check said of each rule broken.
    if (_rule) expect(said && say(said, 'en')).toBe(issue.message)
  })

  it('names the language of a broken Arabic field in its message, as the build prints it', () => {
    const bad = BAD_CONTENT.find((c) => c.kind === 'missing Arabic field')!
    bad.breakIt(root)
    expect(formatIssues(check(root))).toContain('content/home/home.yaml › ar › about.heading: is required (Heading)')
  })

  it('accepts an English entry without its Arabic file: that entry simply has no Arabic page', () => {
    fs.rmSync(`${root}/content/blog/tax-savings.ar.md`)
    fs.rmSync(`${root}/content/company/faq.ar.md`)
    expect(check(root)).toEqual([])
  })

  it('holds at least the twelve kinds of bad content the quality gate names', () => {
    expect(new Set(BAD_CONTENT.map((c) => c.kind)).size).toBeGreaterThanOrEqual(12)
  })

  it('formats every problem on its own line with file and field', () => {
    const text = formatIssues([
      { file: 'content/a.yaml', field: 'x[0].y', message: 'is required (Y)' },
      { file: 'content/b.md', field: '', message: 'is not valid YAML' },
      { file: 'content/c.yaml', language: 'ar', field: 'x', message: 'is required (X)' },
      { file: 'content/c.yaml', language: 'ar', field: '', message: 'is missing' },
    ])
    expect(text).toBe(
      'The content has 4 problems:\n  content/a.yaml › x[0].y: is required (Y)\n  content/b.md: is not valid YAML\n' +
        '  content/c.yaml › ar › x: is required (X)\n  content/c.yaml › ar: is missing',
    )
  })
})

describe('helpers', () => {
  it('accepts real calendar dates only', () => {
    expect(isValidDate('2025-07-15')).toBe(true)
    expect(isValidDate('2025-13-01')).toBe(false)
    expect(isValidDate('15 July 2025')).toBe(false)
  })

  it('reads values at a path with list wildcards', () => {
    expect(valuesAt({ features: [{ id: 'a' }, { id: 'b' }] }, 'features.*.id')).toEqual(['a', 'b'])
    expect(valuesAt({}, 'features.*.id')).toEqual([])
  })
})

describe('counted phrases', () => {
  const model = collections.find((c) => c.name === 'interface') as Collection
  const listings = {
    ...(yaml.load(fs.readFileSync('content/settings/interface.yaml', 'utf8')) as { en: { listings: object } }).en.listings,
  }
  const check = (articles: object, locale?: 'en' | 'ar') =>
    validateEntry(
      { ...model, fields: model.fields.filter((f) => f.name === 'listings') },
      { listings: { ...listings, articles } },
      { file: 'content/settings/interface.yaml', imageSize: () => 1, entries: new Map(), locale, sitePaths: [] },
    )

  it('need the forms their language counts with: one and other in English, all six in Arabic', () => {
    expect(check({ one: '{count} article', other: '{count} articles' })).toEqual([])
    const arabic = {
      zero: 'لا مقالات',
      one: 'مقال واحد',
      two: 'مقالان',
      few: '{count} مقالات',
      many: '{count} مقالًا',
      other: '{count} مقال',
    }
    expect(check(arabic, 'ar')).toEqual([])
    const { few: _few, ...withoutFew } = arabic
    expect(check(withoutFew, 'ar')).toMatchObject([
      {
        file: 'content/settings/interface.yaml',
        field: 'listings.articles.few',
        message: 'is required: Arabic has a form of its own for counting a few, such as 3 or 10',
        rule: 'plural-forms',
      },
    ])
    const [{ said }] = check(withoutFew, 'ar')
    expect(say(said!, 'ar')).toBe('مطلوب: اللغة العربية تستخدم صيغة خاصة عند عدّ الأعداد القليلة، مثل 3 أو 10')
  })
})

describe('a YAML file’s shape', () => {
  const clients = collections.find((c): c is FileCollection => c.name === 'clients' && c.kind === 'file')!
  const file = 'content/clients/clients.yaml'
  const inArabic = (data: unknown) =>
    fileEditions(clients, file, data).issues.map(({ field, language, said }) => [field, language, say(said!, 'ar')])

  it('is told in the editor’s words in Arabic too: a file that is no group of editions, a key that is no language, a missing edition', () => {
    const notGrouped = fileEditions(clients, file, ['a']).issues
    expect(notGrouped.map((issue) => issue.message)).toEqual(["expected the Clients under each language's key (en:, ar:), found a list"])
    expect(inArabic(['a'])).toEqual([['', undefined, 'المتوقع محتوى «العملاء» تحت مفتاح كل لغة (en:, ar:)، والموجود قائمة']])
    expect(inArabic({ en: {}, fr: {} })).toEqual([
      ['fr', undefined, 'ليست لغة من لغات الموقع؛ المتوقع en, ar'],
      ['', 'ar', 'هذه النسخة غير موجودة؛ كل حقل مطلوب في كل لغة (en, ar)'],
    ])
  })
})
