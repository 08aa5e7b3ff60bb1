/**
 * `npm run check:content`: the check the build runs before anything else (src/node/check-content-files.ts),
 * alone and in seconds, with the build's message. In GitHub Actions each problem also annotates its
 * file on the commit or pull request, and the list goes to the job summary (scripts/lib/content-report.ts),
 * so an editor sees why a commit failed without reading the log.
 */
import fs from 'fs'
import path from 'path'
import { CONTENT_DIR } from '../src/config/constants'
import { formatIssue, formatIssues, type ContentIssue } from '../src/content-model/validate'
import { siteNow } from '../src/lib/build/clock'
import { checkContent, contentWarnings } from '../src/node/check-content-files'
import { annotation, fieldLine, summaryMarkdown } from './lib/content-report'

const root = process.cwd()
const issues = checkContent(root, CONTENT_DIR)
const lineOf = (issue: ContentIssue): number | undefined => {
  const absolute = path.join(root, issue.file)
  return fs.existsSync(absolute) ? fieldLine(fs.readFileSync(absolute, 'utf8'), issue.field, issue.language) : undefined
}

// Warnings stop nothing (an entry past its unpublish time); they are shown as the build shows them.
for (const warning of contentWarnings(root, CONTENT_DIR, siteNow())) {
  console.warn(`warning: ${formatIssue(warning)}`)
  if (process.env.GITHUB_ACTIONS === 'true') console.log(annotation(warning, lineOf(warning), 'warning'))
}

if (issues.length === 0) {
  console.log(`The content under ${CONTENT_DIR}/ fits the content model.`)
  process.exit(0)
}

console.error(formatIssues(issues))

if (process.env.GITHUB_ACTIONS === 'true') {
  for (const issue of issues) console.log(annotation(issue, lineOf(issue)))
}
const summary = process.env.GITHUB_STEP_SUMMARY
if (summary) fs.appendFileSync(summary, summaryMarkdown(issues))
process.exit(1)
