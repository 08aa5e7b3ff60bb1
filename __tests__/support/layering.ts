import fs from 'fs'
import path from 'path'
import { listFiles } from '../../src/lib/list-files'

/**
 * The dependency-direction rules of src/ (docs/architecture.md#dependency-direction): a folder in
 * `from` imports nothing from the folders in `notFrom`. Folders are the first level under src/.
 */
export interface LayerRule {
  from: readonly string[]
  notFrom: readonly string[]
}

export const LAYER_RULES: readonly LayerRule[] = [
  { from: ['components'], notFrom: ['view-models', 'templates', 'pages', 'node'] },
  { from: ['lib', 'types', 'content-model', 'config'], notFrom: ['components', 'view-models', 'templates', 'pages', 'cms', 'node'] },
  { from: ['node'], notFrom: ['components', 'templates', 'cms', 'view-models'] },
]

/** A rule as docs/architecture.md states it, word for word. */
export const ruleText = ({ from, notFrom }: LayerRule): string =>
  `${from.map((f) => `\`${f}/\``).join(', ')} import${from.length === 1 ? 's' : ''} nothing from ${notFrom.map((f) => `\`${f}/\``).join(', ')}`

export interface SourceFile {
  /** Path relative to src/, with forward slashes, e.g. `lib/banner.ts`. */
  file: string
  source: string
}

export interface Violation {
  file: string
  line: number
  specifier: string
  rule: string
}

// Static `import … from '…'`, `import '…'`, `export … from '…'`: the clause between the keyword and
// `from` holds only names, braces, commas, `*` and whitespace, so code and comments are not crossed.
const STATIC_IMPORT = /\b(?:import|export)\s+(?:[\w$*\s{},]*?\bfrom\s*)?['"]([^'"\n]+)['"]/g
const DYNAMIC_IMPORT = /\bimport\s*\(\s*['"]([^'"\n]+)['"]\s*\)/g
// Lines that are comments as a whole (`//`, `/*`, ` * ` of a block comment), blanked before matching.
const COMMENT_LINE = /^[ \t]*(?:\/\/|\/\*|\*).*$/gm

/** Every module a source text imports or re-exports, with the line it is on; comment lines do not count. */
export function importsOf(text: string): Array<{ specifier: string; line: number }> {
  const source = text.replace(COMMENT_LINE, '')
  const found: Array<{ specifier: string; line: number; index: number }> = []
  for (const pattern of [STATIC_IMPORT, DYNAMIC_IMPORT]) {
    for (const match of source.matchAll(pattern)) {
      const index = (match.index ?? 0) + match[0].lastIndexOf(match[1])
      found.push({ specifier: match[1], index, line: source.slice(0, index).split('\n').length })
    }
  }
  return found.sort((a, b) => a.index - b.index).map(({ specifier, line }) => ({ specifier, line }))
}

/** The top-level folder of src/ a path relative to src/ lies in; undefined for files at src/'s root or outside it. */
function layerOf(file: string): string | undefined {
  const parts = path.posix.normalize(file).split('/')
  return parts.length > 1 && parts[0] !== '..' ? parts[0] : undefined
}

/** Tests may import whatever they exercise: the rules are about the code the site runs. */
const isTest = (file: string): boolean => /\.test\.tsx?$/.test(file)

/** Imports that go against the rules: a relative import from a file in `from` into a folder in `notFrom`. */
export function layeringViolations(files: readonly SourceFile[], rules: readonly LayerRule[] = LAYER_RULES): Violation[] {
  return files.flatMap(({ file, source }) => {
    if (isTest(file)) return []
    const layer = layerOf(file)
    const applying = rules.filter((r) => layer !== undefined && r.from.includes(layer))
    if (applying.length === 0) return []
    return importsOf(source).flatMap(({ specifier, line }) => {
      if (!specifier.startsWith('.')) return []
      const target = layerOf(path.posix.join(path.posix.dirname(file), specifier))
      const broken = applying.find((r) => target !== undefined && r.notFrom.includes(target))
      return broken ? [{ file, line, specifier, rule: ruleText(broken) }] : []
    })
  })
}

/** Every .ts/.tsx file under a src/ folder, read. */
export function sourceFiles(srcDir: string): SourceFile[] {
  return listFiles(srcDir)
    .filter((f) => /\.tsx?$/.test(f))
    .map((f) => ({ file: path.relative(srcDir, f).split(path.sep).join('/'), source: fs.readFileSync(f, 'utf8') }))
}

export const formatViolation = (v: Violation): string => `src/${v.file}:${v.line} imports '${v.specifier}', but ${v.rule}`
