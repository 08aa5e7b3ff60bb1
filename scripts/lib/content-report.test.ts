/** @jest-environment node */
import { spawnSync } from 'child_process'
import fs from 'fs'
import os from 'os'
import path from 'path'
import { annotation, escapeData, escapeProperty, fieldLine, summaryMarkdown } from './content-report'
import { formatIssue, formatIssues } from '../../src/content-model/validate'
import { BAD_CONTENT } from '../../__tests__/support/bad-content'
import { copyOfContent } from '../../__tests__/support/content-copy'

const ROOT = path.resolve(__dirname, '../..')

describe('workflow-command escaping (GitHub’s rules, as @actions/core)', () => {
  it('escapes %, CR and LF in a message, and leaves : and , alone', () => {
    expect(escapeData('50% off\r\nnext: a, b')).toBe('50%25 off%0D%0Anext: a, b')
  })

  it('also escapes : and , in a property value', () => {
    expect(escapeProperty('a: b, 100%\n')).toBe('a%3A b%2C 100%25%0A')
  })

  it('escapes % first, so an escape sequence written in the text stays as written', () => {
    expect(escapeData('%0A')).toBe('%250A')
  })
})

describe('a content problem as a file annotation', () => {
  const issue = { file: 'content/pricing/pricing.yaml', field: 'plans[1].features', message: 'expected one of "a", "b": found "c"\nand 5%' }

  it('names the file, the line and a title, and says what the build says', () => {
    expect(annotation(issue, 12)).toBe(
      '::error file=content/pricing/pricing.yaml,line=12,title=Content problem in plans[1].features::' +
        'content/pricing/pricing.yaml › plans[1].features: expected one of "a", "b": found "c"%0Aand 5%25',
    )
  })

  it('leaves the line out when it is not known, and escapes the file name', () => {
    expect(annotation({ file: 'content/blog/a,b:c.md', field: '', message: 'is not valid YAML' })).toBe(
      '::error file=content/blog/a%2Cb%3Ac.md,title=Content problem in this file::content/blog/a,b:c.md: is not valid YAML',
    )
  })

  it('names the edition in the title of a problem in one language', () => {
    expect(
      annotation({ file: 'content/home/home.yaml', language: 'ar', field: 'about.heading', message: 'is required (Heading)' }, 96),
    ).toBe(
      '::error file=content/home/home.yaml,line=96,title=Content problem in ar › about.heading::content/home/home.yaml › ar › about.heading: is required (Heading)',
    )
  })

  it('decodes back to exactly the build’s words', () => {
    const message = annotation(issue, 3).split('::')[2]
    expect(message.replace(/%0A/g, '\n').replace(/%0D/g, '\r').replace(/%25/g, '%')).toBe(formatIssue(issue))
  })
})

describe('the line of a field', () => {
  const markdown = ['---', 'title: "A: b"', 'tags:', '  - tax', "'date': 2025-01-01", '---', '', 'title: in the body', 'Body text'].join(
    '\n',
  )

  it('finds a top-level key in front matter, quoted or not', () => {
    expect(fieldLine(markdown, 'title')).toBe(2)
    expect(fieldLine(markdown, 'tags[0]')).toBe(3)
    expect(fieldLine(markdown, 'date')).toBe(5)
  })

  it('points the body at the first line after the front matter, and does not look for keys there', () => {
    expect(fieldLine(markdown, 'body')).toBe(7)
    expect(fieldLine(markdown.replace('title: "A: b"\n', ''), 'title')).toBeUndefined()
  })

  it('finds the top-level key of a nested field in a YAML file', () => {
    const yaml = ['heading: Plans', 'plans:', '  - name: Basic', '    features: [a]', '  - name: Pro', '    features: [b]'].join('\r\n')
    expect(fieldLine(yaml, 'plans[1].features')).toBe(2)
    expect(fieldLine(yaml, 'missing')).toBeUndefined()
    expect(fieldLine(yaml, '')).toBeUndefined()
  })

  it("finds a field of one edition inside that edition's block of a YAML file holding both", () => {
    const yaml = [
      'en:',
      '  heading: Plans',
      '  plans:',
      '    - name: Basic',
      'ar:',
      '  heading: الخطط',
      '  plans:',
      '    - name: أساسية',
    ].join('\n')
    expect(fieldLine(yaml, 'plans[0].name', 'en')).toBe(3)
    expect(fieldLine(yaml, 'plans[0].name', 'ar')).toBe(7)
    expect(fieldLine(yaml, '', 'ar')).toBe(5)
    expect(fieldLine(yaml, 'missing', 'ar')).toBeUndefined()
  })
})

