/** @jest-environment node */
import { declarationAt, formatNuMessage, isOutdatedCssGrammarError, parseNuReport, type NuMessage } from '../support/nu-checker'

const page = (css: string) => `<!DOCTYPE html><html lang="en"><head><style>${css}</style></head></html>\n<body></body>`
const cssError = (source: string, declaration: string, message = 'CSS: “width”: The types are incompatible.'): NuMessage => ({
  file: '/site/public/index.html',
  type: 'error',
  message,
  line: 1,
  column: source.indexOf(declaration) + declaration.length,
})

describe('the Nu Html Checker report', () => {
  it('is read into messages with file, line and text', () => {
    const json = JSON.stringify({
      messages: [
        {
          type: 'error',
          url: 'file:/site/public/a%20b/index.html',
          lastLine: 9,
          lastColumn: 12,
          message: 'Bad value “0.5” for attribute “height” on element “img”.',
        },
      ],
    })
    const [message] = parseNuReport(json)
    expect(message).toMatchObject({ file: '/site/public/a b/index.html', line: 9, column: 12, type: 'error' })
    expect(formatNuMessage(message, '/site')).toBe('public/a b/index.html:9: Bad value “0.5” for attribute “height” on element “img”.')
  })
})

describe('isOutdatedCssGrammarError', () => {
  const css = '.a{color:red}.dialog{padding:0;width:min(100% - 2 * var(--gutter),64rem)}.b{width:calc(100% - 2rem)}.c{width:min(100%,2)}'
  const source = page(css)

  it('finds the declaration an error points at', () => {
    const declaration = 'width:min(100% - 2 * var(--gutter),64rem)'
    const { line, column } = cssError(source, declaration)
    expect(declarationAt(source, line!, column!)).toBe(declaration)
  })

  it('ignores the checker’s type error on min() with var(), which is valid CSS', () => {
    expect(isOutdatedCssGrammarError(cssError(source, 'width:min(100% - 2 * var(--gutter),64rem)'), source)).toBe(true)
  })

  it('ignores its errors on CSS Anchor Positioning, which it does not know', () => {
    for (const message of [
      "CSS: “anchor-name”: Property “anchor-name” doesn't exist.",
      "CSS: “position-anchor”: Property “position-anchor” doesn't exist.",
      'CSS: “top”: “anchor(bottom)” is not a “top” value.',
    ])
      expect(isOutdatedCssGrammarError(cssError(source, 'color:red', message), source)).toBe(true)
    expect(
      isOutdatedCssGrammarError(cssError(source, 'color:red', "CSS: “anchor-nme”: Property “anchor-nme” doesn't exist."), source),
    ).toBe(false)
  })

  it('keeps the same message on any other declaration', () => {
    expect(isOutdatedCssGrammarError(cssError(source, 'width:min(100%,2)'), source)).toBe(false)
    expect(isOutdatedCssGrammarError(cssError(source, 'width:calc(100% - 2rem)'), source)).toBe(false)
  })

  it('keeps every other message, on CSS or not', () => {
    const declaration = 'width:min(100% - 2 * var(--gutter),64rem)'
    expect(isOutdatedCssGrammarError(cssError(source, declaration, 'CSS: “width”: Parse Error.'), source)).toBe(false)
    expect(
      isOutdatedCssGrammarError(cssError(source, declaration, 'Bad value “0.3” for attribute “height” on element “img”.'), source),
    ).toBe(false)
  })
})
