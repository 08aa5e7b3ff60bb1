/**
 * The static pages the build writes beside the CMS for editors (/admin/schedule/, /admin/redirects/):
 * one plain page each, under the admin's headers, with no script and nothing for search engines.
 */
import fs from 'fs'
import path from 'path'
import { ADMIN_PATH } from '../config/constants'

export const escapeHtml = (text: string): string =>
  text.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]!)

/** A table with its caption and column headings, scrolling sideways on a narrow screen; `rows` are HTML. */
export const adminTable = (caption: string, headings: readonly string[], rows: readonly string[]): string =>
  `<div class="rows"><table><caption>${caption}</caption><thead><tr>${headings.map((h) => `<th scope="col">${h}</th>`).join('')}</tr></thead><tbody>${rows.join('')}</tbody></table></div>`

/** The page: its heading, a paragraph saying what it shows (HTML), and its content (HTML). */
export function adminPageHtml(title: string, intro: string, content: string): string {
  return `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex, nofollow">
<title>${title}</title>
<style>body{font-family:system-ui,sans-serif;margin:2rem;color:#1b2530}table{border-collapse:collapse;inline-size:100%}caption{text-align:start;font-weight:600;margin-block-end:.5rem}th,td{border-block-end:1px solid #c8d0d8;padding:.5rem;text-align:start;vertical-align:top}a{color:#0b4f8a}.rows{overflow-x:auto}</style>
</head>
<body>
<main>
<h1>${title}</h1>
<p>${intro} <a href="${ADMIN_PATH}">Back to the content manager</a></p>
${content}
</main>
</body>
</html>
`
}

/** Writes a page at `sitePath` (e.g. /admin/schedule/) into the built site. */
export function writeAdminPage(publicDir: string, sitePath: string, html: string): void {
  const dir = path.join(publicDir, sitePath)
  fs.mkdirSync(dir, { recursive: true })
  fs.writeFileSync(path.join(dir, 'index.html'), html)
}