describe('the job summary', () => {
  const issues = [
    { file: 'content/blog/tax-savings.md', field: 'title', message: 'is required (Title)' },
    { file: 'content/blog/x.md', field: '', message: 'expected front matter, found <script>|*x*|``` [a](b)' },
  ]
  const summary = summaryMarkdown(issues)

  it('lists each problem in a table row, with Markdown and HTML in the values shown as written', () => {
    expect(summary).toContain('### The content check found 2 problems')
    expect(summary).toContain('| content/blog/tax-savings.md | title | is required (Title) |')
    expect(summary).toContain(
      '| content/blog/x.md | (the whole file) | expected front matter, found &lt;script&gt;\\|\\*x\\*\\|\\`\\`\\` \\[a\\](b) |',
    )
  })

  it('ends with the build’s message, word for word, in a fence the text cannot close', () => {
    expect(summary).toContain(`\n\`\`\`\`text\n${formatIssues(issues)}\n\`\`\`\`\n`)
  })
})

describe('npm run check:content', () => {
  let root: string
  let summaryFile: string
  beforeEach(() => {
    root = copyOfContent()
    summaryFile = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'summary-')), 'summary.md')
  })
  afterEach(() => {
    fs.rmSync(root, { recursive: true, force: true })
    fs.rmSync(path.dirname(summaryFile), { recursive: true, force: true })
  })

  const run = (env: Record<string, string>) =>
    spawnSync(path.join(ROOT, 'node_modules/.bin/tsx'), [path.join(ROOT, 'scripts/check-content.ts')], {
      cwd: root,
      encoding: 'utf8',
      env: { ...process.env, GITHUB_ACTIONS: '', GITHUB_STEP_SUMMARY: '', ...env },
    })

  it('passes the real content, and writes nothing for GitHub', () => {
    const { status } = run({ GITHUB_ACTIONS: 'true', GITHUB_STEP_SUMMARY: summaryFile })
    expect(status).toBe(0)
    expect(fs.existsSync(summaryFile)).toBe(false)
  }, 30_000)

  it('in GitHub Actions, annotates the file at the field’s line and writes the summary', () => {
    const bad = BAD_CONTENT.find((c) => c.kind === 'impossible date (quoted)')!
    bad.breakIt(root)
    const file = `content/${bad.file}`
    const line = fs.readFileSync(path.join(root, file), 'utf8').split('\n').indexOf('date: "2025-02-30"') + 1
    const { status, stdout, stderr } = run({ GITHUB_ACTIONS: 'true', GITHUB_STEP_SUMMARY: summaryFile })
    expect(status).toBe(1)
    const words = `${file} › en › date: expected a date written as YYYY-MM-DD, found "2025-02-30"`
    expect(stderr).toContain(`The content has 1 problem:\n  ${words}`)
    expect(stdout.trim().split('\n')).toEqual([`::error file=${file},line=${line},title=Content problem in en › date::${words}`])
    expect(fs.readFileSync(summaryFile, 'utf8')).toContain(`\`\`\`text\nThe content has 1 problem:\n  ${words}\n\`\`\``)
  }, 30_000)

  it('outside GitHub Actions, prints the build’s message only', () => {
    BAD_CONTENT[0].breakIt(root)
    const { status, stdout, stderr } = run({})
    expect(status).toBe(1)
    expect(stdout).not.toContain('::error')
    expect(stderr).toMatch(/^The content has 1 problem:\n {2}content\/blog\/tax-savings\.en\.md › en › title: is required \(Title\)$/m)
    expect(fs.existsSync(summaryFile)).toBe(false)
  }, 30_000)
})
