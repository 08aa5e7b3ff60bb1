/** @jest-environment node */
import fs from 'fs'
import path from 'path'
import yaml from 'js-yaml'
import { checkContent } from '../node/check-content-files'
import { parseMoment } from '../lib/shared/schedule'
import { redirectLine } from './redirects'
import { copyOfContent } from '../../__tests__/support/content-copy'

const NOW = parseMoment('2026-12-01T09:00+04:00')!
const FILE = 'content/settings/redirects.yaml'

/** Writes the redirects file with these items in each edition. */
function writeRedirects(root: string, editions: { en?: string[]; ar?: string[] }): void {
  const list = (items: string[] = []) => (items.length === 0 ? ' []' : `\n${items.map((item) => `    - ${item}`).join('\n')}`)
  fs.writeFileSync(path.join(root, FILE), `en:\n  redirects:${list(editions.en)}\nar:\n  redirects:${list(editions.ar)}\n`)
}

describe('the redirects file, in the content check', () => {
  let root: string
  beforeEach(() => {
    root = copyOfContent()
  })
  afterEach(() => fs.rmSync(root, { recursive: true, force: true }))
  const check = () => checkContent(root, 'content', undefined, NOW)

  it('is empty as shipped', () => {
    expect(fs.readFileSync(path.join(root, FILE), 'utf8')).toMatch(/^en:\n {2}redirects: \[\]\nar:\n {2}redirects: \[\]\n$/m)
    expect(check()).toEqual([])
  })

  it('accepts a retired case study sent to its index in both editions, and redirects to any page a build makes', () => {
    for (const language of ['en', 'ar']) fs.rmSync(path.join(root, `content/case-studies/retail-cash-flow.${language}.md`))
    writeRedirects(root, {
      en: [
        '{ from: /financialsolutions/portfolio/detail, to: /financialsolutions/portfolio, reason: retired }',
        // A tag's page, the blog index and the home page are pages too, and an old address may be any the site had.
        '{ from: /old-site/tax_guide.html, to: /financialblogs/tags/vat, reason: merged }',
        '{ from: /financialblogs/archive, to: /financialblogs/blogs, reason: merged }',
        '{ from: /welcome, to: /, reason: retired }',
      ],
      ar: [
        '{ from: /ar/financialsolutions/portfolio/detail, to: /ar/financialsolutions/portfolio, reason: retired }',
        // Written as the browser copies it (percent-encoded) or as it reads.
        "{ from: '/ar/%D9%82%D8%AF%D9%8A%D9%85', to: '/ar/financialblogs/tags/ضريبة-القيمة-المضافة', reason: merged }",
      ],
    })
    expect(check()).toEqual([])
  })

  it('refuses a redirect from the address of an entry scheduled to go live, which it would hide', () => {
    const post = path.join(root, 'content/blog/tax-savings.en.md')
    fs.writeFileSync(post, fs.readFileSync(post, 'utf8').replace(/^---\n/, '---\npublish_at: 2027-01-01T09:00+04:00\n'))
    fs.rmSync(path.join(root, 'content/blog/tax-savings.ar.md'))
    writeRedirects(root, { en: ['{ from: /financialblogs/blogs/1, to: /financialblogs/blogs, reason: retired }'] })
    expect(check()).toMatchObject([
      {
        file: FILE,
        language: 'en',
        field: 'redirects[0].from',
        message: 'is the address of content/blog/tax-savings.en.md, which is scheduled to go live: a redirect would hide it',
        rule: 'redirect-hides-page',
      },
    ])
  })

  it('refuses an English address in the Arabic edition, and a draft’s address as a page to lead to', () => {
    // A draft in both editions, as every edition shares the flag.
    for (const language of ['en', 'ar']) {
      const post = path.join(root, `content/blog/tax-savings.${language}.md`)
      fs.writeFileSync(post, fs.readFileSync(post, 'utf8').replace(/^---\n/, '---\ndraft: true\n'))
    }
    writeRedirects(root, {
      en: ['{ from: /financialblogs/blogs/one, to: /financialblogs/blogs/1, reason: renamed }'],
      ar: ['{ from: /company/old-about, to: /ar/company/about, reason: merged }'],
    })
    expect(check().map(({ language, field, message }) => `${language} › ${field}: ${message}`)).toEqual([
      'en › redirects[0].to: is not a page of the site: "/financialblogs/blogs/1"',
      'ar › redirects[0].from: expected an Arabic address, under /ar, found "/company/old-about"',
    ])
  })
})

it('writes the line an editor adds to the redirects file as YAML that reads back as the redirect', () => {
  const line = redirectLine({ from: '/ar/company/قديم', to: '/ar/company/about', reason: 'merged' })
  expect(line).toBe('    - { from: "/ar/company/قديم", to: "/ar/company/about", reason: merged }')
  expect(yaml.load(`ar:\n  redirects:\n${line}\n`)).toEqual({
    ar: { redirects: [{ from: '/ar/company/قديم', to: '/ar/company/about', reason: 'merged' }] },
  })
})
