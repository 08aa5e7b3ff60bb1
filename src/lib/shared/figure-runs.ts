/** A piece of text, marked when it is a figure: a number with its signs, e.g. `+25`, `375,000`, `22%`, `$19.99`. */
export interface TextRun {
  text: string
  figure: boolean
}

/**
 * A number with what belongs to it: a leading sign, currency symbol or currency code (`AED 3m`),
 * separators and single spaces between digit groups (`1,200.50`, `09:00-18:00`, `+971 55 418 2730`),
 * a trailing `%` or `+`, or Latin letters written onto it (`25K`).
 */
const FIGURE = /(?:\b[A-Z]{3} )?[+−±$€£]?\d(?:[\d.,:/–-]*\d|\s(?=\d))*(?:[%+]|[A-Za-z]+)?/g

/**
 * Splits text into its figures and the words around them, so that each figure alone can be set
 * left to right inside right-to-left text (`+25 ألف` → `+25`, ` ألف`). Joined, the runs are the text.
 */
export function figureRuns(text: string): TextRun[] {
  const runs: TextRun[] = []
  let at = 0
  for (const match of text.matchAll(FIGURE)) {
    const start = match.index ?? 0
    if (start > at) runs.push({ text: text.slice(at, start), figure: false })
    runs.push({ text: match[0], figure: true })
    at = start + match[0].length
  }
  if (at < text.length) runs.push({ text: text.slice(at), figure: false })
  return runs
}
