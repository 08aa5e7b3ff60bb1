import fs from 'fs'
import path from 'path'
import { cssFiles } from '../support/stylesheets'
import { physicalDeclarations } from '../support/logical-css'

const root = path.resolve(__dirname, '../..')

/**
 * The only physical declarations allowed, each right in both directions. An entry no stylesheet
 * uses any more fails the test, so the list cannot outlive its reasons.
 */
const ALLOWED: Array<{ file: string; declaration: string; why: string }> = [
  {
    file: 'src/components/HeroSlider/HeroSlider.module.css',
    declaration: 'left: 0 !important',
    why: "overrides react-slick's inline `left` (track and fading slides), which is physical whatever the direction",
  },
  {
    file: 'src/components/VideoFacade/VideoFacade.module.css',
    declaration: 'padding-left: 4px',
    why: 'centres the play triangle optically; a media play icon points right in both directions, it is not mirrored',
  },
]

describe('physicalDeclarations', () => {
  it('finds physical sides, side keywords and lopsided shorthands, with their lines', () => {
    const css = [
      '.a {',
      '  margin-left: 4px;',
      '  padding-right: 1rem;',
      '  left: 0;',
      '  border-right: 1px solid red;',
      '  border-top-left-radius: 4px;',
      '  text-align: right;',
      '  float: left;',
      '  clear: right !important;',
      '  padding: 1px 2px 3px 4px;',
      '  inset: 0 calc(-1 * var(--x)) 0 0;',
      '  border-radius: 0 4px;',
      '}',
    ].join('\n')
    expect(physicalDeclarations(css).map(({ line, property }) => `${line} ${property}`)).toEqual([
      '2 margin-left',
      '3 padding-right',
      '4 left',
      '5 border-right',
      '6 border-top-left-radius',
      '7 text-align',
      '8 float',
      '9 clear',
      '10 padding',
      '11 inset',
      '12 border-radius',
    ])
  })

  it('passes logical properties, symmetric shorthands, selectors, media queries and comments', () => {
    const css = `
      /* margin-left: 4px; right: 0 */
      @media (max-width: 991.98px) {
        a:hover, .b:dir(rtl) .c {
          margin-inline-start: 4px;
          inset-inline: 0 auto;
          text-align: start;
          float: inline-end;
          padding: 1px 2px 3px 2px;
          margin: 0 auto;
          inset: 0;
          border-radius: 0 0 8px 8px;
          border-top: 1px solid;
          top: 0;
          background: url("data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg'%3E") 0 0 / 4px 4px;
          transform: translateY(-2px);
        }
      }`
    expect(physicalDeclarations(css)).toEqual([])
  })
})

describe('the stylesheets under src/', () => {
  const files = cssFiles(path.join(root, 'src'))

  it('are found', () => {
    expect(files.length).toBeGreaterThan(40)
    expect(files.map((f) => path.relative(root, f))).toEqual(expect.arrayContaining(['src/styles/slick.css', 'src/styles/tokens.css']))
  })

  it('are written in logical properties, so one stylesheet serves both directions', () => {
    const used = new Set<(typeof ALLOWED)[number]>()
    const offences: string[] = []
    for (const file of files) {
      const relative = path.relative(root, file)
      for (const found of physicalDeclarations(fs.readFileSync(file, 'utf8'))) {
        const allowed = ALLOWED.find((a) => a.file === relative && a.declaration === found.declaration)
        if (allowed) used.add(allowed)
        else offences.push(`${relative}:${found.line}: ${found.declaration}`)
      }
    }
    expect(offences).toEqual([])
    expect(ALLOWED.filter((a) => !used.has(a))).toEqual([])
  })
})
