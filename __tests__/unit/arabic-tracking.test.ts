import fs from 'fs'
import path from 'path'
import { cssFiles, withoutComments } from '../support/stylesheets'

/**
 * Arabic letters join, so the Arabic edition is never letter-spaced or upper-cased. The stylesheets
 * space and upper-case only through tokens, which tokens.css resets under :root:lang(ar).
 */
const root = path.resolve(__dirname, '../..')
const TOKENS = 'src/styles/tokens.css'

/** The custom properties a rule block declares, by name. */
function block(css: string, selector: string): Map<string, string> {
  const start = css.indexOf(`${selector} {`)
  if (start < 0) throw new Error(`${TOKENS} has no "${selector}" block`)
  const body = css.slice(start, css.indexOf('}', start))
  return new Map([...body.matchAll(/(--[\w-]+):\s*([^;]+);/g)].map(([, name, value]) => [name, value.trim()]))
}

const tokens = withoutComments(fs.readFileSync(path.join(root, TOKENS), 'utf8'))
const english = block(tokens, ':root')
const arabic = block(tokens, ':root:lang(ar)')
const typographic = [...english.keys()].filter((name) => name.startsWith('--tracking-') || name === '--label-case')

describe('tracking and case on Arabic pages', () => {
  it('has tokens for spaced labels and tight headings, and one for the labels’ case', () => {
    expect(typographic.filter((name) => name.startsWith('--tracking-label')).length).toBeGreaterThan(0)
    expect(typographic.filter((name) => name.startsWith('--tracking-tight')).length).toBeGreaterThan(0)
    expect(english.get('--label-case')).toBe('uppercase')
  })

  it('resets every one of them in the Arabic edition', () => {
    const notReset = typographic.filter((name) => arabic.get(name) !== (name === '--label-case' ? 'none' : 'normal'))
    expect(notReset).toEqual([])
  })

  it('is the only way any stylesheet spaces letters or changes their case', () => {
    const raw = cssFiles(path.join(root, 'src'))
      .filter((file) => path.relative(root, file) !== TOKENS)
      .flatMap((file) =>
        [...withoutComments(fs.readFileSync(file, 'utf8')).matchAll(/(letter-spacing|text-transform):\s*([^;}]+)/g)]
          .filter(
            ([, , value]) => !/^(?:normal|none)$/.test(value.trim()) && !/^var\(--(?:tracking-[\w-]+|label-case)\)/.test(value.trim()),
          )
          .map(([declaration]) => `${path.relative(root, file)}: ${declaration}`),
      )
    expect(raw).toEqual([])
    // The tokens are used, not merely declared.
    const used = cssFiles(path.join(root, 'src'))
      .map((file) => fs.readFileSync(file, 'utf8'))
      .join('\n')
    expect(typographic.filter((name) => !used.includes(`var(${name})`))).toEqual([])
  })
})
