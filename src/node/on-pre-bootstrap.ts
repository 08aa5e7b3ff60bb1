import type { GatsbyNode } from 'gatsby'
import { CONTENT_DIR } from '../config/constants'
import { formatIssue, formatIssues } from '../content-model/validate'
import { siteNow } from '../lib/build/clock'
import { checkContent, contentWarnings } from './check-content-files'

/** Refuses to build from content that does not fit the model, naming every file and field at fault. */
export const onPreBootstrap: GatsbyNode['onPreBootstrap'] = ({ reporter, store }) => {
  const { program } = store.getState() as { program: { directory: string } }
  const issues = checkContent(program.directory, CONTENT_DIR)
  if (issues.length > 0) reporter.panic(formatIssues(issues))
  const warnings = contentWarnings(program.directory, CONTENT_DIR, siteNow())
  for (const warning of warnings) reporter.warn(formatIssue(warning))
}
