/**
 * The static pages the build writes beside the CMS for editors (/admin/schedule/, /admin/redirects/):
 * one plain page each, under the admin's headers, with nothing for search engines; a page given in Arabic too
 * shows the admin's language by a script of the site's own.
 */
import fs from 'fs'
import path from 'path'
import { ADMIN_LANGUAGE_KEY, ADMIN_PATH } from '../config/constants'
import { DEFAULT_LOCALE, LOCALE_CODES, type Locale } from '../config/locales'

export const escapeHtml = (text: string): string =>
  text.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]!)

/** A table with its caption and column headings, scrolling sideways on a narrow screen; `rows` are HTML. */
export const adminTable = (caption: string, headings: readonly string[], rows: readonly string[]): string =>
  `<div class="rows"><table><caption>${caption}</caption><thead><tr>${headings.map((h) => `<th scope="col">${h}</th>`).join('')}</tr></thead><tbody>${rows.join('')}</tbody></table></div>`

/** One language's page: its heading, a paragraph saying what it shows (HTML), and its content (HTML). */
export interface AdminPageText {
  title: string
  intro: string
  content: string
}

const BACK = { en: 'Back to the content manager', ar: 'العودة إلى لوحة إدارة المحتوى' } as const satisfies Record<Locale, string>

/** Where the pages' one script is served: it shows the page in the admin's language. */
export const ADMIN_PAGE_SCRIPT_PATH = `${ADMIN_PATH}page-language.js`

/**
 * Shows the page's edition in the language the editor chose for the admin in this browser, if it has
 * one. A file of its own, as the admin's policy allows scripts from the site only (src/host/headers.ts).
 */
export const ADMIN_PAGE_SCRIPT = `try {
  const chosen = localStorage.getItem(${JSON.stringify(ADMIN_LANGUAGE_KEY)})
  const editions = [...document.querySelectorAll('main[lang]')]
  const shown = editions.find((main) => main.lang === chosen)
  if (shown) {
    for (const main of editions) main.hidden = main !== shown
    document.documentElement.lang = shown.lang
    document.documentElement.dir = shown.dir || 'ltr'
    document.title = shown.querySelector('h1').textContent
  }
} catch {
  // Storage refused (a private window's settings): the page stays in English, as the admin does.
}
`

const edition = (locale: Locale, { title, intro, content }: AdminPageText): string =>
  `<main lang="${locale}"${locale === 'ar' ? ' dir="rtl"' : ''}${locale === DEFAULT_LOCALE ? '' : ' hidden'}>
<h1>${title}</h1>
<p>${intro} <a href="${ADMIN_PATH}">${BACK[locale]}</a></p>
${content}
</main>`

/** The page, in English and in each other language it is given in: the script shows the admin's. */
export function adminPageHtml(editions: { en: AdminPageText } & Partial<Record<Locale, AdminPageText>>): string {
  const given = LOCALE_CODES.filter((locale) => editions[locale] !== undefined)
  return `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex, nofollow">
<title>${editions.en.title}</title>
<style>body{font-family:system-ui,sans-serif;margin:2rem;color:#1b2530}table{border-collapse:collapse;inline-size:100%}caption{text-align:start;font-weight:600;margin-block-end:.5rem}th,td{border-block-end:1px solid #c8d0d8;padding:.5rem;text-align:start;vertical-align:top}a{color:#0b4f8a}.rows{overflow-x:auto}</style>
</head>
<body>
${given.map((locale) => edition(locale, editions[locale]!)).join('\n')}
${given.length > 1 ? `<script src="${ADMIN_PAGE_SCRIPT_PATH}"></script>\n` : ''}</body>
</html>
`
}

/** Writes a page at `sitePath` (e.g. /admin/schedule/) into the built site, and the pages' script beside the admin. */
export function writeAdminPage(publicDir: string, sitePath: string, html: string): void {
  const dir = path.join(publicDir, sitePath)
  fs.mkdirSync(dir, { recursive: true })
  fs.writeFileSync(path.join(dir, 'index.html'), html)
  fs.writeFileSync(path.join(publicDir, ADMIN_PAGE_SCRIPT_PATH), ADMIN_PAGE_SCRIPT)
}
