/** @jest-environment node */
import fs from 'fs'
import os from 'os'
import path from 'path'
import { arabicTexts } from './arabic-texts'

const roots: string[] = []
afterAll(() => roots.forEach((root) => fs.rmSync(root, { recursive: true, force: true })))

function site(files: Record<string, string>): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'arabic-texts-'))
  roots.push(root)
  for (const [file, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true })
    fs.writeFileSync(path.join(root, file), text)
  }
  return root
}

describe('arabicTexts', () => {
  it('reads Decap’s layout: .ar.md files whole and the ar: part of YAML files, not the English', () => {
    const root = site({
      'content/blog/tax.en.md': '---\ntitle: Tax\n---\nEnglish body',
      'content/blog/tax.ar.md': '---\ntitle: الضريبة\n---\nنص المقال',
      'content/home/home.yaml': 'en:\n  heading: Welcome\nar:\n  heading: أهلاً\n  items:\n    - ڤ\n',
      'content/images/logo.svg': '<svg/>',
    })
    const texts = arabicTexts(root)
    expect(texts).toHaveLength(3)
    expect(texts.join('\n')).toContain('نص المقال')
    expect(texts).toEqual(expect.arrayContaining(['أهلاً', 'ڤ']))
    expect(texts.join('\n')).not.toMatch(/Welcome|English body/)
  })

  it('reads content-ar/ and the folders given whole, their README aside', () => {
    const root = site({
      'content-ar/blog/tax.md': 'نص',
      'content-ar/interface.yaml': 'phrases:\n  - key: menu\n    ar: القائمة\n',
      'content-ar/README.md': 'لا ٠١٢٣',
      'extra/faq.md': 'سؤال',
    })
    const texts = arabicTexts(root, [path.join(root, 'extra')])
    expect(texts.sort()).toEqual(['phrases:\n  - key: menu\n    ar: القائمة\n', 'سؤال', 'نص'].sort())
  })

  it('names the YAML file it cannot parse', () => {
    const root = site({ 'content/home/home.yaml': 'ar: [unclosed' })
    expect(() => arabicTexts(root)).toThrow(/home\/home\.yaml: not valid YAML/)
  })
})
