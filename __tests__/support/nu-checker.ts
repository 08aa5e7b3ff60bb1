/**
 * The W3C Nu Html Checker (vnu-jar, needs Java 11+) over built pages: one Java process checks every
 * file, and its errors come back with the file, line and message.
 */
import { spawn } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { relative } from 'node:path'

export interface NuMessage {
  /** Absolute path of the checked file. */
  file: string
  type: string
  subType?: string
  message: string
  line?: number
  column?: number
  extract?: string
}

interface RawMessage {
  type: string
  subType?: string
  url?: string
  message: string
  lastLine?: number
  firstLine?: number
  lastColumn?: number
  extract?: string
}

/** Parses the checker's `--format json` report into messages keyed by file path. */
export function parseNuReport(json: string): NuMessage[] {
  const report = JSON.parse(json) as { messages?: RawMessage[] }
  return (report.messages ?? []).map((raw) => ({
    file: raw.url ? decodeURIComponent(raw.url.replace(/^file:/, '')) : '',
    type: raw.type,
    subType: raw.subType,
    message: raw.message,
    line: raw.lastLine,
    column: raw.lastColumn,
    extract: raw.extract,
  }))
}

/**
 * Runs the checker once over every file and returns its errors, and any file it could not read
 * (warnings and notes are left out).
 * A run that cannot check (no Java, a crash) throws with the checker's own output.
 */
export async function nuErrors(files: readonly string[], java = process.env.JAVA ?? 'java'): Promise<NuMessage[]> {
  const jar = require.resolve('vnu-jar/build/dist/vnu.jar')
  // One short run: the quick compiler alone (C1) does it on half the CPU of Java's two-tier
  // compilation, whose optimising compiler never pays back here. C1's frames are larger, so the
  // schema's deep recursion needs a larger stack than the 1 MB default.
  const jvm = ['-Xss4m', '-XX:TieredStopAtLevel=1', '-XX:+UseSerialGC']
  const child = spawn(java, [...jvm, '-jar', jar, '--errors-only', '--format', 'json', '--exit-zero-always', ...files], {
    stdio: ['ignore', 'ignore', 'pipe'],
  })
  let stderr = ''
  child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk))
  const code = await new Promise<number | null>((done, fail) => {
    child.once('error', (error) => fail(new Error(`Cannot run ${java} for the Nu Html Checker: ${error.message}`)))
    child.once('close', done)
  })
  // --format json writes the report to stderr.
  if (code !== 0 || !stderr.trim().startsWith('{')) throw new Error(`The Nu Html Checker failed (exit ${code}):\n${stderr.slice(0, 2000)}`)
  return parseNuReport(stderr).filter((message) => message.type === 'error' || message.type === 'non-document-error')
}

/** The CSS declaration that ends at a (1-based) line and column of a source, e.g. "width:min(100% - 2 * var(--gutter),64rem)". */
export function declarationAt(source: string, line: number, column: number): string {
  const text = source.split('\n')[line - 1] ?? ''
  const end = column
  const start = Math.max(text.lastIndexOf('{', end - 1), text.lastIndexOf(';', end - 1)) + 1
  return text.slice(start, end).trim()
}

/**
 * Errors the checker reports on valid CSS, because its CSS grammar (CSS 2.1 and some CSS 3) lags
 * behind current specifications. Each is ignored only where the declaration it points at has the
 * form that the checker misreads:
 * - "The types are incompatible" on `min()`, `max()` or `clamp()` whose arguments use `var()`
 *   (e.g. `width: min(100% - 2 * var(--gutter), 64rem)`): CSS Values 4 math functions accept
 *   custom properties, which are only resolved at computed-value time, so the checker cannot type
 *   them; every browser the site supports applies them.
 * - CSS Anchor Positioning, which the checker does not know: "Property “anchor-name” doesn't
 *   exist" (and `position-anchor`), and "“anchor(bottom)” is not a “top” value" on an inset property.
 *   The header's drawer sits under the header with it where browsers have it (Header.module.css).
 */
export function isOutdatedCssGrammarError(message: NuMessage, source: string): boolean {
  if (/^CSS: “(anchor-name|position-anchor)”: Property “\1” doesn't exist\.$/.test(message.message)) return true
  if (/^CSS: “(?:top|bottom|inset-[-a-z]+)”: “anchor\([-a-z]+\)” is not a “[-a-z]+” value\.$/.test(message.message)) return true
  if (!/^CSS: “[-a-z]+”: The types are incompatible\.$/.test(message.message)) return false
  if (message.line === undefined || message.column === undefined) return false
  return /^[-a-z]+:\s*(?:min|max|clamp)\(.*\bvar\(--/.test(declarationAt(source, message.line, message.column))
}

/** "public/index.html:9: Bad value …" */
export function formatNuMessage(message: NuMessage, root: string): string {
  return `${relative(root, message.file)}:${message.line ?? '?'}: ${message.message}`
}

/** The checker's errors on the files, less those of isOutdatedCssGrammarError. */
export async function htmlErrors(files: readonly string[]): Promise<NuMessage[]> {
  const sources = new Map<string, string>()
  const sourceOf = (file: string) => sources.get(file) ?? sources.set(file, readFileSync(file, 'utf8')).get(file)!
  return (await nuErrors(files)).filter((message) => !isOutdatedCssGrammarError(message, sourceOf(message.file)))
}
