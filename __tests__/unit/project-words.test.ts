/** @jest-environment node */
/**
 * The repository speaks of the project, not of how the team works on it: no tracker or work-session
 * numbers (the word "issue" or "stop" followed by a number) in code, tests or documents. History
 * belongs in commit messages.
 */
import { execFileSync } from 'child_process'
import fs from 'fs'
import path from 'path'

const ROOT = path.resolve(__dirname, '../..')
const PROCESS_NUMBER = /\b(?:issue|stop|session|ticket)s? #?\d+\b/i
const TEXT = /\.(?:[cm]?[jt]sx?|md|ya?ml|json|css|sh)$|(?:^|\/)\.ci\/run$/

/** The lines of `text` that name a process number, each with its line number. */
function processNumbers(text: string): string[] {
  return text.split('\n').flatMap((line, i) => (PROCESS_NUMBER.test(line) ? [`${i + 1}: ${line.trim()}`] : []))
}

describe('the words of the repository', () => {
  it('finds a process number in a line, and not a number that merely follows such a word', () => {
    // Put together here, so that this file itself passes the check below.
    const [stop, issue] = ['stop', 'Issue'].map((word) => `${word} `)
    const text = `a\nThen (${stop}22) Arabic pages\n${issue}#14 fixed`
    expect(processNumbers(text)).toEqual([`2: Then (${stop}22) Arabic pages`, `3: ${issue}#14 fixed`])
    expect(processNumbers('gradient stops: 3\nstop the server in 5 s')).toEqual([])
  })

  it('name no tracker issue or work session in any tracked file', () => {
    const files = execFileSync('git', ['ls-files'], { cwd: ROOT, encoding: 'utf8' })
      .split('\n')
      .filter((file) => TEXT.test(file))
    expect(files.length).toBeGreaterThan(100)
    const found = files.flatMap((file) =>
      fs.existsSync(path.join(ROOT, file))
        ? processNumbers(fs.readFileSync(path.join(ROOT, file), 'utf8')).map((line) => `${file}:${line}`)
        : [],
    )
    expect(found).toEqual([])
  })
})
