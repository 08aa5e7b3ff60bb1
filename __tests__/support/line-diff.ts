/**
 * The lines two texts differ by, as one change: from the first line that differs to the last, the
 * lines of `before` taken out and those of `after` put in (a diff of one hunk, which is what a save
 * that changes one field must make).
 */
export function changedLines(before: string, after: string): { removed: string[]; added: string[] } {
  const [a, b] = [before.split('\n'), after.split('\n')]
  let start = 0
  while (start < a.length && start < b.length && a[start] === b[start]) start++
  let end = 0
  while (end < a.length - start && end < b.length - start && a[a.length - 1 - end] === b[b.length - 1 - end]) end++
  return { removed: a.slice(start, a.length - end), added: b.slice(start, b.length - end) }
}
