/**
 * HTML typed into a rich text field that the site would not show: the build passes every body
 * through its sanitiser (src/lib/shared/sanitize-content-html.ts, in the schema's `html` resolver,
 * src/node/schema.ts), which drops a script, an event handler or a `javascript:` link without a word.
 * The admin refuses them instead, with what to do, so nothing is saved that the page then loses.
 */
import type { Edition } from '@src/content-model/entry-check'
import type { Collection } from '@src/content-model/types'
import { message } from '@src/content-model/messages'
import type { ContentIssue } from '@src/content-model/validate'
import { droppedContentHtml } from '@src/lib/shared/sanitize-content-html'
import { markdownHtml } from './preview/markdown'

/** A problem for each rich text field of an edition whose HTML the site would drop in part. */
export function bodyHtmlIssues(model: Collection, editions: readonly Edition[]): ContentIssue[] {
  return editions.flatMap((edition) =>
    model.fields.flatMap((field) => {
      const value = (edition.data as Record<string, unknown> | undefined)?.[field.name]
      if (field.widget !== 'markdown' || typeof value !== 'string') return []
      const dropped = droppedContentHtml(markdownHtml(value))
      return dropped.length === 0
        ? []
        : [{ file: edition.file, language: edition.locale, field: field.name, ...message('dropped_html', { dropped: dropped.join(', ') }) }]
    }),
  )
}
