/** @jest-environment node */
/**
 * Dependency direction in src/ (docs/architecture.md#dependency-direction): a lower layer never
 * imports a higher one. The rules are one table (__tests__/support/layering.ts), stated word for
 * word in the architecture note.
 */
import fs from 'fs'
import path from 'path'
import { formatViolation, importsOf, LAYER_RULES, layeringViolations, ruleText, sourceFiles } from '../support/layering'

const ROOT = path.resolve(__dirname, '../..')

describe('importsOf', () => {
  it('finds static, type-only, side-effect, re-exported and dynamic imports with their lines', () => {
    const source = [
      "import React from 'react'",
      "import type { A } from '../a'",
      'import {',
      '  b,',
      '  type C,',
      "} from './b'",
      "import './styles.css'",
      "export * from '../c'",
      "export { d } from \"../d\"",
      "const e = () => import('../e')",
    ].join('\n')
    expect(importsOf(source)).toEqual([
      { specifier: 'react', line: 1 },
      { specifier: '../a', line: 2 },
      { specifier: './b', line: 6 },
      { specifier: './styles.css', line: 7 },
      { specifier: '../c', line: 8 },
      { specifier: '../d', line: 9 },
      { specifier: '../e', line: 10 },
    ])
  })

  it('ignores strings and comments that only mention a module', () => {
    const source = [
      "export const label = 'from'",
      "const text = 'imported from ../components'",
      "// import x from '../components/X'",
      '/**',
      " * import y from '../components/Y'",
      ' */',
      "import { z } from '../lib/z'",
    ].join('\n')
    expect(importsOf(source)).toEqual([{ specifier: '../lib/z', line: 7 }])
  })
})

describe('layeringViolations', () => {
  it('names the file, the line and the import when a lower layer imports a higher one', () => {
    const violations = layeringViolations([
      { file: 'lib/banner.ts', source: "import { x } from './x'\nimport type { Props } from '../components/Banner/Banner'" },
      { file: 'components/Banner/Banner.tsx', source: "import { toBanner } from '../../view-models/banner'" },
      { file: 'node/create-pages.ts', source: "const cms = await import('../cms/config')" },
      { file: 'content-model/collections.ts', source: "export { ICON_NAMES } from '../components/Icon/icon-names'" },
    ])
    expect(violations.map(formatViolation)).toEqual([
      "src/lib/banner.ts:2 imports '../components/Banner/Banner', but " + ruleText(LAYER_RULES[1]),
      "src/components/Banner/Banner.tsx:1 imports '../../view-models/banner', but " + ruleText(LAYER_RULES[0]),
      "src/node/create-pages.ts:1 imports '../cms/config', but " + ruleText(LAYER_RULES[2]),
      "src/content-model/collections.ts:1 imports '../components/Icon/icon-names', but " + ruleText(LAYER_RULES[1]),
    ])
  })

  it('accepts imports that go down or sideways, packages, folders without rules, and tests', () => {
    expect(
      layeringViolations([
        { file: 'components/Banner/Banner.tsx', source: "import React from 'react'\nimport { chatUrl } from '../../lib/chat-link'\nimport { Icon } from '../Icon/Icon'" },
        { file: 'lib/banner.ts', source: "import type { BannerContent } from '../types/site'\nimport { paths } from '../config/constants'" },
        { file: 'node/create-pages.ts', source: "import { collections } from '../content-model/collections'\nimport { bannerForRoute } from '../lib/banner'" },
        { file: 'templates/blog-post.tsx', source: "import { Article } from '../components/Article/Article'\nimport { toArticle } from '../view-models/article'" },
        { file: 'cms/preview/HomePreview.tsx', source: "import { toHome } from '../../view-models/home'" },
        { file: 'gatsby-types.d.ts', source: "import '../components/X'" },
        { file: 'content-model/validate.test.ts', source: "import { checkContent } from '../node/check-content'" },
      ]),
    ).toEqual([])
  })
})

describe('src/', () => {
  it('states every rule in docs/architecture.md as the test applies it', () => {
    const note = fs.readFileSync(path.join(ROOT, 'docs/architecture.md'), 'utf8').replace(/\s+/g, ' ')
    for (const rule of LAYER_RULES) expect(note).toContain(ruleText(rule))
  })

  it('has no import from a lower layer into a higher one', () => {
    const files = sourceFiles(path.join(ROOT, 'src'))
    expect(files.length).toBeGreaterThan(100)
    expect(layeringViolations(files).map(formatViolation)).toEqual([])
  })
})
