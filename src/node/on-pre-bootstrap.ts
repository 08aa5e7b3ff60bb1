import type { GatsbyNode } from 'gatsby'
import { CONTENT_DIR } from '../config/constants'
import { formatIssues } from '../content-model/validate'
import { checkContent } from './check-content'

/** Refuses to build from content that does not fit the model, naming every file and field at fault. */
export const onPreBootstrap: GatsbyNode['onPreBootstrap'] = ({ reporter, store }) => {
  const { program } = store.getState() as { program: { directory: string } }
  const issues = checkContent(program.directory, CONTENT_DIR)
  if (issues.length > 0) reporter.panic(formatIssues(issues))
}
