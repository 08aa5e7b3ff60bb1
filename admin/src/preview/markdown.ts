import remark from 'remark'
import gfm from 'remark-gfm'
import html from 'remark-html'
import { sanitizeContentHtml } from '@src/lib/shared/sanitize-content-html'

// GitHub-flavoured Markdown, as gatsby-transformer-remark parses it for the site. The plugins' type
// declarations name the newer unified that decap-cms hoists; at run time all three use remark 13's.
const processor = remark()
  .use(gfm as never)
  .use(html as never, { sanitize: false })

/**
 * The HTML the site publishes for a Markdown body, for the editor's preview: the same parser and
 * then the same sanitiser as the build, so the preview shows what visitors will get.
 */
export function previewHtml(markdown: string): string {
  return sanitizeContentHtml(markdownHtml(markdown))
}

/** The HTML the build's Markdown parser makes of a body, before the sanitiser. */
export const markdownHtml = (markdown: string): string => String(processor.processSync(markdown))
