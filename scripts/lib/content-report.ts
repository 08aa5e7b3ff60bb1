/**
 * The content check's problems as GitHub Actions shows them: a workflow command per problem, which
 * annotates the file on the commit or pull request, and a Markdown table for the job summary. The
 * words are the build's own (formatIssue), so an editor reads the same sentence everywhere.
 */
import { formatIssue, formatIssues, type ContentIssue } from '../../src/content-model/validate'
import { escapeRegExp } from '../../src/lib/shared/escape-reg-exp'

/** A workflow command's message: `%`, CR and LF are escaped (as @actions/core's escapeData). */
export const escapeData = (text: string): string => text.replace(/%/g, '%25').replace(/\r/g, '%0D').replace(/\n/g, '%0A')

/** A workflow command's property value: also `:` and `,`, which separate the properties. */
export const escapeProperty = (text: string): string => escapeData(text).replace(/:/g, '%3A').replace(/,/g, '%2C')

/** The annotation's heading on the pull request: which field, or the file as a whole. */
const annotationTitle = ({ field, language }: ContentIssue): string => {
  const where = [language, field].filter(Boolean).join(' › ')
  return where ? `Content problem in ${where}` : 'Content problem in this file'
}

/** `::error file=…,line=…,title=…::file › field: message`; the line only when it is known. */
export function annotation(issue: ContentIssue, line?: number, level: 'error' | 'warning' = 'error'): string {
  const properties = [
    `file=${escapeProperty(issue.file)}`,
    ...(line ? [`line=${line}`] : []),
    `title=${escapeProperty(annotationTitle(issue))}`,
  ]
  return `::${level} ${properties.join(',')}::${escapeData(formatIssue(issue))}`
}

/**
 * The 1-based line of a field's top-level key in a YAML file or a Markdown file's front matter
 * (`plans[1].features` → the line of `plans:`), or, for a Markdown file's `body`, the first line
 * after the front matter. In a YAML file holding its editions under `en:` and `ar:`, the key is
 * looked for inside `language`'s block (or the block's own line when there is no field). Undefined
 * when the key is not written at the start of a line.
 */
export function fieldLine(source: string, field: string, language?: string): number | undefined {
  const lines = source.split(/\r?\n/)
  const block = language ? lines.findIndex((line) => new RegExp(`^(['"]?)${escapeRegExp(language)}\\1\\s*:`).test(line)) : -1
  if (block !== -1) {
    const key = /^[^.[]+/.exec(field)?.[0]
    if (!key) return block + 1
    const keyLine = new RegExp(`^ +(['"]?)${escapeRegExp(key)}\\1\\s*:`)
    for (let i = block + 1; i < lines.length && !/^\S/.test(lines[i]); i++) if (keyLine.test(lines[i])) return i + 1
    return undefined
  }
  const key = /^[^.[]+/.exec(field)?.[0]
  if (!key) return undefined
  const frontMatter = lines[0]?.trim() === '---'
  const closing = frontMatter ? lines.findIndex((line, i) => i > 0 && line.trim() === '---') : -1
  const end = closing === -1 ? lines.length : closing
  const keyLine = new RegExp(`^(['"]?)${escapeRegExp(key)}\\1\\s*:`)
  for (let i = frontMatter ? 1 : 0; i < end; i++) if (keyLine.test(lines[i])) return i + 1
  return key === 'body' && closing !== -1 ? closing + 2 : undefined
}

/** Text in a Markdown table cell, shown as written: no HTML, emphasis, links or column breaks. */
const cell = (text: string): string =>
  text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/([\\`*_[\]#~|])/g, '\\$1')
    .replace(/\r?\n/g, '<br>')

/** A code fence longer than any run of backticks in the text, so the text cannot close it. */
const fence = (text: string): string => '`'.repeat(Math.max(3, ...[...text.matchAll(/`+/g)].map(([run]) => run.length + 1)))

/** The job summary: a table an editor can read, then the build's message exactly as the log shows it. */
export function summaryMarkdown(issues: readonly ContentIssue[]): string {
  const rows = issues.map(
    ({ file, language, field, message }) =>
      `| ${cell(file)} | ${language ? `${language} › ` : ''}${field ? cell(field) : '(the whole file)'} | ${cell(message)} |`,
  )
  const message = formatIssues(issues)
  const marks = fence(message)
  return [
    `### The content check found ${issues.length} problem${issues.length === 1 ? '' : 's'}`,
    '',
    'Nothing from this commit is built or published until each one is fixed (in the CMS or in the file).',
    '',
    '| File | Field | Problem |',
    '| --- | --- | --- |',
    ...rows,
    '',
    "The build's message:",
    '',
    `${marks}text`,
    message,
    marks,
    '',
  ].join('\n')
}
